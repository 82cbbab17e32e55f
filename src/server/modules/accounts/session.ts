import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { accountMessages, type SessionUser } from '../../../shared/schemas/accounts.js';
import { sendProblem } from '../../http/problem.js';
import type { Auth } from './auth.js';
import { toWebHeaders } from './auth-bridge.js';

declare module 'fastify' {
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

const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

/** Gives every request a lazy `sessionUser()`: public routes never pay for a session lookup. */
export const sessionPlugin = fp<{ auth: Auth }>(async (app: FastifyInstance, { auth }) => {
  app.decorateRequest('user', null as unknown as SessionUser);
  app.decorateRequest('sessionUser', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = auth.api
        .getSession({ headers: toWebHeaders(this), query: { disableCookieCache: true } })
        .then((session) => (session && !session.user.banned ? toSessionUser(session.user) : null));
      cache.set(this, pending);
    }
    return pending;
  });
});

/** preHandler: 401 unless signed in. */
export async function requireUser(request: FastifyRequest, reply: FastifyReply) {
  const user = await request.sessionUser();
  if (!user) return sendProblem(reply, 'UNAUTHORIZED', accountMessages.signInRequired);
  request.user = user;
}

/** preHandler: 401 unless signed in, 403 unless an admin. */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
  const user = await request.sessionUser();
  if (!user) return sendProblem(reply, 'UNAUTHORIZED', accountMessages.signInRequired);
  if (user.role !== 'admin') return sendProblem(reply, 'FORBIDDEN', accountMessages.adminsOnly);
  request.user = user;
}
