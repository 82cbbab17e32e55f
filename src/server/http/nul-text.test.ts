import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, signUpAdmin, type TestUser } from '../test/accounts-helpers.js';
import { insertProduct } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { testDatabaseKinds } from '../test/test-database.js';
import { NUL_TEXT_MESSAGE } from './nul-text.js';

const address = { recipient: 'Ada', phone: '+1 555 014 2290', street: '12 Foundry\u0000 Street', postcode: '62701', city: 'Springfield' };

/**
 * PostgreSQL refuses text holding a NUL character; such text in a request body is answered 400 with a message, never 500, on every route — those of the checkout, addresses,
 * delivery zones and orders among them (each answered 500 before).
 */
describe.each(testDatabaseKinds())('NUL characters in request text on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signUpAdmin(t.app, t.database.db);
    customer = await signUp(t.app);
  });
  afterAll(() => t.close());

  it('answers 400 and writes nothing, wherever the text is', async () => {
    const product = await insertProduct(t.database.db);
    const requests: [TestUser, 'POST' | 'PUT', string, unknown][] = [
      [customer, 'POST', '/api/addresses', address],
      [customer, 'POST', '/api/checkout/quote', { delivery: { method: 'site', address, siteNotes: 'gate' } }],
      [customer, 'POST', '/api/checkout', { cartRevision: 0, expectedTotal: 0, delivery: { method: 'site', siteNotes: 'gate\u0000 3' }, phone: '+1 555 014 2290', payment: 'card', acceptTerms: true }],
      [customer, 'POST', '/api/orders', { productId: product.id, quantity: 1, phone: '+1 555 014 2290', deliveryAddress: '12 Foundry\u0000 Street' }],
      [customer, 'POST', '/api/cart/merge', { lines: [{ productId: `${product.id}\u0000`, quantity: 1 }] }],
      [admin, 'POST', '/api/delivery/zones', { name: 'North\u0000', postcodePrefixes: ['627'], places: [], fee: 990, siteFee: 2490, freeFrom: null, slotCapacity: 3 }],
    ];
    for (const [user, method, url, payload] of requests) {
      const response = await t.app.inject({ method, url, headers: { cookie: user.cookie }, payload: payload as object });
      expect([response.statusCode, response.json().detail], `${method} ${url}`).toEqual([400, NUL_TEXT_MESSAGE]);
    }
    const saved = await t.app.inject({ method: 'GET', url: '/api/addresses', headers: { cookie: customer.cookie } });
    expect(saved.json().addresses).toEqual([]);
  });
});
