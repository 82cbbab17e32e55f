import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database.js';
import type { PaymentProvider } from './payment-provider.js';
import { sendProblem } from '../../http/problem.js';
import { verifyStripeWebhook } from './stripe-provider.js';
import { handleStripeEvent } from './stripe-webhook.service.js';

/**
 * POST /api/payments/stripe/webhook. The signature is checked on the raw bytes of the body, so
 * this plugin reads JSON bodies as buffers (only inside its own scope).
 */
export const stripeWebhookRoutes: FastifyPluginAsync<{ db: Database; provider: PaymentProvider; webhookSecret: string; timeZone: string }> = async (app, { db, provider, webhookSecret, timeZone }) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));

  app.post('/api/payments/stripe/webhook', { config: { access: 'public' }, schema: { tags: ['payments'], summary: 'Stripe webhook (signature verified on the raw body)' } }, async (request, reply) => {
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) return sendProblem(reply, 'BAD_REQUEST', 'Missing Stripe signature');
    let event;
    try {
      event = verifyStripeWebhook(request.body, signature, webhookSecret);
    } catch {
      request.log.warn('stripe webhook with an invalid signature refused');
      return sendProblem(reply, 'BAD_REQUEST', 'Invalid Stripe signature');
    }
    const outcome = await handleStripeEvent(db, provider, event, timeZone);
    request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe webhook handled');
    return { received: true, outcome };
  });
};
