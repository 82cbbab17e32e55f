import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from './modules/accounts/accounts.tables.js';
import { products } from './modules/catalog/catalog.tables.js';
import { createCategory } from './modules/catalog/categories.service.js';
import { contactMessages } from './modules/contact/contact.tables.js';
import { orders } from './modules/orders/orders.tables.js';
import { reviews } from './modules/reviews/reviews.tables.js';
import { signUp, signUpAdmin, type TestUser } from './test/accounts-helpers.js';
import { insertProduct } from './test/fixtures.js';
import { postOrder } from './test/orders-helpers.js';
import { storedPictureKey } from './test/picture-helpers.js';
import { createTestApp, type TestApp } from './test/test-app.js';
import { testDatabaseKinds } from './test/test-database.js';

/**
 * fuzz.test.ts proves no body makes the server fail; this proves SQL typed into text fields is
 * data: stored and returned character for character, with every table intact.
 */
const SQL = {
  quote: "O'Brien'); DROP TABLE users;--",
  union: "x' UNION SELECT password FROM auth_accounts--",
  stacked: '1; DELETE FROM orders WHERE 1=1;--',
  comment: "admin'/*",
  encoded: '%27 OR 1=1 %23',
} as const;

describe.each(testDatabaseKinds())('SQL-looking text in request bodies on %s', (kind) => {
  let t: TestApp;
  let customer: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    customer = await signUp(t.app, { name: SQL.quote });
    admin = await signUpAdmin(t.app, t.database.db);
  });
  afterAll(() => t.close());

  const counts = async () => ({
    users: await t.database.db.$count(users),
    products: await t.database.db.$count(products),
    orders: await t.database.db.$count(orders),
    reviews: await t.database.db.$count(reviews),
    messages: await t.database.db.$count(contactMessages),
  });
  const send = (method: 'POST' | 'PUT', url: string, payload: object, user?: TestUser) => t.app.inject({ method, url, payload, headers: user ? { cookie: user.cookie } : {} });

  it('stores and returns every text field verbatim, and each write adds exactly its own row', async () => {
    const before = await counts();
    const product = await insertProduct(t.database.db, { availableQuantity: 10, minOrderQuantity: 1 });

    const profile = await send('PUT', '/api/profile', { name: SQL.quote, phone: '+1 555 014 2290 12', dateOfBirth: '1990-01-01', hometown: SQL.union, nationality: SQL.comment, education: SQL.stacked }, customer);
    expect(profile.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: customer.cookie } })).json()).toMatchObject({ name: SQL.quote, hometown: SQL.union, nationality: SQL.comment, education: SQL.stacked });

    const order = await postOrder(t.app, customer, { productId: product.id, quantity: 1, deliveryAddress: SQL.stacked });
    expect(order.statusCode).toBe(201);
    expect(order.json().order).toMatchObject({ customerName: SQL.quote, deliveryAddress: SQL.stacked });

    const review = await send('POST', '/api/reviews', { name: SQL.quote, country: SQL.comment, rating: 4, comment: SQL.union }, customer);
    expect(review.statusCode).toBe(201);
    const newestReview = (await t.app.inject({ method: 'GET', url: '/api/reviews?pageSize=1' })).json().items[0];
    expect(newestReview).toMatchObject({ name: SQL.quote, country: SQL.comment, comment: SQL.union });

    const category = await createCategory(t.database.db, { name: 'Cable and wiring' });
    const productBody = { name: SQL.quote, description: SQL.encoded, price: 999, availableQuantity: 5, minOrderQuantity: 1, imageKey: await storedPictureKey(t), categoryId: category.id, sku: SQL.union, brand: SQL.comment };
    const added = await send('POST', '/api/products', productBody, admin);
    expect(added.statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${added.json().product.id}` })).json()).toMatchObject({ name: SQL.quote, description: SQL.encoded, sku: SQL.union, brand: SQL.comment });

    const contact = await send('POST', '/api/contact', { email: 'buyer@example.com', subject: SQL.comment, message: SQL.union });
    expect(contact.statusCode).toBe(201);
    const inbox = (await t.app.inject({ method: 'GET', url: '/api/contact-messages', headers: { cookie: admin.cookie } })).json();
    expect(inbox.items[0]).toMatchObject({ subject: SQL.comment, message: SQL.union });

    // One product from the fixture and one from the admin, one order, one review, one message.
    expect(await counts()).toEqual({ ...before, products: before.products + 2, orders: before.orders + 1, reviews: before.reviews + 1, messages: before.messages + 1 });
  });

  it('treats SQL in the sign-in email and password as a failed sign-in, nothing more', async () => {
    const before = await counts();
    for (const [email, password] of [[`${SQL.comment}@example.com`, 'whatever123'], [customer.email, "' OR '1'='1"], ["' OR 1=1--", 'password123']]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password }, remoteAddress: '10.91.0.1' });
      expect([400, 401], `${email} / ${password}`).toContain(response.statusCode);
      expect(String(response.headers['set-cookie'] ?? '')).not.toMatch(/shop\.session_token=[^;]/);
    }
    expect(await counts()).toEqual(before);
  });
});
