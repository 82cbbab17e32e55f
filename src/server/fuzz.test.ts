import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canTransition, type OrderStatus } from '../shared/order-status.js';
import { products } from './modules/catalog/catalog.tables.js';
import { orderEvents, orderLines, orders } from './modules/orders/orders.tables.js';
import { signUp, signUpAdmin, type TestUser } from './test/accounts-helpers.js';
import { insertProduct } from './test/fixtures.js';
import { placeOrderFor } from './test/orders-helpers.js';
import { createTestApp, type TestApp } from './test/test-app.js';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Bodies of every shape: any JSON, and near-valid order and product bodies with wild values. */
const wildValue = fc.oneof(fc.jsonValue(), fc.string(), fc.double(), fc.integer({ min: -1e12, max: 1e12 }), fc.constant(null), fc.constant("' or 1=1 --"), fc.constant('<script>alert(1)</script>'));
const bodies = fc.oneof(
  fc.jsonValue(),
  fc.record({ productId: fc.oneof(fc.uuid(), fc.string()), quantity: wildValue, phone: wildValue, deliveryAddress: wildValue, price: wildValue, total: wildValue }, { requiredKeys: [] }),
  fc.record({ name: wildValue, price: wildValue, availableQuantity: wildValue, minOrderQuantity: wildValue, description: wildValue, imageKey: wildValue }, { requiredKeys: [] }),
  fc.dictionary(fc.string({ maxLength: 12 }), wildValue, { maxKeys: 6 }),
);
const pathParts = fc.oneof(fc.uuid(), fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent), fc.constant('..%2F..%2Fetc'));

describe('fuzzing every write endpoint', () => {
  let t: TestApp;
  let customer: TestUser;
  let admin: TestUser;
  const INITIAL_STOCK = 500;
  let productId: string;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    customer = await signUp(t.app);
    admin = await signUpAdmin(t.app, t.database.db);
    productId = (await insertProduct(t.database.db, { availableQuantity: INITIAL_STOCK, minOrderQuantity: 1 })).id;
    const order = await placeOrderFor(t.app, customer, productId, 3);
    await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel`, headers: { cookie: customer.cookie } });
    await placeOrderFor(t.app, customer, productId, 2);
  });
  afterAll(() => t.close());

  it('never answers 5xx, whatever the body, path or caller', async () => {
    const routes = t.app.routeAccess.filter((route) => WRITE_METHODS.has(route.method) && route.url !== '/api/auth/sign-out');
    expect(routes.length).toBeGreaterThan(15);
    for (const route of routes) {
      const callers = route.url.startsWith('/api/auth/') ? [undefined] : [undefined, customer, admin];
      await fc.assert(
        fc.asyncProperty(bodies, pathParts, fc.constantFrom(...callers), async (body, part, caller) => {
          const url = route.url.replace(/:[a-zA-Z]+/g, part);
          const response = await t.app.inject({ method: route.method as 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json', ...(caller ? { cookie: caller.cookie } : {}) } });
          expect(response.statusCode, `${route.method} ${url} ${JSON.stringify(body).slice(0, 200)} → ${response.body.slice(0, 200)}`).toBeLessThan(500);
        }),
        { numRuns: 12 },
      );
    }
  }, 240_000);

  it('keeps the database invariants afterwards', async () => {
    const [product] = await t.database.db.select().from(products).where(eq(products.id, productId));
    const allOrders = await t.database.db.select().from(orders);
    const lines = await t.database.db.select().from(orderLines);
    const events = await t.database.db.select().from(orderEvents);
    let sold = 0;
    for (const order of allOrders) {
      const own = lines.filter((line) => line.orderId === order.id);
      expect(order.totalCents).toBe(own.reduce((sum, line) => sum + line.lineTotalCents, 0));
      if (order.status !== 'cancelled') sold += own.filter((line) => line.productId === productId).reduce((sum, line) => sum + line.quantity, 0);
      const path = events.filter((event) => event.orderId === order.id).sort((a, b) => a.at.getTime() - b.at.getTime());
      expect(path[0]?.fromStatus).toBeNull();
      for (const step of path.slice(1)) expect(canTransition(step.fromStatus as OrderStatus, step.toStatus as OrderStatus, step.actor as 'customer')).toBe(true);
      expect(path.at(-1)?.toStatus).toBe(order.status);
    }
    expect(product?.availableQuantity).toBeGreaterThanOrEqual(0);
    expect((product?.availableQuantity ?? 0) + sold).toBe(INITIAL_STOCK);
  });
});
