import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Auth } from '../modules/accounts/auth.js';
import { sessionPlugin, type RouteAccess } from '../modules/accounts/session.js';
import { createSessionCache } from '../modules/accounts/session-cache.js';
import { signUp, signUpAdmin, type TestUser } from '../test/accounts-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const SOME_ID = '4b0f4a36-2a8d-4c39-9a57-0d8a1f3e0c11';

type Setup = 'stripe' | 'test-card' | 'google';

/**
 * Who may call each API route, written down here (SPEC §2, §4–§12), not read from the routes'
 * own declarations: a route that declares the wrong access, or a new route nobody listed, fails.
 * `only`: the route exists only with that setup (PAYMENT_PROVIDER, Google credentials).
 */
const EXPECTED: { route: string; access: RouteAccess; only?: Setup }[] = [
  { route: 'POST /api/auth/sign-in/email', access: 'public' },
  { route: 'POST /api/auth/token', access: 'public' },
  { route: 'POST /api/auth/sign-up/email', access: 'public' },
  { route: 'POST /api/auth/sign-out', access: 'public' },
  { route: 'POST /api/auth/request-password-reset', access: 'public' },
  { route: 'GET /api/auth/reset-password/:token', access: 'public' },
  { route: 'POST /api/auth/reset-password', access: 'public' },
  { route: 'GET /api/auth/verify-email', access: 'public' },
  { route: 'POST /api/auth/send-verification-email', access: 'user' },
  { route: 'POST /api/auth/sign-in/magic-link', access: 'public' },
  { route: 'GET /api/auth/magic-link/verify', access: 'public' },
  { route: 'GET /api/auth/get-session', access: 'public' },
  { route: 'POST /api/auth/sign-in/social', access: 'public', only: 'google' },
  { route: 'GET /api/auth/callback/google', access: 'public', only: 'google' },
  { route: 'GET /api/session', access: 'public' },
  { route: 'GET /api/profile', access: 'user' },
  { route: 'PUT /api/profile', access: 'user' },
  { route: 'GET /api/users', access: 'admin' },
  { route: 'GET /api/users/role-changes', access: 'admin' },
  { route: 'POST /api/users/:id/admin', access: 'admin' },
  { route: 'DELETE /api/users/:id', access: 'admin' },
  { route: 'POST /api/orders', access: 'user' },
  { route: 'GET /api/orders/mine', access: 'user' },
  { route: 'GET /api/orders', access: 'admin' },
  { route: 'GET /api/orders/:id', access: 'owner' },
  { route: 'GET /api/orders/:id/invoice', access: 'owner' },
  { route: 'POST /api/orders/:id/cancel', access: 'owner' },
  { route: 'POST /api/orders/:id/ship', access: 'admin' },
  { route: 'POST /api/orders/:id/deliver', access: 'admin' },
  { route: 'GET /api/orders/events', access: 'user' },
  { route: 'POST /api/orders/:id/payment', access: 'owner' },
  { route: 'POST /api/checkout/quote', access: 'user' },
  { route: 'POST /api/checkout', access: 'user' },
  { route: 'GET /api/admin/trade-invoices', access: 'admin' },
  { route: 'POST /api/admin/trade-invoices/:orderId/paid', access: 'admin' },
  { route: 'POST /api/payments/:paymentId/confirm', access: 'owner' },
  { route: 'POST /api/payments/:paymentId/test-card', access: 'owner', only: 'test-card' },
  { route: 'POST /api/payments/stripe/webhook', access: 'public', only: 'stripe' },
  { route: 'GET /api/shop', access: 'public' },
  { route: 'GET /api/products', access: 'public' },
  { route: 'GET /api/products/:id', access: 'public' },
  { route: 'GET /api/products/:id/related', access: 'public' },
  { route: 'GET /api/categories', access: 'public' },
  { route: 'GET /api/categories/:slug', access: 'public' },
  { route: 'GET /api/search', access: 'public' },
  { route: 'GET /api/search/suggestions', access: 'public' },
  { route: 'GET /api/admin/categories', access: 'admin' },
  { route: 'POST /api/categories', access: 'admin' },
  { route: 'PATCH /api/categories/:id', access: 'admin' },
  { route: 'DELETE /api/categories/:id', access: 'admin' },
  { route: 'GET /api/search-synonyms', access: 'admin' },
  { route: 'POST /api/search-synonyms', access: 'admin' },
  { route: 'DELETE /api/search-synonyms/:id', access: 'admin' },
  { route: 'GET /api/admin/products/:id/accessories', access: 'admin' },
  { route: 'PUT /api/admin/products/:id/accessories', access: 'admin' },
  { route: 'POST /api/categories/:id/attributes', access: 'admin' },
  { route: 'PATCH /api/categories/:id/attributes/:key', access: 'admin' },
  { route: 'DELETE /api/categories/:id/attributes/:key', access: 'admin' },
  { route: 'POST /api/products', access: 'admin' },
  { route: 'PATCH /api/products/:id', access: 'admin' },
  { route: 'DELETE /api/products/:id', access: 'admin' },
  { route: 'GET /api/admin/products/:id', access: 'admin' },
  { route: 'GET /api/admin/products.csv', access: 'admin' },
  { route: 'POST /api/admin/product-imports', access: 'admin' },
  { route: 'GET /api/admin/product-imports/:id', access: 'admin' },
  { route: 'POST /api/admin/product-imports/:id/apply', access: 'admin' },
  { route: 'GET /api/admin/products/:id/stock-movements', access: 'admin' },
  { route: 'POST /api/admin/products/:id/documents', access: 'admin' },
  { route: 'PATCH /api/admin/products/:id/documents/:documentId', access: 'admin' },
  { route: 'DELETE /api/admin/products/:id/documents/:documentId', access: 'admin' },
  { route: 'GET /api/products/:id/documents/:documentId/file', access: 'public' },
  { route: 'GET /api/admin/low-stock-notices', access: 'admin' },
  { route: 'POST /api/admin/low-stock-notices/:id/read', access: 'admin' },
  { route: 'POST /api/media/pictures', access: 'user' },
  { route: 'GET /api/reviews', access: 'public' },
  { route: 'POST /api/reviews', access: 'user' },
  { route: 'PUT /api/reviews/:id/helpful', access: 'user' },
  { route: 'DELETE /api/reviews/:id/helpful', access: 'user' },
  { route: 'GET /api/products/:id/reviews', access: 'public' },
  { route: 'GET /api/products/:id/my-review', access: 'user' },
  { route: 'POST /api/products/:id/reviews', access: 'user' },
  { route: 'GET /api/admin/product-reviews', access: 'admin' },
  { route: 'PATCH /api/admin/product-reviews/:id', access: 'admin' },
  { route: 'POST /api/contact', access: 'public' },
  { route: 'POST /api/products/:id/stock-alerts', access: 'public' },
  { route: 'POST /api/stock-alerts/unsubscribe', access: 'public' },
  { route: 'GET /api/cart', access: 'user' },
  { route: 'PUT /api/cart/lines/:productId', access: 'user' },
  { route: 'DELETE /api/cart/lines/:productId', access: 'user' },
  { route: 'POST /api/cart/merge', access: 'user' },
  { route: 'POST /api/cart/preview', access: 'public' },
  { route: 'POST /api/cart/from-order/:orderId', access: 'user' },
  { route: 'GET /api/contact-messages', access: 'admin' },
  { route: 'PATCH /api/contact-messages/:id', access: 'admin' },
  { route: 'GET /api/blog', access: 'public' },
  { route: 'GET /api/portfolio', access: 'public' },
  { route: 'GET /api/legal/:slug', access: 'public' },
  { route: 'GET /api/delivery/zones', access: 'admin' },
  { route: 'POST /api/delivery/zones', access: 'admin' },
  { route: 'PUT /api/delivery/zones/:id', access: 'admin' },
  { route: 'GET /api/delivery/settings', access: 'admin' },
  { route: 'PUT /api/delivery/settings', access: 'admin' },
  { route: 'POST /api/delivery/options', access: 'user' },
  { route: 'GET /api/delivery/estimate', access: 'public' },
  { route: 'GET /api/discount-codes', access: 'admin' },
  { route: 'POST /api/discount-codes', access: 'admin' },
  { route: 'PATCH /api/discount-codes/:id', access: 'admin' },
  { route: 'GET /api/admin/overview', access: 'admin' },
  { route: 'GET /api/addresses', access: 'user' },
  { route: 'POST /api/addresses', access: 'user' },
  { route: 'DELETE /api/addresses/:id', access: 'owner' },
  { route: 'GET /api/project-lists', access: 'user' },
  { route: 'POST /api/project-lists', access: 'user' },
  { route: 'POST /api/project-lists/from-cart', access: 'user' },
  { route: 'GET /api/project-lists/:id', access: 'owner' },
  { route: 'PATCH /api/project-lists/:id', access: 'owner' },
  { route: 'DELETE /api/project-lists/:id', access: 'owner' },
  { route: 'POST /api/project-lists/:id/lines', access: 'owner' },
  { route: 'PUT /api/project-lists/:id/lines/:productId', access: 'owner' },
  { route: 'DELETE /api/project-lists/:id/lines/:productId', access: 'owner' },
  { route: 'POST /api/project-lists/:id/cart', access: 'owner' },
  { route: 'PUT /api/project-lists/:id/share', access: 'owner' },
  { route: 'DELETE /api/project-lists/:id/share', access: 'owner' },
  { route: 'GET /api/shared-lists/:token', access: 'public' },
  { route: 'POST /api/shared-lists/:token/copy', access: 'user' },
  { route: 'POST /api/shared-lists/:token/cart', access: 'user' },
  { route: 'GET /api/trade/account', access: 'user' },
  { route: 'POST /api/trade/account', access: 'user' },
  { route: 'GET /api/admin/trade-accounts', access: 'admin' },
  { route: 'POST /api/admin/trade-accounts/:userId/approve', access: 'admin' },
  { route: 'POST /api/admin/trade-accounts/:userId/refuse', access: 'admin' },
  { route: 'PATCH /api/admin/trade-accounts/:userId', access: 'admin' },
  { route: 'GET /api/admin/trade-tiers', access: 'admin' },
  { route: 'POST /api/admin/trade-tiers', access: 'admin' },
  { route: 'PATCH /api/admin/trade-tiers/:id', access: 'admin' },
  { route: 'DELETE /api/admin/trade-tiers/:id', access: 'admin' },
  { route: 'POST /api/quotes', access: 'user' },
  { route: 'GET /api/quotes/mine', access: 'user' },
  { route: 'GET /api/quotes/:id', access: 'owner' },
  { route: 'POST /api/quotes/:id/withdraw', access: 'owner' },
  { route: 'GET /api/admin/quotes', access: 'admin' },
  { route: 'POST /api/admin/quotes/:id/answer', access: 'admin' },
  { route: 'POST /api/admin/quotes/:id/decline', access: 'admin' },
];

const SETUPS: { name: string; setups: Setup[]; env: Record<string, string> }[] = [
  {
    name: 'Stripe and Google',
    setups: ['stripe', 'google'],
    env: { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' },
  },
  { name: 'the built-in test cards', setups: ['test-card'], env: {} },
];

describe.each(SETUPS)('access matrix of every API route, with $name', ({ setups, env }) => {
  let t: TestApp;
  let customer: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env });
    customer = await signUp(t.app);
    admin = await signUpAdmin(t.app, t.database.db);
  });
  afterAll(() => t.close());

  const expected = EXPECTED.filter((entry) => !entry.only || setups.includes(entry.only));

  const call = (route: string, user?: TestUser) => {
    const [method, url] = route.split(' ') as ['GET', string];
    return t.app.inject({
      method,
      url: url.replace(/:[a-zA-Z]+/g, SOME_ID),
      ...(method === 'GET' || (method as string) === 'DELETE' ? {} : { payload: {} }),
      headers: user ? { cookie: user.cookie } : {},
    });
  };

  it('has exactly the routes of the table, each declaring the access the table gives it', () => {
    const registered = t.app.routeAccess.map((r) => `${r.method} ${r.url}`);
    const unlisted = registered.filter((route) => !expected.some((entry) => entry.route === route));
    expect(unlisted, 'New API routes: add each to EXPECTED in this test with the access it must have').toEqual([]);
    expect(expected.map((entry) => entry.route).filter((route) => !registered.includes(route))).toEqual([]);
    const declared = Object.fromEntries(t.app.routeAccess.map((r) => [`${r.method} ${r.url}`, r.access]));
    expect(declared).toEqual(Object.fromEntries(expected.map((entry) => [entry.route, entry.access])));
  });

  it('answers 401 to visitors on every signed-in route and 403 to customers on every admin route', async () => {
    const failures: string[] = [];
    for (const { route, access } of expected) {
      if (route === 'GET /api/orders/events') continue; // a stream: tested below and in its own file
      const label = `${route} (${access})`;
      const visitor = await call(route);
      if (access === 'public') {
        // Called as a visitor only: some public routes (sign-out) would end the test users' sessions.
        if ([401, 403].includes(visitor.statusCode) && !route.includes('/api/auth/')) failures.push(`${label}: visitor got ${visitor.statusCode}`);
        if (visitor.statusCode >= 500) failures.push(`${label}: ${visitor.statusCode}`);
        continue;
      }
      const asCustomer = await call(route, customer);
      const asAdmin = await call(route, admin);
      if (visitor.statusCode !== 401) failures.push(`${label}: visitor got ${visitor.statusCode}`);
      if (access === 'admin' && asCustomer.statusCode !== 403) failures.push(`${label}: customer got ${asCustomer.statusCode}`);
      if (access !== 'admin' && [401, 403].includes(asCustomer.statusCode)) failures.push(`${label}: customer got ${asCustomer.statusCode}`);
      if ([401, 403].includes(asAdmin.statusCode)) failures.push(`${label}: admin got ${asAdmin.statusCode}`);
      for (const response of [visitor, asCustomer, asAdmin]) if (response.statusCode >= 500) failures.push(`${label}: ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses the event stream to visitors', async () => {
    expect((await call('GET /api/orders/events')).statusCode).toBe(401);
  });
});

describe('access declarations', () => {
  it('stop the start-up when an API route declares none', async () => {
    const t = await createTestApp('pglite');
    try {
      const app = Fastify({ logger: false });
      await app.register(sessionPlugin, { auth: {} as Auth, database: t.database, sessions: createSessionCache() });
      app.get('/api/forgotten', async () => 'secret');
      await expect(app.ready()).rejects.toThrow('API routes without a declared access: GET /api/forgotten');
    } finally {
      await t.close();
    }
  });
});
