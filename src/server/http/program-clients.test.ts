import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookie } from '../test/accounts-helpers.js';
import { insertProduct } from '../test/fixtures.js';
import { orderForm } from '../test/orders-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { testDatabaseKinds } from '../test/test-database.js';

const JSON_BODY = { 'content-type': 'application/json' };

/**
 * Programs (integrators) use the API over HTTP with Node's own fetch, which sends
 * `Sec-Fetch-Mode: cors` and no Origin, and with a bearer token instead of cookies. Such requests
 * cannot be forged by a web page (they carry no cookie), so nothing refuses them for lacking an Origin.
 */
describe.each(testDatabaseKinds())('a program using the API with Node fetch on %s', (kind) => {
  let t: TestApp;
  let base: string;
  let productId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    productId = (await insertProduct(t.database.db)).id;
  });
  afterAll(() => t.close());

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { method: 'POST', headers: { ...JSON_BODY, ...headers }, body: JSON.stringify(body) });

  it('signs up and in without an Origin, reads its bearer token from set-auth-token, and reads and orders with it', async () => {
    const email = `program-${kind}@example.com`;
    const up = await post('/api/auth/sign-up/email', { name: 'Stock Bot', email, password: 'password123' });
    expect(up.status, await up.clone().text()).toBe(200);
    expect(up.headers.get('set-auth-token')).toMatch(/\S+\.\S+/);

    const signIn = await post('/api/auth/sign-in/email', { email, password: 'password123' });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    const token = signIn.headers.get('set-auth-token') ?? '';
    expect(token).toMatch(/\S+\.\S+/);
    expect(await signIn.json()).not.toHaveProperty('token');

    const profile = await fetch(`${base}/api/profile`, { headers: { authorization: `Bearer ${token}` } });
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({ email });

    const order = await post('/api/orders', { ...orderForm, productId, quantity: 1 }, { authorization: `Bearer ${token}` });
    expect(order.status, await order.clone().text()).toBe(201);

    const issued = await post('/api/auth/token', { email, password: 'password123' });
    expect(issued.status).toBe(200);
    const { token: issuedToken } = (await issued.json()) as { token: string };
    const mine = await fetch(`${base}/api/orders/mine`, { headers: { authorization: `Bearer ${issuedToken}` } });
    expect(mine.status).toBe(200);

    const signOut = await post('/api/auth/sign-out', {}, { authorization: `Bearer ${token}` });
    expect(signOut.status).toBe(200);
    expect((await fetch(`${base}/api/profile`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  it("refuses the shop's cookie sent from another site's page with a problem a person understands", async () => {
    const up = await post('/api/auth/sign-up/email', { name: 'Ann', email: `ann-${kind}@example.com`, password: 'password123' });
    const cookie = sessionCookie(up.headers.getSetCookie());
    for (const path of ['/api/auth/sign-out', '/api/orders']) {
      const forged = await post(path, { ...orderForm, productId, quantity: 1 }, { cookie, origin: 'https://evil.example' });
      expect(forged.status).toBe(403);
      expect(forged.headers.get('content-type')).toContain('application/problem+json');
      expect(await forged.json()).toMatchObject({ status: 403, detail: 'This request did not come from the shop.' });
    }
    // The session is still there: nothing was done.
    expect((await fetch(`${base}/api/profile`, { headers: { cookie } })).status).toBe(200);
  });
});
