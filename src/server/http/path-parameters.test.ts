import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAdmin, type TestUser } from '../test/accounts-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { testDatabaseKinds } from '../test/test-database.js';

/** What an address can carry that a database refuses or a handler does not expect. */
const ODD_PARAMETERS = ['%00', 'a%00b', '%E2%80%AE', '..%2F..%2Fetc', "'%20OR%201%3D1--", 'x'.repeat(100)];

/**
 * Every API route with path parameters, called by an admin (so the access check lets it through)
 * with odd values in every parameter: a clear 4xx, never a 5xx. A NUL character, which the router
 * decodes and PostgreSQL refuses in text, answered 500 on routes that sent it to the database.
 */
describe.each(testDatabaseKinds())('odd path parameters on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signUpAdmin(t.app, t.database.db);
  });
  afterAll(() => t.close());

  it('answers every route with a 4xx problem, never a 5xx', async () => {
    const withParameters = t.app.routeAccess.filter((route) => route.url.includes(':'));
    expect(withParameters.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const route of withParameters) {
      for (const value of ODD_PARAMETERS) {
        const url = route.url.replace(/:[a-zA-Z]+/g, value);
        const response = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: { cookie: admin.cookie, ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }) },
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: '{}' }),
        });
        if (response.statusCode >= 500) failures.push(`${route.method} ${url} → ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 404 to a NUL in an address, also with a body that would otherwise be taken', async () => {
    const subscribe = await t.app.inject({ method: 'POST', url: '/api/products/%00/stock-alerts', payload: { email: 'buyer@example.com' } });
    expect(subscribe.statusCode).toBe(404);
    expect(subscribe.headers['content-type']).toContain('application/problem+json');
    const promote = await t.app.inject({ method: 'POST', url: '/api/users/%00/admin', headers: { cookie: admin.cookie } });
    expect(promote.statusCode).toBe(404);
  });
});
