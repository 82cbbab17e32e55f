import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutMessages, checkoutQuoteRequestSchema, checkoutQuoteSchema, checkoutReplySchema, checkoutRequestSchema } from '../../../shared/schemas/checkout.js';
import { idempotencyHeadersSchema, problemSchema } from '../../../shared/schemas/common.js';
import { CODE_TRIES_PER_WINDOW, CODE_TRIES_WINDOW_MS, discountMessages } from '../../../shared/schemas/discounts.js';
import { orderMessages } from '../../../shared/schemas/orders.js';
import type { Database } from '../../db/database.js';
import { perAccountRateLimit } from '../../http/per-account-rate-limit.js';
import { requestFingerprint } from '../../http/request-fingerprint.js';
import { checkout, quoteCheckout, type CheckoutRules } from './checkout.service.js';
import type { StockChanged } from './orders.routes.js';

const placedMessages = { card: checkoutMessages.placedCardPayment, cash_on_delivery: checkoutMessages.placed, invoice: checkoutMessages.placedOnInvoice } as const;

const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };

/** Issue 14 §2: the review step and the placing of a signed-in customer's cart; issue 15 §6: or of an answered quote of theirs. */
export const checkoutRoutes: FastifyPluginAsyncZod<{ db: Database; rules: CheckoutRules; stockChanged: StockChanged }> = async (app, { db, rules, stockChanged }) => {
  const tags = ['checkout'];

  // Trying codes is limited per account (a code cannot be found by trying many); a review without one is not.
  const codeTries = {
    ...perAccountRateLimit(CODE_TRIES_PER_WINDOW, CODE_TRIES_WINDOW_MS, discountMessages.tooManyTries),
    allowList: (request: { body?: unknown }) => (request.body as { discountCode?: unknown } | undefined)?.discountCode === undefined,
  };
  app.post(
    '/api/checkout/quote',
    {
      config: { access: 'user', rateLimit: codeTries },
      schema: {
        tags,
        summary: "What my cart (or, with `quoteId`, my answered quote) costs with this delivery and discount code (lines, discount, fee, tax, total, whether cash on delivery and paying on invoice are possible); nothing is written",
        description:
          'A discount code that may not be used is refused with a problem naming the field `discountCode`: 409 alike whether it is unknown, archived, not yet or no longer valid, used up or already used by me; 400 when the order does not reach its minimum, or when with `payment` card the total would be below what a card payment needs. Reviews with a code are limited per account (429). An approved trade account sees its lines at its tier\'s prices and `invoice` (its payment terms, the credit left and whether this total fits it); `invoice` is null for everyone else. With `quoteId` the lines are the quote\'s at its prices and `quote` names it: 404 for an unknown quote or someone else\'s, 409 when it has no prices, was ordered already, is closed or expired; a discount code with a quote is refused (400).',
        body: checkoutQuoteRequestSchema,
        response: { 200: checkoutQuoteSchema, ...problems, 429: problemSchema },
      },
    },
    async (request) => quoteCheckout(db, request.user, request.body.delivery, rules, request.body),
  );

  const perCustomer = perAccountRateLimit(rules.limits.perHour, 60 * 60 * 1000, orderMessages.tooManyOrders);
  app.post(
    '/api/checkout',
    {
      config: { access: 'user', rateLimit: perCustomer },
      schema: {
        tags,
        summary: 'Place my cart (or, with `quoteId`, my answered quote) as one order (all lines or none), with the delivery and payment chosen',
        description:
          'The cart must still be at `cartRevision` (required without `quoteId`, 400) and the order cost `expectedTotal` (as the review showed), else 409 and nothing happens. A `discountCode` is judged again under its lock (its limits are never exceeded) and refused with a problem naming the field `discountCode`. Card orders are then paid like any order; cash-on-delivery orders are paid when delivered. `payment` invoice is for approved trade accounts with payment terms (else 400 on `payment`), up to their credit limit (409 on `payment` when the order with the open invoices would pass it): the order carries its last day to pay and its invoice is issued with it. With `quoteId` the order is the quote\'s lines at its prices, the cart stays as it is, and the quote becomes ordered (once: a second order of it is refused with 409). With an `Idempotency-Key` header a retry answers the first order (`Idempotent-Replayed: true`).',
        headers: idempotencyHeadersSchema,
        body: checkoutRequestSchema,
        response: { 201: checkoutReplySchema, ...problems, 429: problemSchema },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const idempotency = key === undefined ? undefined : { key, fingerprint: requestFingerprint(request.body) };
      const { order, replayed } = await checkout(db, request.user, request.body, rules, idempotency);
      if (replayed) reply.header('idempotent-replayed', 'true');
      else stockChanged(order.lines.map((line) => line.productId));
      const message = placedMessages[order.paymentChoice];
      return reply.code(201).send({ message, order });
    },
  );
};
