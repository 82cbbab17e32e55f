import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../shared/errors.js';
import { idParamSchema, problemSchema } from '../../../shared/schemas/common.js';
import { REVIEWS_PER_HOUR, reviewMessages } from '../../../shared/reviews.js';
import { helpfulStateSchema, reviewInputSchema, reviewListQuerySchema, reviewPageSchema, reviewSchema } from '../../../shared/schemas/reviews.js';
import type { Database } from '../../db/database.js';
import { optionalSignIn } from '../../http/openapi-security.js';
import { perAccountRateLimit } from '../../http/per-account-rate-limit.js';
import type { MediaStorage } from '../media/media-storage.js';
import { pictureExists } from '../media/media.service.js';
import { createReview, listReviews, setHelpful } from './reviews.service.js';

export const reviewRoutes: FastifyPluginAsyncZod<{ db: Database; storage: MediaStorage }> = async (app, { db, storage }) => {
  const tags = ['reviews'];

  app.get(
    '/api/reviews',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Customer reviews, newest first, one page at a time (signed in: which ones I found helpful)',
        security: optionalSignIn,
        querystring: reviewListQuerySchema,
        response: { 200: reviewPageSchema, 400: problemSchema },
      },
    },
    async (request) => listReviews(db, request.query, (await request.sessionUser())?.id ?? null),
  );

  const perCustomer = perAccountRateLimit(REVIEWS_PER_HOUR, 60 * 60 * 1000, reviewMessages.tooMany);
  app.post(
    '/api/reviews',
    {
      config: { access: 'user', rateLimit: perCustomer },
      schema: {
        tags,
        summary: `Write a review as the signed-in customer, under the account's name (at most ${REVIEWS_PER_HOUR} an hour)`,
        body: reviewInputSchema,
        response: { 201: z.object({ message: z.string(), review: reviewSchema }), 400: problemSchema, 401: problemSchema, 429: problemSchema },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const pictureKey = input.pictureKey ?? null;
      if (pictureKey && !(await pictureExists(storage, pictureKey))) {
        throw new AppError('VALIDATION_FAILED', reviewMessages.pictureUnknown, { errors: [{ field: 'pictureKey', message: reviewMessages.pictureUnknown }] });
      }
      const review = await createReview(db, {
        authorId: request.user.id,
        name: request.user.name,
        country: input.country,
        rating: input.rating,
        comment: input.comment,
        pictureKey,
        authorImageUrl: pictureKey ? null : request.user.image,
      });
      return reply.code(201).send({ message: reviewMessages.added, review });
    },
  );

  for (const [method, helpful] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/api/reviews/:id/helpful',
      config: { access: 'user' },
      schema: { tags, summary: helpful ? 'Mark a review helpful (once per customer)' : 'Take back my "helpful"', params: idParamSchema, response: { 200: helpfulStateSchema, 401: problemSchema, 404: problemSchema } },
      handler: async (request) => setHelpful(db, request.params.id, request.user.id, helpful),
    });
  }
};
