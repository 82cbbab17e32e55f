import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../shared/schemas/orders.js';
import { orderMessages } from '../../../shared/schemas/orders.js';
import { signUp, signUpAdmin, type TestUser } from '../../test/accounts-helpers.js';
import { insertProduct } from '../../test/fixtures.js';
import { act, payWithTestCard, placeOrderFor } from '../../test/orders-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { products } from '../catalog/catalog.tables.js';
import { expireDueOrders } from './order-expiry.js';
import { orderEvents, orders } from './orders.tables.js';
import { transitionOrder } from './orders.service.js';

/**
 * Unpaid orders expire: their stock goes back on sale exactly once, whatever races the expiry
 * (a payment, the customer's cancellation, another process expiring the same order).
 */
describe.each(testDatabaseKinds())('unpaid orders expire on %s', (kind) => {
  let t: TestApp;
  let customer: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { UNPAID_ORDER_MINUTES: '30' } });
    customer = await signUp(t.app);
  });
  afterAll(() => t.close());

  const stockOf = async (id: string) => (await t.database.db.select().from(products).where(eq(products.id, id)))[0]?.availableQuantity;
  const read = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: { cookie: customer.cookie } })).json<Order>();
  /** As if the order's time to pay had run out. */
  const makeOverdue = (ids: string[]) => t.database.db.update(orders).set({ paymentDueAt: sql`now() - interval '1 second'` }).where(inArray(orders.id, ids));

  it('is due UNPAID_ORDER_MINUTES after it was placed, and the API says when', async () => {
    const product = await insertProduct(t.database.db);
    const order = await placeOrderFor(t.app, customer, product.id, 1);
    expect(Date.parse(order.paymentDueAt!) - Date.parse(order.createdAt)).toBe(30 * 60_000);
    expect((await read(order.id)).paymentDueAt).toBe(order.paymentDueAt);
    await payWithTestCard(t.app, customer, order.id);
    expect((await read(order.id)).paymentDueAt).toBeNull();
  });

  it('is cancelled by the shop once overdue, and its stock comes back once', async () => {
    const product = await insertProduct(t.database.db, { availableQuantity: 10 });
    const order = await placeOrderFor(t.app, customer, product.id, 3);
    expect(await expireDueOrders(t.database.db)).toBe(0);
    expect(await stockOf(product.id)).toBe(7);

    await makeOverdue([order.id]);
    expect(await expireDueOrders(t.database.db)).toBe(1);
    expect(await read(order.id)).toMatchObject({ status: 'cancelled', paymentDueAt: null });
    expect(await stockOf(product.id)).toBe(10);
    expect(await expireDueOrders(t.database.db)).toBe(0);
    expect(await stockOf(product.id)).toBe(10);
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.map((e) => [e.toStatus, e.actor])).toContainEqual(['cancelled', 'system']);
  });

  it('is ended by the shop only while its time has run out, judged again under the lock: not one paid or sent off since the sweep picked it', async () => {
    const admin = await signUpAdmin(t.app, t.database.db);
    const product = await insertProduct(t.database.db, { availableQuantity: 10 });
    const notYet = await placeOrderFor(t.app, customer, product.id, 1);
    // A cash-on-delivery order for delivery, sent off unpaid (as such orders are).
    const shipped = await placeOrderFor(t.app, customer, product.id, 1);
    await t.database.db.update(orders).set({ paymentChoice: 'cash_on_delivery' }).where(eq(orders.id, shipped.id));
    expect((await act(t.app, admin, shipped.id, 'ship')).statusCode).toBe(200);
    // As a sweep that picked them a moment ago would ask: the one not due yet, and one sent off meanwhile.
    await t.database.db.update(orders).set({ paymentDueAt: sql`now() - interval '1 second'` }).where(eq(orders.id, shipped.id));
    for (const id of [notYet.id, shipped.id]) {
      await expect(transitionOrder(t.database.db, { orderId: id, to: 'cancelled', actor: 'system', actorUserId: null })).rejects.toMatchObject({ code: 'CONFLICT', message: orderMessages.notDueToExpire });
    }
    expect([(await read(notYet.id)).status, (await read(shipped.id)).status]).toEqual(['pending_payment', 'shipped']);
    expect(await stockOf(product.id)).toBe(8);
  });

  it('cannot be paid once overdue: starting the payment expires it and says so', async () => {
    const product = await insertProduct(t.database.db, { availableQuantity: 10 });
    const order = await placeOrderFor(t.app, customer, product.id, 4);
    await makeOverdue([order.id]);
    const started = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/payment`, headers: { cookie: customer.cookie } });
    expect(started.statusCode).toBe(409);
    expect(started.json().detail).toBe(orderMessages.expired);
    expect((await read(order.id)).status).toBe('cancelled');
    expect(await stockOf(product.id)).toBe(10);
  });

  it('gives the stock back exactly once when expiries, cancellations and payments race', async () => {
    const product = await insertProduct(t.database.db, { availableQuantity: 200 });
    const placed = await Promise.all(Array.from({ length: 12 }, () => placeOrderFor(t.app, customer, product.id, 5)));
    const sessions = await Promise.all(placed.map((o) => t.app.inject({ method: 'POST', url: `/api/orders/${o.id}/payment`, headers: { cookie: customer.cookie } })));
    await makeOverdue(placed.map((o) => o.id));
    await Promise.all([
      expireDueOrders(t.database.db),
      expireDueOrders(t.database.db),
      ...placed.map((o) => act(t.app, customer, o.id, 'cancel')),
      ...sessions.map((s) =>
        t.app.inject({ method: 'POST', url: `/api/payments/${s.json().paymentId}/test-card`, headers: { cookie: customer.cookie }, payload: { number: '4242424242424242', expiry: '12 / 39', cvc: '123' } }),
      ),
    ]);
    const final = await Promise.all(placed.map((o) => read(o.id)));
    const paid = final.filter((o) => o.status === 'paid');
    expect(final.every((o) => o.status === 'paid' || o.status === 'cancelled')).toBe(true);
    expect(await stockOf(product.id)).toBe(200 - paid.length * 5);
    for (const order of final) {
      const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
      expect(events.filter((e) => e.fromStatus === 'pending_payment')).toHaveLength(1);
    }
  });

  it('is expired by the app itself, without anyone asking', async () => {
    const sweeping = await createTestApp(kind, { expirySweepMs: 50 });
    try {
      const buyer = await signUp(sweeping.app);
      const product = await insertProduct(sweeping.database.db, { availableQuantity: 10 });
      const order = await placeOrderFor(sweeping.app, buyer, product.id, 2);
      await sweeping.database.db.update(orders).set({ paymentDueAt: sql`now() - interval '1 second'` }).where(eq(orders.id, order.id));
      await vi.waitFor(async () => expect((await sweeping.database.db.select().from(orders).where(eq(orders.id, order.id)))[0]?.status).toBe('cancelled'), { timeout: 30_000 });
      expect((await sweeping.database.db.select().from(products).where(eq(products.id, product.id)))[0]?.availableQuantity).toBe(10);
    } finally {
      await sweeping.close();
    }
  });
});
