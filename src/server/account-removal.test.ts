import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../shared/schemas/orders.js';
import { users } from './modules/accounts/accounts.tables.js';
import { products } from './modules/catalog/catalog.tables.js';
import { orderLines } from './modules/orders/orders.tables.js';
import { payments } from './modules/payments/payments.tables.js';
import { reviewLikes, reviews } from './modules/reviews/reviews.tables.js';
import { signUp, signUpAdmin, type TestUser } from './test/accounts-helpers.js';
import { insertProduct, insertReview } from './test/fixtures.js';
import { placeOrderFor } from './test/orders-helpers.js';
import { createTestApp, type TestApp } from './test/test-app.js';
import { testDatabaseKinds } from './test/test-database.js';

/**
 * What happens to a customer's data when an admin removes the account (SPEC §10: "their past
 * orders stay for the shop's records"), held by the database's foreign keys:
 * - orders stay, with their own copy of name and email; the account link becomes empty;
 * - reviews stay under the name they were written with; the author link becomes empty;
 * - the account's "Helpful" likes go, and the counts they added with them;
 * - sessions, sign-in methods and profile go (tested in users.test.ts).
 * Rows that would point at nothing are refused.
 */
describe.each(testDatabaseKinds())('removing an account, and what points at what, on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signUpAdmin(t.app, t.database.db);
  });
  afterAll(() => t.close());

  it("keeps the leaver's orders and reviews, unlinked, and takes back their likes", async () => {
    const leaving = await signUp(t.app, { name: 'Lee Leaver' });
    const staying = await signUp(t.app);
    const product = await insertProduct(t.database.db);
    const order = await placeOrderFor(t.app, leaving, product.id, 2);
    const written = await t.app.inject({ method: 'POST', url: '/api/reviews', headers: { cookie: leaving.cookie }, payload: { name: 'Lee Leaver', country: 'Norway', rating: 4, comment: 'Solid drill, fair price.' } });
    expect(written.statusCode).toBe(201);
    const liked = await insertReview(t.database.db);
    for (const user of [leaving, staying]) {
      expect((await t.app.inject({ method: 'PUT', url: `/api/reviews/${liked.id}/helpful`, headers: { cookie: user.cookie } })).statusCode).toBe(200);
    }

    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${leaving.id}`, headers: { cookie: admin.cookie } })).statusCode).toBe(200);

    const kept = (await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: { cookie: admin.cookie } })).json<Order>();
    expect(kept).toMatchObject({ id: order.id, customerId: null, customerName: 'Lee Leaver', email: leaving.email, total: order.total });
    const [review] = await t.database.db.select().from(reviews).where(eq(reviews.id, written.json().review.id));
    expect(review).toMatchObject({ authorId: null, name: 'Lee Leaver' });
    const [counted] = await t.database.db.select().from(reviews).where(eq(reviews.id, liked.id));
    expect(counted?.helpfulCount).toBe(1);
    expect(await t.database.db.select().from(reviewLikes).where(eq(reviewLikes.reviewId, liked.id))).toEqual([expect.objectContaining({ userId: staying.id })]);
  });

  it('refuses rows that point at nothing, and products that orders still name cannot be deleted', async () => {
    const customer = await signUp(t.app);
    const product = await insertProduct(t.database.db);
    const order = await placeOrderFor(t.app, customer, product.id);
    const missing = '4b0f4a36-2a8d-4c39-9a57-0d8a1f3e0c11';
    const attempts = [
      () => t.database.db.insert(orderLines).values({ orderId: order.id, lineNumber: 2, productId: missing, productName: 'Ghost', unitPriceCents: 1, quantity: 1, lineTotalCents: 1 }),
      () => t.database.db.insert(payments).values({ orderId: missing, provider: 'test-card', providerPaymentId: `tc_${Date.now()}`, amountCents: 1, currency: 'USD' }),
      () => t.database.db.insert(reviewLikes).values({ reviewId: missing, userId: 'no-such-account' }),
      () => t.database.db.execute(sql`update orders set user_id = 'no-such-account' where id = ${order.id}`),
      () => t.database.db.delete(products).where(eq(products.id, product.id)),
    ];
    for (const attempt of attempts) await expect(attempt()).rejects.toThrow();
    expect((await t.database.db.select().from(users).where(eq(users.id, customer.id))).length).toBe(1);
  });
});
