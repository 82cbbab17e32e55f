import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** The request headers the API reads, besides the ones browsers send anyway. */
const CORS_REQUEST_HEADERS = ['Content-Type', 'Authorization', 'Idempotency-Key', 'X-Request-Id'];
/** The answer headers a page may read, besides the ones browsers always show. */
const CORS_EXPOSED_HEADERS = ['Retry-After', 'Set-Auth-Token', 'Idempotent-Replayed', 'Location', 'Content-Disposition'];
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Lets the web pages of the origins in CORS_ORIGINS call the API (/api/…) from the browser:
 * preflights from them are answered with the methods and headers the API uses; other origins get
 * nothing (no CORS headers; their preflight is a 404), and with an empty list nothing is added.
 *
 * Without credentials: no `Access-Control-Allow-Credentials`, so a browser neither sends the shop's
 * cookies with these calls nor lets the page read an answer to one that did, and the cross-site
 * guard refuses a state-changing request from such an origin that carries cookies
 * (http/same-origin.ts). Those pages sign in for a bearer token (`set-auth-token`, or
 * POST /api/auth/token) and send it in Authorization: a token is sent only by code that holds it,
 * so no other page, and no script of a listed origin that lacks it, can act as the customer.
 */
export async function registerCors(app: FastifyInstance, allowedOrigins: string[]): Promise<void> {
  if (allowedOrigins.length === 0) return;
  const allowed = new Set(allowedOrigins);
  await app.register(cors, {
    hook: 'onRequest',
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      const granted = origin !== undefined && allowed.has(origin) && request.url.startsWith('/api/');
      callback(null, {
        origin: granted,
        methods: METHODS,
        allowedHeaders: CORS_REQUEST_HEADERS,
        exposedHeaders: CORS_EXPOSED_HEADERS,
        credentials: false,
        maxAge: 600,
        strictPreflight: true,
      });
    },
  });
}
