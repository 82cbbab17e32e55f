import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { accountMessages } from '../../../shared/accounts.js';
import type { SessionUser } from '../../../shared/schemas/accounts.js';
import type { DatabaseHandle } from '../../db/database.js';
import { forgetOnNotify } from '../../db/notified-cache.js';
import { answersAChange } from '../../http/changing-requests.js';
import { markAnswerPersonal } from '../../http/private-answers.js';
import { sendProblem } from '../../http/problem.js';
import type { Auth } from './auth.js';
import { toWebHeaders } from './auth-bridge.js';
import { ACCOUNTS_CHANGED_CHANNEL, credentialsKey, sessionsConcerned, type KnownSession, type SessionCache } from './session-cache.js';

/**
 * Who may call a route, declared where the route is defined (`config: { access }`):
 * public: anyone; user: signed in; owner: signed in, and the service only touches the caller's
 * own data (others' data is "not found"); admin: signed-in admins.
 */
export type RouteAccess = 'public' | 'user' | 'owner' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every API route with its declared access (for the access-matrix test and audits). */
    routeAccess: { method: string; url: string; access: RouteAccess }[];
  }
  interface FastifyRequest {
    /** The signed-in user of this request (cookie or bearer token), looked up once, or null. */
    sessionUser(): Promise<SessionUser | null>;
    /**
     * The same, looked up again now (from the resolved sessions every process keeps true): for
     * long-lived requests (event streams) that must stop once the session ends or the account changes.
     */
    sessionUserNow(): Promise<SessionUser | null>;
    /** Set by requireUser / requireAdmin. */
    user: SessionUser;
  }
}

function toSessionUser(user: { id: string; name: string; email: string; emailVerified: boolean; image?: string | null; role?: string | null }): SessionUser {
  return { id: user.id, name: user.name, email: user.email, image: user.image ?? null, role: user.role === 'admin' ? 'admin' : 'customer', emailVerified: user.emailVerified };
}

/**
 * A ban (Better Auth's admin plugin) holds while `banned` is set and `banExpires` is empty or still
 * ahead; once it has passed the user is treated as not banned (Better Auth clears the fields at
 * their next sign-in).
 */
export function isBanActive(user: { banned?: boolean | null; banExpires?: Date | string | null }, now: Date = new Date()): boolean {
  if (!user.banned) return false;
  if (!user.banExpires) return true;
  return new Date(user.banExpires).getTime() > now.getTime();
}

const perRequest = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

/** Asks Better Auth for the session behind the request's credentials (checked signature, not expired). */
async function lookUpSession(auth: Auth, request: FastifyRequest): Promise<KnownSession | null> {
  const session = await auth.api.getSession({ headers: toWebHeaders(request), query: { disableCookieCache: true } });
  if (!session) return null;
  const { user } = session;
  return Object.freeze({
    user: Object.freeze(toSessionUser(user)),
    ban: { banned: user.banned ?? null, banExpires: user.banExpires ? new Date(user.banExpires) : null },
    expiresAt: new Date(session.session.expiresAt).getTime(),
  });
}

/** API routes that belong to plugins (documentation pages) rather than to the shop. */
const undeclaredAllowed = (url: string) => url === '/api/openapi.json' || url.startsWith('/api/docs');

/**
 * Gives every request a lazy `sessionUser()` (public routes never pay for a session lookup) and
 * enforces each route's declared access. An /api route that declares none stops the start-up,
 * so access cannot be forgotten. Resolved sessions are kept in `sessions`, which every process
 * forgets when a session or account changes (a trigger announces it; see session-cache.ts).
 */
export const sessionPlugin = fp<{ auth: Auth; database: DatabaseHandle; sessions: SessionCache }>(async (app: FastifyInstance, { auth, database, sessions }) => {
  const unlisten = await forgetOnNotify(database, ACCOUNTS_CHANGED_CHANNEL, sessions, sessionsConcerned);
  app.addHook('onClose', async () => unlisten());

  const undeclared: string[] = [];
  const routeAccess: { method: string; url: string; access: RouteAccess }[] = [];
  app.addHook('onRoute', (route) => {
    const access = (route.config as { access?: RouteAccess } | undefined)?.access;
    if (!route.url.startsWith('/api/') || undeclaredAllowed(route.url)) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      if (access) routeAccess.push({ method, url: route.url, access });
      else undeclared.push(`${method} ${route.url}`);
    }
  });
  app.addHook('onReady', async () => {
    if (undeclared.length > 0) throw new Error(`API routes without a declared access: ${undeclared.join(', ')}`);
  });
  app.decorate('routeAccess', routeAccess);
  // Checked when the request arrives, before its body is read or validated.
  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (access === 'user' || access === 'owner') return requireUser(request, reply);
    if (access === 'admin') return requireAdmin(request, reply);
  });

  app.decorateRequest('user', null as unknown as SessionUser);
  const resolve = async (request: FastifyRequest): Promise<SessionUser | null> => {
    const key = credentialsKey(request.headers);
    if (!key) return null;
    const session = await sessions.get(key, () => lookUpSession(auth, request));
    return session && !isBanActive(session.ban) ? session.user : null;
  };
  // An answer that looked at who is asking is private (http/private-answers.ts).
  app.decorateRequest('sessionUserNow', function (this: FastifyRequest) {
    markAnswerPersonal(this);
    return resolve(this);
  });
  app.decorateRequest('sessionUser', function (this: FastifyRequest) {
    markAnswerPersonal(this);
    let pending = perRequest.get(this);
    if (!pending) {
      pending = resolve(this);
      perRequest.set(this, pending);
    }
    return pending;
  });
});

/**
 * For the routes that change sessions or accounts (sign-in and out, password reset, profile,
 * roles, removal): each of their changing requests forgets every resolved session before it is
 * answered, so this process never serves a session it has just ended or an account as it was
 * before the change. Other processes hear of it through the database.
 */
export function forgetSessionsAfterChanges(app: FastifyInstance, sessions: SessionCache): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (answersAChange(request, reply)) sessions.invalidate();
    done(null, payload);
  });
}

/** 401 unless signed in. */
async function requireUser(request: FastifyRequest, reply: FastifyReply) {
  const user = await request.sessionUser();
  if (!user) return sendProblem(reply, 'UNAUTHORIZED', accountMessages.signInRequired);
  request.user = user;
}

/** 401 unless signed in, 403 unless an admin. */
async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
  const user = await request.sessionUser();
  if (!user) return sendProblem(reply, 'UNAUTHORIZED', accountMessages.signInRequired);
  if (user.role !== 'admin') return sendProblem(reply, 'FORBIDDEN', accountMessages.adminsOnly);
  request.user = user;
}
