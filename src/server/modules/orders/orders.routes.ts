import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyHeadersSchema, idParamSchema, problemSchema } from '../../../shared/schemas/common.js';
import { allOrdersQuerySchema, myOrdersQuerySchema, orderMessages, orderPageSchema, orderSchema, placeOrderSchema, type Order } from '../../../shared/schemas/orders.js';
import type { TaxRule } from '../../../shared/tax.js';
import type { UnpaidOrderLimits } from '../../config.js';
import type { Database } from '../../db/database.js';
import { perAccountRateLimit } from '../../http/per-account-rate-limit.js';
import { requestFingerprint } from '../../http/request-fingerprint.js';
import { getOrder, listAllOrders, listOrdersOf, transitionOrder } from './orders.service.js';
import { placeProductOrder } from './product-order.js';

/** Told the products whose stock a request of this process has just changed (the catalog's cached answers). */
export type StockChanged = (productIds: string[]) => void;

const orderReply = z.object({ message: z.string(), order: orderSchema });
const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };

/** SPEC §6. Customers see and cancel only their own orders; admins see and move every order. */
export const orderRoutes: FastifyPluginAsyncZod<{ db: Database; limits: UnpaidOrderLimits; tax: TaxRule; timeZone: string; stockChanged: StockChanged }> = async (app, { db, limits, tax, timeZone, stockChanged }) => {
  const tags = ['orders'];
  const productsOf = (order: Order) => order.lines.map((line) => line.productId);

  const perCustomer = perAccountRateLimit(limits.perHour, 60 * 60 * 1000, orderMessages.tooManyOrders);
  app.post(
    '/api/orders',
    {
      config: { access: 'user', rateLimit: perCustomer },
      schema: {
        tags,
        summary: 'Place an order (the server computes every price); unpaid, it is cancelled at its paymentDueAt',
        description:
          'With an `Idempotency-Key` header, a retry of the same request (same key and body) answers the order the first one placed, with `Idempotent-Replayed: true`, and never places a second; the same key with another body is refused (409). A refused request places nothing and keeps no key.',
        headers: idempotencyHeadersSchema,
        body: placeOrderSchema,
        response: { 201: orderReply, ...problems, 429: problemSchema },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const idempotency = key === undefined ? undefined : { key, fingerprint: requestFingerprint(request.body) };
      const { order, replayed } = await placeProductOrder(db, request.user, request.body, { limits, tax }, idempotency);
      if (replayed) reply.header('idempotent-replayed', 'true');
      else stockChanged(productsOf(order));
      return reply.code(201).send({ message: orderMessages.placed, order });
    },
  );

  app.get('/api/orders/mine', { config: { access: 'user' }, schema: { tags, summary: 'My orders, newest first', querystring: myOrdersQuerySchema, response: { 200: orderPageSchema, 401: problemSchema } } }, async (request) =>
    listOrdersOf(db, request.user.id, request.query),
  );

  app.get('/api/orders', { config: { access: 'admin' }, schema: { tags, summary: 'All orders (admin), optionally of one status', querystring: allOrdersQuerySchema, response: { 200: orderPageSchema, ...problems } } }, async (request) =>
    listAllOrders(db, request.query),
  );

  app.get('/api/orders/:id', { config: { access: 'owner' }, schema: { tags, summary: 'One order (mine, or any for admins)', params: idParamSchema, response: { 200: orderSchema, ...problems } } }, async (request) =>
    getOrder(db, request.params.id, request.user.role === 'admin' ? undefined : request.user.id),
  );

  app.post(
    '/api/orders/:id/cancel',
    { config: { access: 'owner' }, schema: { tags, summary: 'Cancel an order: mine while unpaid; admins also paid ones (refunded right after)', params: idParamSchema, response: { 200: orderReply, ...problems } } },
    async (request) => {
      const admin = request.user.role === 'admin';
      const order = await transitionOrder(db, {
        orderId: request.params.id,
        to: 'cancelled',
        actor: admin ? 'admin' : 'customer',
        actorUserId: request.user.id,
        ...(admin ? {} : { ownerId: request.user.id }),
      });
      stockChanged(productsOf(order));
      return { message: orderMessages.cancelled, order };
    },
  );

  // An order collected at the counter is made ready for pickup and collected, not shipped and delivered.
  for (const [action, to, message, pickupMessage] of [
    ['ship', 'shipped', orderMessages.shipped, orderMessages.readyForPickup],
    ['deliver', 'delivered', orderMessages.delivered, orderMessages.collected],
  ] as const) {
    app.post(`/api/orders/:id/${action}`, { config: { access: 'admin' }, schema: { tags, summary: `Mark an order ${to} (admin)`, params: idParamSchema, response: { 200: orderReply, ...problems } } }, async (request) => {
      const order = await transitionOrder(db, { orderId: request.params.id, to, actor: 'admin', actorUserId: request.user.id, timeZone, pickupHoldDays: limits.pickupHoldDays });
      return { message: order.delivery.method === 'pickup' ? pickupMessage : message, order };
    });
  }
};
