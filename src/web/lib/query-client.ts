import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { forgetSessionUser, sessionKey } from './session';

/** What a query or mutation may tell the cache-level handlers below. */
interface AppMeta extends Record<string, unknown> {
  /** This call handles a 401 itself (sign-in: "Invalid email or password"), so no redirect. */
  handles401?: boolean;
  /** The data belongs to the signed-in person; dropped when the user changes. */
  private?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}

type UnauthorizedListener = () => void;
let unauthorizedListener: UnauthorizedListener | undefined;

/**
 * The app registers how to send someone to the login page (it owns the router). Returns the
 * function that unregisters it.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListener = listener;
  return () => {
    if (unauthorizedListener === listener) unauthorizedListener = undefined;
  };
}

function statusOf(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/**
 * SPEC §4: a 401 from any API call means the session is gone. Once, for every query and mutation:
 * forget the user and let the app send them to the login page, the current page as return target.
 * A 403 means the role changed under us: ask the server again who is signed in.
 */
function handleError(client: QueryClient, error: unknown, meta: AppMeta | undefined): void {
  const status = statusOf(error);
  if (status === 401 && !meta?.handles401) {
    forgetSessionUser(client);
    unauthorizedListener?.();
  } else if (status === 403) {
    void client.invalidateQueries({ queryKey: sessionKey });
  }
}

/** 401, 403 and 404 do not get better by asking again; everything else keeps the default 3 retries. */
function retry(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status === 401 || status === 403 || status === 404) return false;
  return failureCount < 3;
}

/**
 * A client with TanStack Query's defaults (SPEC §1): 3 retries with exponential back-off (1 s
 * doubling, at most 30 s), 5-minute cache, refetch on window focus and on reconnect. Creating one
 * touches no browser globals: the server renders each page with a client of its own
 * (src/web/render-page.tsx).
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handleError(client, error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => handleError(client, error, mutation.meta) }),
    defaultOptions: { queries: { retry } },
  });
  return client;
}

/** The browser's one client, for the whole app. */
export const queryClient: QueryClient = createQueryClient();
