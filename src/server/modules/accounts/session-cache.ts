import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { SessionUser } from '../../../shared/schemas/accounts.js';
import { NotifiedCache } from '../../db/notified-cache.js';

/** PostgreSQL channel on which triggers announce every committed change to sessions and users, naming the accounts. */
export const ACCOUNTS_CHANGED_CHANNEL = 'shop_accounts_changed';

/**
 * A resolved session is served from memory for at most this long, then asked of Better Auth again
 * (which extends sessions that are due, see `updateAge` in auth.ts). Revocations do not wait for
 * it: they are announced (ACCOUNTS_CHANGED_CHANNEL) and forget every resolved session at once.
 */
export const SESSION_RECHECK_MS = 60_000;

/** What the shop needs to know about a valid session. */
export interface KnownSession {
  user: SessionUser;
  /** The ban fields of the account, judged on every request (a ban may end while cached). */
  ban: { banned: boolean | null; banExpires: Date | null };
  /** When the session itself ends (ms since the epoch). */
  expiresAt: number;
}

/**
 * Sessions resolved from the credentials a request presents (its cookies and Authorization
 * header), so a signed-in request does not pay for Better Auth and two queries each time.
 * Only valid sessions are kept, never longer than they last.
 */
export type SessionCache = NotifiedCache<KnownSession | null>;

export function createSessionCache(): SessionCache {
  return new NotifiedCache<KnownSession | null>({
    maxEntries: 10_000,
    lifetimeMs: (session) => (session ? Math.min(SESSION_RECHECK_MS, session.expiresAt - Date.now()) : 0),
  });
}

/**
 * The sessions an announcement on ACCOUNTS_CHANGED_CHANNEL concerns: those of the accounts it
 * names (comma-separated ids, see migration 0005), or null for all (an empty payload).
 */
export function sessionsConcerned(payload: string): ((session: KnownSession | null) => boolean) | null {
  if (!payload) return null;
  const ids = new Set(payload.split(','));
  return (session) => session !== null && ids.has(session.user.id);
}

/**
 * The cache key of a request's credentials: a digest of everything Better Auth reads to find the
 * session (the Cookie and Authorization headers as sent), or null when it presents none. A forged
 * or altered cookie is a different key, so it is always checked by Better Auth.
 */
export function credentialsKey(headers: IncomingHttpHeaders): string | null {
  const { cookie, authorization } = headers;
  if (!cookie && !authorization) return null;
  return createHash('sha256')
    .update(cookie ?? '')
    .update('\n')
    .update(authorization ?? '')
    .digest('base64url');
}
