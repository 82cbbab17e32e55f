import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AuthProviders, SessionUser } from '../../shared/schemas/accounts';
import { apiGet } from './api-client';

/** GET /api/session: who is signed in (null for visitors) and which sign-in methods exist. */
export interface Session {
  user: SessionUser | null;
  providers: AuthProviders;
}

export const sessionKey = ['session'] as const;

export const sessionQuery = queryOptions({
  queryKey: sessionKey,
  queryFn: ({ signal }) => apiGet<Session>('/api/session', { signal }),
  // Fresh for 30 s: pages that mount do not each ask again; focus, sign-in and changes still do.
  staleTime: 30 * 1000,
  // The session answers 200 for visitors; it never sends anyone to the login page itself.
  meta: { handles401: true },
});

/**
 * Queries that hold one person's data carry `meta: { private: true }`; they are dropped whenever
 * the signed-in user changes, so the next person never sees them.
 */
export function removePrivateQueries(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => query.meta?.private === true });
}

/** The client forgets the signed-in user (after sign-out or a 401): no user, no private data. */
export function forgetSessionUser(client: QueryClient): void {
  client.setQueryData<Session>(sessionKey, (previous) => ({ providers: previous?.providers ?? { google: false }, user: null }));
  removePrivateQueries(client);
}

/** Asks the server again who is signed in (after signing in, or a change to the name or role). */
export async function refreshSession(client: QueryClient): Promise<Session> {
  return client.fetchQuery({ ...sessionQuery, staleTime: 0 });
}
