import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyMessages } from '../../../shared/schemas/common.js';
import { signUp, type TestUser } from '../../test/accounts-helpers.js';
import { insertProduct } from '../../test/fixtures.js';
import { orderForm } from '../../test/orders-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { products } from '../catalog/catalog.tables.js';
import { testCardPayments } from '../payments/payments.tables.js';
import { orders } from './orders.tables.js';

/** Issue 14 §10: order and payment creation take an `Idempotency-Key`; a retry answers the first result, never a second order. */
describe.each(testDatabaseKinds())('Idempotency-Key on %s', (kind) => {
  let t: TestApp;
  let customer: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await createTestApp(kind);
    customer = await signUp(t.app);
    other = await signUp(t.app);
  });
  afterAll(() => t.close());

  const order = (user: TestUser, body: object, key?: string) =>
    t.app.inject({ method: 'POST', url: '/api/orders', headers: { cookie: user.cookie, ...(key === undefined ? {} : { 'idempotency-key': key }) }, payload: { ...orderForm, ...body } });
  const ordersWithKey = async (key: string) => (await t.database.db.select({ n: count() }).from(orders).where(eq(orders.idempotencyKey, key)))[0]?.n;
  const stockOf = async (id: string) => (await t.database.db.select().from(products).where(eq(products.id, id)))[0]?.availableQuantity;

  it('answers a retry with the order the first request placed, and takes the stock once', async () => {
    const product = await insertProduct(t.database.db, { availableQuantity: 10 });
    const first = await order(customer, { productId: product.id, quantity: 3 }, 'retry-1');
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await order(customer, { quantity: 3, productId: product.id }, 'retry-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().order).toMatchObject({ id: first.json().order.id, number: first.json().order.number, total: first.json().order.total });
    expect(await ordersWithKey('retry-1')).toBe(1);
    expect(await stockOf(product.id)).toBe(7);
  });

  it('places one order when the same request arrives twice at once', async () => {
    const product = await insertProduct(t.database.db, { availableQuantity: 10 });
    const answers = await Promise.all([1, 2, 3].map(() => order(customer, { productId: product.id, quantity: 2 }, 'at-once')));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().order.id)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    expect(await ordersWithKey('at-once')).toBe(1);
    expect(await stockOf(product.id)).toBe(8);
  });

  it('refuses the same key for another order, and places nothing', async () => {
    const product = await insertProduct(t.database.db, { availableQuantity: 10 });
    expect((await order(customer, { productId: product.id, quantity: 1 }, 'reused')).statusCode).toBe(201);
    const changed = await order(customer, { productId: product.id, quantity: 2 }, 'reused');
    expect(changed.statusCode).toBe(409);
    expect(changed.headers['content-type']).toContain('application/problem+json');
    expect(changed.json().detail).toBe(idempotencyMessages.keyReused);
    expect(await ordersWithKey('reused')).toBe(1);
    expect(await stockOf(product.id)).toBe(9);
  });

  it("keeps each customer's keys apart", async () => {
    const product = await insertProduct(t.database.db, { availableQuantity: 10 });
    const mine = await order(customer, { productId: product.id, quantity: 1 }, 'shared-key');
    const theirs = await order(other, { productId: product.id, quantity: 1 }, 'shared-key');
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().order.id).not.toBe(mine.json().order.id);
  });

  it('keeps no key for a refused request: the retry is judged again', async () => {
    const product = await insertProduct(t.database.db, { availableQuantity: 1 });
    const refused = await order(customer, { productId: product.id, quantity: 2 }, 'too-many');
    expect(refused.statusCode).toBe(409);
    await t.database.db.update(products).set({ availableQuantity: 5 }).where(eq(products.id, product.id));
    const retried = await order(customer, { productId: product.id, quantity: 2 }, 'too-many');
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
  });

  it.each([
    ['empty', ''],
    ['with a space', 'two words'],
    ['too long', 'k'.repeat(256)],
    ['not ASCII', 'clé'],
  ])('refuses a key that is %s with a readable 400', async (_case, key) => {
    const product = await insertProduct(t.database.db, { availableQuantity: 10 });
    const response = await order(customer, { productId: product.id, quantity: 1 }, key);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.body).toContain(idempotencyMessages.keyShape);
    expect(await stockOf(product.id)).toBe(10);
  });

  it('answers the same payment to a retried payment creation', async () => {
    const product = await insertProduct(t.database.db, { availableQuantity: 10 });
    const { id } = (await order(customer, { productId: product.id, quantity: 1 })).json().order;
    const start = () => t.app.inject({ method: 'POST', url: `/api/orders/${id}/payment`, headers: { cookie: customer.cookie, 'idempotency-key': `pay-${id}` } });
    const [first, second] = [await start(), await start()];
    expect(first.statusCode).toBe(200);
    expect(second.json().paymentId).toBe(first.json().paymentId);
    const badKey = await t.app.inject({ method: 'POST', url: `/api/orders/${id}/payment`, headers: { cookie: customer.cookie, 'idempotency-key': 'two words' } });
    expect(badKey.statusCode).toBe(400);
    expect(await t.database.db.select({ n: count() }).from(testCardPayments)).toEqual([{ n: 1 }]);
  });
});
