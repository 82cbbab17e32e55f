import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers for every response. Scripts only from the shop itself (no inline scripts);
 * inline styles are allowed because the toast library injects its own style tag.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { production: boolean; googlePhotos: boolean; stripe: boolean }) {
  // Stripe Elements runs Stripe's script and frames, which call Stripe's API.
  const stripe = (...sources: string[]) => (options.stripe ? sources : []);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripe('https://js.stripe.com')],
        frameSrc: ["'self'", ...stripe('https://js.stripe.com', 'https://hooks.stripe.com')],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Google account photos are shown as avatars when Google sign-in is on.
        imgSrc: ["'self'", 'data:', 'blob:', ...(options.googlePhotos ? ['https://*.googleusercontent.com'] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...stripe('https://api.stripe.com')],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
}
