import type { FastifyInstance } from 'fastify';

export interface SecurityHeaderOptions {
  production: boolean;
  googlePhotos: boolean;
  stripe: boolean;
}

/**
 * The security headers of every response. Scripts only from the shop itself (no inline scripts);
 * inline styles are allowed because the toast library injects its own style tag. They depend
 * only on the configuration, so they are worked out once at start-up.
 */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  // Stripe Elements runs Stripe's script and frames, which call Stripe's API.
  const stripe = (...sources: string[]) => (options.stripe ? sources : []);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...stripe('https://js.stripe.com')]],
    ['frame-src', ["'self'", ...stripe('https://js.stripe.com', 'https://hooks.stripe.com')]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Google account photos are shown as avatars when Google sign-in is on.
    ['img-src', ["'self'", 'data:', 'blob:', ...(options.googlePhotos ? ['https://*.googleusercontent.com'] : [])]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...stripe('https://api.stripe.com')]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ...(options.production ? ([['upgrade-insecure-requests', []]] as [string, string[]][]) : []),
  ];
  return {
    'content-security-policy': directives.map(([name, sources]) => [name, ...sources].join(' ')).join(';'),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(options.production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
