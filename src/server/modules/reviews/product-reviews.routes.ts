import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRODUCT_REVIEWS_PER_HOUR, productReviewMessages } from '../../../shared/product-reviews.js';
import { idParamSchema, problemSchema } from '../../../shared/schemas/common.js';
import {
  adminProductReviewPageSchema,
  adminProductReviewQuerySchema,
  adminProductReviewSchema,
  myProductReviewSchema,
  productReviewInputSchema,
  productReviewListQuerySchema,
  productReviewModerationSchema,
  productReviewPageSchema,
  productReviewSchema,
} from '../../../shared/schemas/product-reviews.js';
import type { Database } from '../../db/database.js';
import { perAccountRateLimit } from '../../http/per-account-rate-limit.js';
import { listProductReviewsForAdmin, moderateProductReview } from './product-reviews-admin.service.js';
import { listProductReviews, myProductReview, writeProductReview } from './product-reviews.service.js';

const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };

/**
 * Issue 38 §5: reviews of one product by customers it was delivered to; admins hide them or
 * reply. `ratingChanged` is told the product whose average moved, so that cached lists and the
 * search index of this process show it at once (other processes hear the products trigger).
 */
export const productReviewRoutes: FastifyPluginAsyncZod<{ db: Database; ratingChanged: (productIds: string[]) => void }> = async (app, { db, ratingChanged }) => {
  const tags = ['reviews'];

  app.get(
    '/api/products/:id/reviews',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'A product’s reviews, newest first, with its average and how many gave each number of stars', params: idParamSchema, querystring: productReviewListQuerySchema, response: { 200: productReviewPageSchema, 400: problemSchema, 404: problemSchema } },
    },
    async (request) => listProductReviews(db, request.params.id, request.query),
  );

  app.get(
    '/api/products/:id/my-review',
    { config: { access: 'user' }, schema: { tags, summary: 'Whether I may review this product (once it was delivered to me), and my review', params: idParamSchema, response: { 200: myProductReviewSchema, ...problems } } },
    async (request) => myProductReview(db, request.params.id, request.user.id),
  );

  const perCustomer = perAccountRateLimit(PRODUCT_REVIEWS_PER_HOUR, 60 * 60 * 1000, productReviewMessages.tooMany);
  app.post(
    '/api/products/:id/reviews',
    {
      config: { access: 'user', rateLimit: perCustomer },
      schema: {
        tags,
        summary: `Rate and review a product delivered to me, once, under my account’s name (at most ${PRODUCT_REVIEWS_PER_HOUR} an hour)`,
        params: idParamSchema,
        body: productReviewInputSchema,
        response: { 201: z.object({ message: z.string(), review: productReviewSchema }), ...problems, 409: problemSchema, 429: problemSchema },
      },
    },
    async (request, reply) => {
      const { review, productId } = await writeProductReview(db, request.params.id, { id: request.user.id, name: request.user.name }, request.body);
      ratingChanged([productId]);
      return reply.code(201).send({ message: productReviewMessages.added, review });
    },
  );

  app.get(
    '/api/admin/product-reviews',
    { config: { access: 'admin' }, schema: { tags, summary: 'Every product review, newest first, hidden ones too (admin)', querystring: adminProductReviewQuerySchema, response: { 200: adminProductReviewPageSchema, ...problems } } },
    async (request) => listProductReviewsForAdmin(db, request.query),
  );

  app.patch(
    '/api/admin/product-reviews/:id',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Hide or show a product review, and give, change or take away the shop’s reply (admin)', params: idParamSchema, body: productReviewModerationSchema, response: { 200: adminProductReviewSchema, ...problems } },
    },
    async (request) => {
      const review = await moderateProductReview(db, request.params.id, request.body);
      if (request.body.hidden !== undefined) ratingChanged([review.product.id]);
      return review;
    },
  );
};
