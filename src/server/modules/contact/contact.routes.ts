import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema, problemSchema } from '../../../shared/schemas/common.js';
import { contactMessages, contactRequestSchema } from '../../../shared/schemas/contact.js';
import type { Database } from '../../db/database.js';
import { submitContactMessage } from './contact.service.js';

/** SPEC §3.7: a few messages per client address per quarter of an hour. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: 15 * 60 * 1000 };

export const contactRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/api/contact',
    {
      config: {
        access: 'public',
        rateLimit: {
          ...CONTACT_RATE_LIMIT,
          errorResponseBuilder: () => ({ statusCode: 429, message: contactMessages.rateLimited }),
        },
      },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the shop (Contact Us form)',
        body: contactRequestSchema,
        response: { 201: messageSchema, 400: problemSchema, 429: problemSchema },
      },
    },
    async (request, reply) => {
      await submitContactMessage(db, request.body, request.ip);
      return reply.code(201).send({ message: contactMessages.sent });
    },
  );
};
