import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../modules/accounts/accounts.tables.js';
import { products } from '../modules/catalog/catalog.tables.js';
import { contactMessages } from '../modules/contact/contact.tables.js';
import { orders } from '../modules/orders/orders.tables.js';
import { signUp, type TestUser } from '../test/accounts-helpers.js';
import { insertProduct } from '../test/fixtures.js';
import { orderForm } from '../test/orders-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { testDatabaseKinds } from '../test/test-database.js';

/** The API's body limit (app.ts) is 1 MiB; these bodies are a little over it. */
const OVER_LIMIT = 'x'.repeat(1024 * 1024 + 10);
const PROBLEM = { type: 'about:blank', title: 'Payload Too Large', status: 413, detail: 'The request is too large.', code: 'PAYLOAD_TOO_LARGE' };

describe.each(testDatabaseKinds())('JSON bodies over the limit on %s', (kind) => {
  let t: TestApp;
  let customer: TestUser;
  let productId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    customer = await signUp(t.app);
    productId = (await insertProduct(t.database.db, { availableQuantity: 40, minOrderQuantity: 1 })).id;
  });
  afterAll(() => t.close());

  /** Everything the requests below could write. */
  const snapshot = async () => ({
    orders: await t.database.db.$count(orders),
    messages: await t.database.db.$count(contactMessages),
    profiles: await t.database.db.$count(profiles),
    users: await t.database.db.$count(users),
    stock: (await t.database.db.select({ n: products.availableQuantity }).from(products).where(eq(products.id, productId)))[0]?.n,
  });

  const cases = () =>
    [
      ['POST', '/api/contact', { email: 'buyer@example.com', subject: 'Big', message: OVER_LIMIT }, undefined],
      ['POST', '/api/orders', { ...orderForm, productId, quantity: 2, deliveryAddress: OVER_LIMIT }, customer],
      ['PUT', '/api/profile', { name: 'Big', phone: '+1 555 014 2290 12', dateOfBirth: '1990-01-01', hometown: 'Leeds', nationality: 'British', education: OVER_LIMIT }, customer],
      ['POST', '/api/auth/sign-up/email', { name: OVER_LIMIT, email: 'big@example.com', password: 'password123' }, undefined],
    ] as const;

  it('answers 413 problem+json and writes nothing, with the length declared', async () => {
    const before = await snapshot();
    for (const [method, url, body, user] of cases()) {
      const response = await t.app.inject({ method, url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json', ...(user ? { cookie: user.cookie } : {}) } });
      expect(response.statusCode, `${method} ${url}`).toBe(413);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toEqual(PROBLEM);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 413 and writes nothing when the body is streamed without a length', async () => {
    const before = await snapshot();
    for (const [method, url, body, user] of cases()) {
      // A stream: the request carries no content-length, so the limit is found while reading.
      const payload = Readable.from([Buffer.from(JSON.stringify(body))]);
      const response = await t.app.inject({ method, url, payload, headers: { 'content-type': 'application/json', ...(user ? { cookie: user.cookie } : {}) } });
      expect(response.statusCode, `${method} ${url}`).toBe(413);
      expect(response.json()).toEqual(PROBLEM);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('still accepts the same request at a normal size', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/orders', payload: { ...orderForm, productId, quantity: 2 }, headers: { cookie: customer.cookie } });
    expect(response.statusCode).toBe(201);
    expect((await snapshot()).stock).toBe(38);
  });
});
