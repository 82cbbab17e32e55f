import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problemSchema } from '../../../shared/schemas/common.js';
import { paymentMessages, paymentResultSchema, TEST_CARDS_TEXT, testCardSchema } from '../../../shared/schemas/payments.js';
import type { Database } from '../../db/database.js';
import { paymentParams } from './payments.routes.js';
import type { TestCardProvider } from './test-card-provider.js';
import { payWithTestCard } from './test-card-payments.service.js';

const problems = { 400: problemSchema, 401: problemSchema, 402: problemSchema, 404: problemSchema, 409: problemSchema };

/** The card form of the built-in test mode (registered only when PAYMENT_PROVIDER=test-card). */
export const testCardRoutes: FastifyPluginAsyncZod<{ db: Database; provider: TestCardProvider; timeZone: string }> = async (app, { db, provider, timeZone }) => {
  app.post(
    '/api/payments/:paymentId/test-card',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['payments'],
        summary: `Pay with the built-in test card form (test mode only): ${TEST_CARDS_TEXT}`,
        params: paymentParams,
        body: testCardSchema,
        response: { 200: paymentResultSchema, ...problems },
      },
    },
    async (request) => {
      const order = await payWithTestCard(db, provider, request.user.id, request.params.paymentId, request.body, timeZone);
      return { message: paymentMessages.succeeded, transactionId: order.transactionId ?? '' };
    },
  );
};
