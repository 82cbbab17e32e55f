import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerToken, signUp, signUpAdmin, type TestUser } from '../test/accounts-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { testDatabaseKinds } from '../test/test-database.js';
import { NO_COOKIES_FROM_OTHER_SITES, NOT_FROM_THE_SHOP } from './same-origin.js';

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

/**
 * The rule (same-origin.ts): forgery needs the shop's cookies. A request without them is never
 * refused for lacking an Origin; one that a browser says comes from another site is refused,
 * except from CORS_ORIGINS without cookies.
 */
describe.each(testDatabaseKinds())('who may send a state-changing request, on %s', (kind) => {
  const SHOP = 'https://shop.example.com';
  const PARTNER = 'https://partner.example';
  let t: TestApp;
  let customer: TestUser;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { PUBLIC_URL: SHOP, CORS_ORIGINS: PARTNER } });
    customer = await signUp(t.app);
    token = await bearerToken(t.app, customer);
  });
  afterAll(() => t.close());

  const nodeFetch = { 'sec-fetch-mode': 'cors' };
  const browserFrom = (origin: string, site: string) => ({ origin, 'sec-fetch-site': site, 'sec-fetch-mode': 'cors' });
  /** PUT /api/profile with an empty body: 400 once past the guard (the body is not valid), 403 when refused. */
  const changeProfile = (headers: Record<string, string>) => t.app.inject({ method: 'PUT', url: '/api/profile', headers, payload: {} });

  it.each([
    ['a bearer token from curl (no Origin, no fetch metadata)', () => ({ authorization: `Bearer ${token}` })],
    ["a bearer token from Node's fetch (Sec-Fetch-Mode, no Origin)", () => ({ ...nodeFetch, authorization: `Bearer ${token}` })],
    ['a bearer token from a page of CORS_ORIGINS', () => ({ ...browserFrom(PARTNER, 'cross-site'), authorization: `Bearer ${token}` })],
    ["the shop's cookie from the shop's own page", () => ({ ...browserFrom(SHOP, 'same-origin'), cookie: customer.cookie })],
    ["the shop's cookie from a program that names no origin", () => ({ cookie: customer.cookie })],
    ["the shop's cookie without Origin, with a Referer of the shop's page", () => ({ cookie: customer.cookie, referer: `${SHOP}/account` })],
    ["the shop's cookie from the shop's own origin as the Host header and the request's scheme name it", () => ({ host: 'shop.test:8080', origin: 'http://shop.test:8080', cookie: customer.cookie })],
  ])('lets through %s', async (_, headers) => {
    const response = await changeProfile(headers());
    expect(response.statusCode, response.body).toBe(400);
  });

  it.each([
    ["the shop's cookie from another site's page", () => ({ ...browserFrom('https://evil.test', 'cross-site'), cookie: customer.cookie }), NOT_FROM_THE_SHOP],
    ["the shop's cookie from a sandboxed page (Origin: null)", () => ({ origin: 'null', cookie: customer.cookie }), NOT_FROM_THE_SHOP],
    ["the shop's cookie that a browser marks cross-site, without Origin", () => ({ 'sec-fetch-site': 'cross-site', cookie: customer.cookie }), NOT_FROM_THE_SHOP],
    ["the shop's cookie from a page of CORS_ORIGINS", () => ({ ...browserFrom(PARTNER, 'cross-site'), cookie: customer.cookie }), NO_COOKIES_FROM_OTHER_SITES],
    ["the shop's cookie and a bearer token from a page of CORS_ORIGINS", () => ({ ...browserFrom(PARTNER, 'cross-site'), cookie: customer.cookie, authorization: `Bearer ${token}` }), NO_COOKIES_FROM_OTHER_SITES],
    ['a bearer token from a page of a site not in CORS_ORIGINS', () => ({ ...browserFrom('https://evil.test', 'cross-site'), authorization: `Bearer ${token}` }), NOT_FROM_THE_SHOP],
    ["the shop's cookie from a sibling subdomain's page without Origin (Sec-Fetch-Site: same-site)", () => ({ 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'cors', cookie: customer.cookie }), NOT_FROM_THE_SHOP],
    ["the shop's cookie without Origin, with a Referer of another host", () => ({ cookie: customer.cookie, referer: 'https://evil.test/page' }), NOT_FROM_THE_SHOP],
    ["the shop's cookie without Origin, with a Referer of the shop's host over another scheme", () => ({ cookie: customer.cookie, referer: 'http://shop.example.com/account' }), NOT_FROM_THE_SHOP],
    ["the shop's cookie from the shop's host over another scheme (Origin http://, PUBLIC_URL https://)", () => ({ origin: 'http://shop.example.com', cookie: customer.cookie }), NOT_FROM_THE_SHOP],
    ["the shop's cookie from the Host header's host over another scheme than the request's", () => ({ host: 'shop.test:8080', origin: 'https://shop.test:8080', cookie: customer.cookie }), NOT_FROM_THE_SHOP],
  ])('refuses %s with a problem that says why', async (_, headers, detail) => {
    const response = await changeProfile(headers());
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 403, code: 'FORBIDDEN', detail });
  });

  it("signs a program up and in without an Origin (Node's fetch), and refuses the same from another site's page", async () => {
    const email = `program-${kind}@example.com`;
    const up = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', headers: nodeFetch, payload: { name: 'Bot', email, password: 'password123' } });
    expect(up.statusCode, up.body).toBe(200);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: nodeFetch, payload: { email, password: 'password123' } });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.headers['set-auth-token']).toEqual(expect.any(String));
    const issued = await t.app.inject({ method: 'POST', url: '/api/auth/token', headers: nodeFetch, payload: { email, password: 'password123' } });
    expect(issued.statusCode, issued.body).toBe(200);

    const forged = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: browserFrom('https://evil.test', 'cross-site'), payload: { email, password: 'password123' } });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ detail: NOT_FROM_THE_SHOP });
    expect(forged.headers['set-cookie']).toBeUndefined();
  });

  /** Signs up and in with these headers; the answers' set-auth-token headers. */
  const bearerTokensGiven = async (headers: Record<string, string>) => {
    const email = `tokens-${Math.random().toString(36).slice(2)}@example.com`;
    const up = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', headers, payload: { name: 'Tess Token', email, password: 'password123' }, remoteAddress: '10.81.0.1' });
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers, payload: { email, password: 'password123' }, remoteAddress: '10.81.0.2' });
    for (const answer of [up, signIn]) expect(answer.statusCode, answer.body).toBe(200);
    return { email, tokens: [up.headers['set-auth-token'], signIn.headers['set-auth-token']] };
  };

  it.each([
    ["the shop's own page (its Origin)", () => browserFrom(SHOP, 'same-origin')],
    ["the shop's own page (Sec-Fetch-Site: same-origin, no Origin)", () => ({ 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' })],
    ["the shop's own page on the Host header's origin", () => ({ host: 'shop.test:8080', origin: 'http://shop.test:8080' })],
  ])("never hands the session's bearer token to %s, whose session stays in the httpOnly cookie", async (_, headers) => {
    const { tokens } = await bearerTokensGiven(headers());
    expect(tokens).toEqual([undefined, undefined]);
  });

  it.each([
    ['a program that names no origin', () => ({})],
    ["Node's fetch (Sec-Fetch-Mode, no Origin)", () => nodeFetch],
    ['a page of CORS_ORIGINS', () => browserFrom(PARTNER, 'cross-site')],
  ])('hands the bearer token of signing up and in to %s, and it works as one', async (_, headers) => {
    const { email, tokens } = await bearerTokensGiven(headers());
    for (const token of tokens) {
      expect(token).toEqual(expect.any(String));
      const me = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${String(token)}` } });
      expect(me.statusCode, me.body).toBe(200);
      expect(me.json()).toMatchObject({ email });
    }
  });
});
