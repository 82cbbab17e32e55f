import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problemSchema } from '../../../shared/schemas/common.js';
import { reviewListQuerySchema, reviewPageSchema } from '../../../shared/schemas/reviews.js';
import type { Database } from '../../db/database.js';
import { listReviews } from './reviews.service.js';

export const reviewRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Customer reviews, newest first, one page at a time',
        querystring: reviewListQuerySchema,
        response: { 200: reviewPageSchema, 400: problemSchema },
      },
    },
    async (request) => listReviews(db, request.query),
  );
};
