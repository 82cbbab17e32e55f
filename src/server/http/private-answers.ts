import type { FastifyInstance, FastifyRequest } from 'fastify';

export const PRIVATE_CACHE_CONTROL = 'private, no-store';

const personalAnswers = new WeakSet<FastifyRequest>();

/**
 * Notes that the answer to this request depends on who asks (it looked up the session). Called by
 * the session lookup (modules/accounts/session.ts), so a public route that shows something of the
 * signed-in customer is private without declaring it.
 */
export function markAnswerPersonal(request: FastifyRequest): void {
  personalAnswers.add(request);
}

/** The Cache-Control of a private answer: the route's own when it already forbids storing, else private, no-store. */
function privateCacheControl(current: string | undefined): string {
  const directives = (current ?? '').split(',').map((directive) => directive.trim().toLowerCase());
  if (!current || !directives.includes('no-store')) return PRIVATE_CACHE_CONTROL;
  return directives.includes('private') ? current : `private, ${current}`;
}

/**
 * No cache, in the browser or on the way, keeps a private answer: every answer, errors included,
 * of a route whose declared access (`config: { access }`, enforced in modules/accounts/session.ts)
 * is not 'public', and of any route that looked at who is asking (markAnswerPersonal) carries
 * `Cache-Control: private, no-store`. A stricter header the route set itself is kept.
 */
export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const access = request.routeOptions.config.access;
    if ((access !== undefined && access !== 'public') || personalAnswers.has(request)) {
      const current = reply.getHeader('cache-control');
      reply.header('cache-control', privateCacheControl(current === undefined ? undefined : String(current)));
    }
    done(null, payload);
  });
}
