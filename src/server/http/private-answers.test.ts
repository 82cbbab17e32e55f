import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerToken, signUp, signUpAdmin, type TestUser } from '../test/accounts-helpers.js';
import { insertProduct } from '../test/fixtures.js';
import { placeOrderFor } from '../test/orders-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { testDatabaseKinds } from '../test/test-database.js';
import { PRIVATE_CACHE_CONTROL } from './private-answers.js';

/** No cache keeps an answer meant for one person (private-answers.ts). */
describe.each(testDatabaseKinds())('Cache-Control of private answers, on %s', (kind) => {
  let t: TestApp;
  let customer: TestUser;
  let admin: TestUser;
  let productId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    customer = await signUp(t.app);
    admin = await signUpAdmin(t.app, t.database.db);
    productId = (await insertProduct(t.database.db)).id;
    await placeOrderFor(t.app, customer, productId);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it.each([
    ['my orders', '/api/orders/mine'],
    ['my profile', '/api/profile'],
    ['my cart', '/api/cart'],
  ])('marks %s private, by cookie and by bearer token', async (_, url) => {
    const byCookie = await get(url, { cookie: customer.cookie });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    const byToken = await get(url, { authorization: `Bearer ${await bearerToken(t.app, customer, '10.248.0.1')}` });
    expect(byToken.statusCode).toBe(200);
    expect(byToken.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('marks admin answers private, also where the route had said no-store itself', async () => {
    const users = await get('/api/users', { cookie: admin.cookie });
    expect(users.statusCode).toBe(200);
    expect(users.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    const product = await get(`/api/admin/products/${productId}`, { cookie: admin.cookie });
    expect(product.statusCode).toBe(200);
    expect(product.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('marks the error answers of private routes private too', async () => {
    const signedOut = await get('/api/profile');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    const notAdmin = await get('/api/users', { cookie: customer.cookie });
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    const invalid = await get('/api/orders/mine?page=nope', { cookie: customer.cookie });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    const unknown = await get('/api/orders/4b0f4a36-2a8d-4c39-9a57-0d8a1f3e0c11', { cookie: customer.cookie });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('marks public answers that depend on who asks private, for visitors too', async () => {
    for (const headers of [{}, { cookie: customer.cookie }] as Record<string, string>[]) {
      expect((await get('/api/session', headers)).headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
      expect((await get('/api/auth/get-session', headers)).headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
      expect((await get('/api/reviews', headers)).headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    }
  });

  it('leaves public answers that are the same for everyone as their routes say', async () => {
    expect((await get('/api/shop', { cookie: customer.cookie })).headers['cache-control']).toBe('public, max-age=300');
    expect((await get('/api/products', { cookie: customer.cookie })).headers['cache-control']).toBe('no-cache');
    expect((await get(`/api/products/${productId}`)).headers['cache-control']).not.toContain('private');
  });
});
