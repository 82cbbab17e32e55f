import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { accountMessages } from '../../../shared/accounts.js';
import type { SessionUser } from '../../../shared/schemas/accounts.js';
import { sendProblem } from '../../http/problem.js';
import type { Auth } from './auth.js';
import { toWebHeaders } from './auth-bridge.js';

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
    /** Set by requireUser / requireAdmin. */
    user: SessionUser;
  }
}

function toSessionUser(user: { id: string; name: string; email: string; image?: string | null; role?: string | null }): SessionUser {
  return { id: user.id, name: user.name, email: user.email, image: user.image ?? null, role: user.role === 'admin' ? 'admin' : 'customer' };
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

const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

/** API routes that belong to plugins (documentation pages) rather than to the shop. */
const undeclaredAllowed = (url: string) => url === '/api/openapi.json' || url.startsWith('/api/docs');

/**
 * Gives every request a lazy `sessionUser()` (public routes never pay for a session lookup) and
 * enforces each route's declared access. An /api route that declares none stops the start-up,
 * so access cannot be forgotten.
 */
export const sessionPlugin = fp<{ auth: Auth }>(async (app: FastifyInstance, { auth }) => {
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
  app.decorateRequest('sessionUser', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = auth.api
        .getSession({ headers: toWebHeaders(this), query: { disableCookieCache: true } })
        .then((session) => (session && !isBanActive(session.user) ? toSessionUser(session.user) : null));
      cache.set(this, pending);
    }
    return pending;
  });
});

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
