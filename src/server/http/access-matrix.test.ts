import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Auth } from '../modules/accounts/auth.js';
import { sessionPlugin } from '../modules/accounts/session.js';
import { createSessionCache } from '../modules/accounts/session-cache.js';
import { signUp, signUpAdmin, type TestUser } from '../test/accounts-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const SOME_ID = '4b0f4a36-2a8d-4c39-9a57-0d8a1f3e0c11';

/**
 * Every API route declares who may call it; this calls each one as a visitor, a customer and an
 * admin and checks the guard's answer. (Owner routes: other customers' data is "not found";
 * that is tested with real data in each module's tests.)
 */
describe('access matrix of every API route', () => {
  let t: TestApp;
  let customer: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' } });
    customer = await signUp(t.app);
    admin = await signUpAdmin(t.app, t.database.db);
  });
  afterAll(() => t.close());

  const call = (method: string, url: string, user?: TestUser) =>
    t.app.inject({
      method: method as 'GET',
      url: url.replace(/:[a-zA-Z]+/g, SOME_ID),
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      headers: user ? { cookie: user.cookie } : {},
    });

  it('knows the access of every route (a route without one stops the start-up)', () => {
    expect(t.app.routeAccess.length).toBeGreaterThan(30);
    expect(new Set(t.app.routeAccess.map((r) => r.access))).toEqual(new Set(['public', 'user', 'owner', 'admin']));
  });

  it('answers 401 to visitors on every signed-in route and 403 to customers on every admin route', async () => {
    const failures: string[] = [];
    for (const route of t.app.routeAccess) {
      if (route.url === '/api/orders/events') continue;
      const label = `${route.method} ${route.url} (${route.access})`;
      const visitor = await call(route.method, route.url);
      if (route.access === 'public') {
        // Called as a visitor only: some public routes (sign-out) would end the test users' sessions.
        if ([401, 403].includes(visitor.statusCode) && !route.url.startsWith('/api/auth/')) failures.push(`${label}: visitor got ${visitor.statusCode}`);
        if (visitor.statusCode >= 500) failures.push(`${label}: ${visitor.statusCode}`);
        continue;
      }
      const asCustomer = await call(route.method, route.url, customer);
      const asAdmin = await call(route.method, route.url, admin);
      if (visitor.statusCode !== 401) failures.push(`${label}: visitor got ${visitor.statusCode}`);
      if (route.access === 'admin' && asCustomer.statusCode !== 403) failures.push(`${label}: customer got ${asCustomer.statusCode}`);
      if (route.access !== 'admin' && [401, 403].includes(asCustomer.statusCode)) failures.push(`${label}: customer got ${asCustomer.statusCode}`);
      if ([401, 403].includes(asAdmin.statusCode)) failures.push(`${label}: admin got ${asAdmin.statusCode}`);
      for (const response of [visitor, asCustomer, asAdmin]) if (response.statusCode >= 500) failures.push(`${label}: ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('stops the start-up when an API route declares no access', async () => {
    const app = Fastify({ logger: false });
    await app.register(sessionPlugin, { auth: {} as Auth, database: t.database, sessions: createSessionCache() });
    app.get('/api/forgotten', async () => 'secret');
    await expect(app.ready()).rejects.toThrow('API routes without a declared access: GET /api/forgotten');
  });

  it('refuses the event stream to visitors', async () => {
    expect((await call('GET', '/api/orders/events')).statusCode).toBe(401);
  });
});
