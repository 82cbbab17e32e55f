import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, problemSchema } from '../../../shared/schemas/common.js';
import {
  discountCodeInputSchema,
  discountCodePageSchema,
  discountCodeReplySchema,
  discountCodesQuerySchema,
  discountCodeUpdateSchema,
  discountMessages,
} from '../../../shared/schemas/discounts.js';
import type { ShopConfig } from '../../../shared/schemas/shop.js';
import type { Database } from '../../db/database.js';
import { changeDiscountCode, createDiscountCode, listDiscountCodes } from './discounts.service.js';

const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };

/**
 * Issue 15 §4, admins: discount codes — made, listed with their uses, changed (limits, days,
 * description) and archived. Customers use them through the checkout.
 */
export const discountRoutes: FastifyPluginAsyncZod<{ db: Database; shop: Pick<ShopConfig, 'timeZone'> }> = async (app, { db, shop }) => {
  const tags = ['discounts'];

  app.get(
    '/api/discount-codes',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Discount codes with their uses so far, those not archived first, newest first (admin)',
        querystring: discountCodesQuerySchema,
        response: { 200: discountCodePageSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema },
      },
    },
    async (request) => listDiscountCodes(db, request.query, shop.timeZone),
  );

  app.post(
    '/api/discount-codes',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Make a discount code: a percentage (basis points) or an amount (cents) off the lines, with a minimum order, days and limits (admin)',
        description: 'The code is matched in any case: one that differs from an existing code only in case is taken (409). Days are in the shop’s time zone, the last one included.',
        body: discountCodeInputSchema,
        response: { 201: discountCodeReplySchema, ...problems },
      },
    },
    async (request, reply) => reply.code(201).send({ message: discountMessages.created, discountCode: await createDiscountCode(db, request.body, shop.timeZone) }),
  );

  app.patch(
    '/api/discount-codes/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Change a discount code’s description, minimum order, days or limits; `archived: true` archives it, `false` restores it (admin)',
        params: idParamSchema,
        body: discountCodeUpdateSchema,
        response: { 200: discountCodeReplySchema, ...problems },
      },
    },
    async (request) => {
      const { discountCode, archivedChanged } = await changeDiscountCode(db, request.params.id, request.body, shop.timeZone);
      const message = archivedChanged ? (discountCode.status === 'archived' ? discountMessages.archived : discountMessages.restored) : discountMessages.saved;
      return { message, discountCode };
    },
  );
};
