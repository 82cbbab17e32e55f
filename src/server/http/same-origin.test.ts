import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, signUpAdmin, type TestUser } from '../test/accounts-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const SOME_ID = '4b0f4a36-2a8d-4c39-9a57-0d8a1f3e0c11';
const FOREIGN = 'http://evil.test';

/** Percent-encodes the characters of `path` at the given positions (slashes stay). */
function encodeAt(path: string, positions: (index: number, char: string) => boolean, upper = false): string {
  return [...path]
    .map((char, index) => {
      if (char === '/' || !positions(index, char)) return char;
      const hex = char.charCodeAt(0).toString(16).padStart(2, '0');
      return `%${upper ? hex.toUpperCase() : hex}`;
    })
    .join('');
}

/** The ways a browser page could spell the path of a route so that the router still finds it. */
function spellings(path: string): string[] {
  const second = path.indexOf('/', 1) + 1;
  return [
    path,
    encodeAt(path, (i) => i === 1), // /%61pi/…
    encodeAt(path, (i) => i === 2), // /a%70i/…
    encodeAt(path, (i) => i === 3), // /ap%69/…
    encodeAt(path, (i) => i >= 1 && i <= 3), // /%61%70%69/…
    encodeAt(path, (i) => i === second), // /api/%70rofile
    encodeAt(path, () => true), // every character
    encodeAt(path, (_, c) => /[a-z]/.test(c), true), // upper-case hex digits
  ];
}

/**
 * The cross-site guard protects every state-changing route, however its path is spelt: the router
 * decodes percent-escapes, so a guard that compared the raw URL with "/api/" was bypassed by
 * `PUT /%61pi/profile` from a foreign page.
 */
describe('cross-site requests with encoded paths', () => {
  let t: TestApp;
  let customer: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      env: { PUBLIC_URL: 'https://shop.example.com', PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' },
    });
    customer = await signUp(t.app);
    admin = await signUpAdmin(t.app, t.database.db);
  });
  afterAll(() => t.close());

  it('refuses every encoding of every state-changing route from a foreign page, before anything changes', async () => {
    const changing = t.app.routeAccess.filter((route) => route.method !== 'GET' && route.url !== '/api/payments/stripe/webhook');
    expect(changing.length).toBeGreaterThan(15);
    const passed: string[] = [];
    for (const route of changing) {
      for (const url of spellings(route.url.replace(/:[a-zA-Z]+/g, SOME_ID))) {
        for (const user of [customer, admin]) {
          const response = await t.app.inject({
            method: route.method as 'POST',
            url,
            headers: { origin: FOREIGN, cookie: user.cookie, 'content-type': 'text/plain' },
            payload: '{}',
          });
          if (response.statusCode !== 403 || response.json().detail !== 'This request did not come from the shop.') passed.push(`${route.method} ${url}: ${response.statusCode}`);
        }
      }
    }
    expect(passed).toEqual([]);
  });

  it('cannot make the attacker an admin with an auto-submitted form to an encoded path', async () => {
    const attacker = await signUp(t.app);
    const forged = await t.app.inject({ method: 'POST', url: `/%61pi/users/${attacker.id}/admin`, headers: { origin: FOREIGN, cookie: admin.cookie, 'content-type': 'text/plain' }, payload: 'x=y' });
    expect(forged.statusCode).toBe(403);
    const list = (await t.app.inject({ method: 'GET', url: '/api/users?pageSize=100', headers: { cookie: admin.cookie } })).json();
    expect(list.items.find((u: { id: string }) => u.id === attacker.id)).toMatchObject({ role: 'customer' });
  });

  it('still lets the shop itself through on encoded paths, and only the webhook route skips the check', async () => {
    const own = await t.app.inject({ method: 'PUT', url: '/%61pi/profile', headers: { origin: 'https://shop.example.com', cookie: customer.cookie }, payload: {} });
    expect(own.statusCode).toBe(400);
    const webhook = await t.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { origin: FOREIGN, 'content-type': 'application/json' }, payload: '{}' });
    expect(webhook.statusCode).toBe(400);
    expect(webhook.json().detail).toBe('Missing Stripe signature');
  });
});
