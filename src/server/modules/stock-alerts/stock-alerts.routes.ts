import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, messageSchema, problemSchema } from '../../../shared/schemas/common.js';
import { stockAlertMessages, stockAlertRequestSchema, stockAlertUnsubscribeSchema } from '../../../shared/schemas/stock-alerts.js';
import type { Database } from '../../db/database.js';
import { requestStockAlert, unsubscribeStockAlert } from './stock-alerts.service.js';

/** Alerts asked for per client address per quarter of an hour. */
export const STOCK_ALERT_RATE_LIMIT = { max: 10, timeWindow: 15 * 60 * 1000 };
/** Unsubscribe attempts per client address per quarter of an hour (a token cannot be guessed; this keeps anyone from trying). */
export const UNSUBSCRIBE_RATE_LIMIT = { max: 30, timeWindow: 15 * 60 * 1000 };

const rateLimited = () => ({ statusCode: 429, message: stockAlertMessages.rateLimited });

/** "Email me when it is back" (issue 13): open to visitors, limited per client address. */
export const stockAlertRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const tags = ['stock alerts'];

  app.post(
    '/api/products/:id/stock-alerts',
    {
      config: { access: 'public', rateLimit: { ...STOCK_ALERT_RATE_LIMIT, errorResponseBuilder: rateLimited } },
      schema: {
        tags,
        summary: 'Email me once when this product can be ordered again',
        params: idParamSchema,
        body: stockAlertRequestSchema,
        response: { 201: messageSchema, 400: problemSchema, 404: problemSchema, 409: problemSchema, 429: problemSchema },
      },
    },
    async (request, reply) => {
      await requestStockAlert(db, request.params.id, request.body.email);
      return reply.code(201).send({ message: stockAlertMessages.created });
    },
  );

  app.post(
    '/api/stock-alerts/unsubscribe',
    {
      config: { access: 'public', rateLimit: { ...UNSUBSCRIBE_RATE_LIMIT, errorResponseBuilder: rateLimited } },
      schema: {
        tags,
        summary: 'Cancel a back-in-stock alert (the token of its email link)',
        body: stockAlertUnsubscribeSchema,
        response: { 200: messageSchema, 400: problemSchema, 404: problemSchema, 429: problemSchema },
      },
    },
    async (request) => {
      await unsubscribeStockAlert(db, request.body.token);
      return { message: stockAlertMessages.unsubscribed };
    },
  );
};
