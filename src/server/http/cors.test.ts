import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { signUp, type TestUser } from '../test/accounts-helpers.js';
import { insertProduct } from '../test/fixtures.js';
import { orderForm } from '../test/orders-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { testDatabaseKinds } from '../test/test-database.js';
import { NO_COOKIES_FROM_OTHER_SITES, NOT_FROM_THE_SHOP } from './same-origin.js';

const PARTNER = 'https://partner.example';
const FOREIGN = 'https://evil.test';

describe('CORS_ORIGINS', () => {
  it('is empty unless set, and takes a comma-separated list of origins as browsers send them', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: ' https://App.example.com/ , http://localhost:5173,' }).corsOrigins).toEqual(['https://app.example.com', 'http://localhost:5173']);
  });

  it.each(['*', 'https://*.example.com', 'https://app.example.com/shop', 'app.example.com', 'ftp://app.example.com', 'https://app.example.com?x=1'])('refuses %s with a message that names it', (value) => {
    expect(() => loadConfig({ CORS_ORIGINS: `https://ok.example, ${value}` })).toThrow(ConfigError);
    expect(() => loadConfig({ CORS_ORIGINS: `https://ok.example, ${value}` })).toThrow(`Invalid CORS_ORIGINS: "${value}" is not an origin: give the scheme, host and port only`);
  });
});

describe.each(testDatabaseKinds())('pages of other origins calling the API, on %s', (kind) => {
  let t: TestApp;
  let customer: TestUser;
  let token: string;
  let productId: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { CORS_ORIGINS: `${PARTNER},http://localhost:5173` } });
    customer = await signUp(t.app);
    productId = (await insertProduct(t.database.db)).id;
    // The partner's page signs in without cookies and reads its token (an exposed header).
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: PARTNER, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' },
      payload: { email: customer.email, password: customer.password },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(String(signIn.headers['access-control-expose-headers']).toLowerCase()).toContain('set-auth-token');
    token = String(signIn.headers['set-auth-token']);
  });
  afterAll(() => t.close());

  const preflight = (origin: string, method = 'POST', url = '/api/orders') =>
    t.app.inject({ method: 'OPTIONS', url, headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'content-type,authorization,idempotency-key' } });

  it('answers the preflight of an allowed origin with the methods and headers the API uses, without credentials', async () => {
    const response = await preflight(PARTNER);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(String(response.headers['access-control-allow-methods']).split(', ')).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']));
    expect(String(response.headers['access-control-allow-headers']).toLowerCase().split(', ')).toEqual(expect.arrayContaining(['content-type', 'authorization', 'idempotency-key', 'x-request-id']));
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect((await preflight('http://localhost:5173', 'DELETE', '/api/cart/lines/x')).headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });

  it('gives a foreign origin nothing: no CORS headers, its preflight is not found', async () => {
    for (const origin of [FOREIGN, 'https://partner.example.evil.test', 'http://partner.example']) {
      const response = await preflight(origin);
      expect(response.statusCode).toBe(404);
      expect(Object.keys(response.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
      const read = await t.app.inject({ method: 'GET', url: '/api/products', headers: { origin } });
      expect(read.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('lets a bearer POST from an allowed origin through the cross-site guard, and its page may read the answer', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { origin: PARTNER, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors', authorization: `Bearer ${token}`, 'idempotency-key': `cors-${kind}-order` },
      payload: { ...orderForm, productId, quantity: 1 },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['access-control-allow-origin']).toBe(PARTNER);
  });

  it('refuses a POST with the shop cookies from an allowed origin, and from a foreign one, with a problem', async () => {
    const send = (origin: string) =>
      t.app.inject({ method: 'POST', url: '/api/orders', headers: { origin, 'sec-fetch-site': 'cross-site', cookie: customer.cookie }, payload: { ...orderForm, productId, quantity: 1 } });
    const fromPartner = await send(PARTNER);
    expect(fromPartner.statusCode).toBe(403);
    expect(fromPartner.json()).toMatchObject({ code: 'FORBIDDEN', detail: NO_COOKIES_FROM_OTHER_SITES });
    const fromForeign = await send(FOREIGN);
    expect(fromForeign.statusCode).toBe(403);
    expect(fromForeign.json()).toMatchObject({ code: 'FORBIDDEN', detail: NOT_FROM_THE_SHOP });
    expect(fromForeign.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('without CORS_ORIGINS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('adds no CORS header for any origin and answers no preflight', async () => {
    const response = await t.app.inject({ method: 'OPTIONS', url: '/api/orders', headers: { origin: PARTNER, 'access-control-request-method': 'POST' } });
    expect(response.statusCode).toBe(404);
    expect(Object.keys(response.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });
});
