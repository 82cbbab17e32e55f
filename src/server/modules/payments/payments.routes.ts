import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyHeadersSchema, idParamSchema, problemSchema } from '../../../shared/schemas/common.js';
import { paymentMessages, paymentResultSchema, paymentSessionSchema } from '../../../shared/schemas/payments.js';
import type { Database } from '../../db/database.js';
import type { PaymentProvider } from './payment-provider.js';
import { confirmProviderPayment, startPayment } from './payments.service.js';

const problems = { 400: problemSchema, 401: problemSchema, 402: problemSchema, 404: problemSchema, 409: problemSchema };
export const paymentParams = z.object({ paymentId: z.string().max(100) });

/** SPEC §7: the amount always comes from the order; only the provider's word marks it paid. */
export const paymentRoutes: FastifyPluginAsyncZod<{ db: Database; provider: PaymentProvider; currency: string; timeZone: string }> = async (app, { db, provider, currency, timeZone }) => {
  const tags = ['payments'];

  app.post('/api/orders/:id/payment', {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Create the payment for one of my unpaid orders',
        description:
          'Idempotent by itself: every call for the same order answers the same payment (the provider is asked with a key of the order and amount), so a retry never opens a second one. An `Idempotency-Key` header is accepted and checked for its shape, for clients that send one with every creating request.',
        headers: idempotencyHeadersSchema,
        params: idParamSchema,
        response: { 200: paymentSessionSchema, ...problems },
      },
    }, async (request) =>
    startPayment(db, provider, request.user.id, request.params.id, currency),
  );

  app.post(
    '/api/payments/:paymentId/confirm',
    { config: { access: 'owner' }, schema: { tags, summary: 'After the card was confirmed: the server asks the provider how the payment stands and settles it', params: paymentParams, response: { 200: paymentResultSchema, ...problems } } },
    async (request) => {
      const order = await confirmProviderPayment(db, provider, request.user.id, request.params.paymentId, timeZone);
      return { message: paymentMessages.succeeded, transactionId: order.transactionId ?? '' };
    },
  );
};
