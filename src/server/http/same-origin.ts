import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isSafeMethod } from './changing-requests.js';
import { sendProblem } from './problem.js';

export const NOT_FROM_THE_SHOP = 'This request did not come from the shop.';
export const NO_COOKIES_FROM_OTHER_SITES =
  "A page of another website may not send the shop's cookies. Send the request without cookies, with the bearer token in the Authorization header.";

/** Where a browser says a request comes from: the shop, an origin of CORS_ORIGINS, another site, or nothing said. */
export type Sender = 'shop' | 'allowed' | 'foreign' | 'unsaid';

/** Judges where a request comes from (see registerSameOriginGuard). */
export type SenderOf = (request: FastifyRequest) => Sender;

/**
 * Cross-site request forgery guard. The rule: forgery needs ambient credentials, the shop's
 * cookies that a browser adds by itself; a request without them cannot act as anyone but the
 * holder of the token it carries, or as nobody (signing in or up).
 *
 * - A state-changing request that a browser marks as sent by a page of another site is refused:
 *   an Origin that is not the shop's own (scheme, host and port: the Host header read with the
 *   request's scheme, or PUBLIC_URL), `Origin: null`, or `Sec-Fetch-Site: cross-site` or
 *   `same-site` (a sibling subdomain is another site for the shop). So is one that carries the
 *   shop's cookies, names no Origin and has a Referer of another origin.
 * - Except from an origin of CORS_ORIGINS (http/cors.ts): it passes without cookies (a bearer
 *   token, or anonymous) and is refused with them; cross-origin use of the API is bearer-only.
 * - A request that names no origin passes, with or without a token: programs (curl, webhooks, and
 *   Node's fetch, which sends `Sec-Fetch-Mode: cors` but no Origin) are not refused for lacking one,
 *   and browsers name the origin of every cross-origin state-changing request, so a page cannot
 *   send one that names none.
 *
 * Every refusal is a 403 problem that says why. It guards every state-changing request, whatever
 * its path, /api/auth/* included (Better Auth's own check is off: modules/accounts/auth.ts):
 * deciding by the raw URL (does it start with /api/?) was bypassed with percent-encoded paths
 * (`/%61pi/…`), which the router decodes. Only the routes listed in `exempt` (route patterns, as
 * registered) skip it, judged by the route the router matched, never by the string the client sent.
 *
 * Returns its judgement of the sender, for routes that answer the shop's own pages differently.
 */
export function registerSameOriginGuard(app: FastifyInstance, options: { publicUrl: string | undefined; exempt: string[]; allowedOrigins?: string[] }): SenderOf {
  const senderOf = senderJudge(options);
  const exempt = new Set(options.exempt);
  app.addHook('onRequest', (request, reply, done) => {
    if (isSafeMethod(request.method) || exempt.has(request.routeOptions.url ?? '')) {
      done();
      return;
    }
    const sender = senderOf(request);
    if (sender === 'foreign') sendProblem(reply, 'FORBIDDEN', NOT_FROM_THE_SHOP);
    else if (sender === 'allowed' && request.headers.cookie !== undefined) sendProblem(reply, 'FORBIDDEN', NO_COOKIES_FROM_OTHER_SITES);
    else done();
  });
  return senderOf;
}

/**
 * Where a request comes from, as its browser says: `shop` for a page of the shop (its Origin, or
 * `Sec-Fetch-Site: same-origin`), `allowed` for a page of CORS_ORIGINS, `foreign` for another site,
 * `unsaid` when nothing names one (a program).
 */
function senderJudge(options: { publicUrl: string | undefined; allowedOrigins?: string[] }): SenderOf {
  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;
  const allowed = new Set(options.allowedOrigins ?? []);

  /** The shop's own origin: PUBLIC_URL's, or the Host header's with the request's scheme. */
  const isShopOrigin = (url: string, request: FastifyRequest): boolean => {
    const from = originOf(url);
    if (from === undefined) return false;
    if (from === publicOrigin) return true;
    const host = request.headers.host;
    return host !== undefined && from === originOf(`${request.protocol}://${host}`);
  };

  return (request) => {
    const origin = request.headers.origin;
    if (origin !== undefined && allowed.has(origin)) return 'allowed';
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site' || site === 'same-site') return 'foreign';
    if (origin) return isShopOrigin(origin, request) ? 'shop' : 'foreign';
    const referer = request.headers.referer;
    if (request.headers.cookie !== undefined && referer && !isShopOrigin(referer, request)) return 'foreign';
    return site === 'same-origin' ? 'shop' : 'unsaid';
  };
}

/** Scheme, host and port of a URL (default ports left out); undefined when it is not one (`null`). */
function originOf(url: string): string | undefined {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}
