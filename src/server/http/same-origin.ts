import type { FastifyInstance } from 'fastify';
import { isSafeMethod } from './changing-requests.js';
import { sendProblem } from './problem.js';

/**
 * Cross-site request forgery guard: a state-changing request that a browser marks as coming from
 * another site (Origin of another host, or Sec-Fetch-Site: cross-site) is refused, so a foreign
 * page cannot act with a signed-in customer's cookie. Requests without those headers
 * (programmatic clients with a bearer token, webhooks) are not browsers and pass.
 *
 * It guards every state-changing request, whatever its path: deciding by the raw URL (does it
 * start with /api/?) was bypassed with percent-encoded paths (`/%61pi/…`), which the router
 * decodes. Only the routes listed in `exempt` (route patterns, as registered) skip it, judged by
 * the route the router matched, never by the string the client sent.
 */
export function registerSameOriginGuard(app: FastifyInstance, options: { publicUrl: string | undefined; exempt: string[] }) {
  const publicHost = options.publicUrl ? new URL(options.publicUrl).host : undefined;
  const exempt = new Set(options.exempt);
  app.addHook('onRequest', (request, reply, done) => {
    if (isSafeMethod(request.method) || exempt.has(request.routeOptions.url ?? '')) {
      done();
      return;
    }
    const fetchSite = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    let foreign = fetchSite === 'cross-site';
    if (origin && origin !== 'null') {
      try {
        const from = new URL(origin);
        // Read the Host header with the origin's scheme, so default ports compare equal.
        const ownHost = new URL(`${from.protocol}//${request.headers.host ?? ''}`).host;
        foreign ||= from.host !== ownHost && from.host !== publicHost;
      } catch {
        foreign = true;
      }
    } else if (origin === 'null') {
      foreign = true;
    }
    if (foreign) sendProblem(reply, 'FORBIDDEN', 'This request did not come from the shop.');
    else done();
  });
}
