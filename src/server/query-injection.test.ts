import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from './modules/accounts/accounts.tables.js';
import { products } from './modules/catalog/catalog.tables.js';
import { contactMessages } from './modules/contact/contact.tables.js';
import { orders } from './modules/orders/orders.tables.js';
import { reviews } from './modules/reviews/reviews.tables.js';
import { signUp, signUpAdmin, type TestUser } from './test/accounts-helpers.js';
import { insertProduct, insertReview } from './test/fixtures.js';
import { placeOrderFor } from './test/orders-helpers.js';
import { createTestApp, type TestApp } from './test/test-app.js';
import { testDatabaseKinds } from './test/test-database.js';

/** What an attacker types into a query string: SQL, encodings, and sizes no form would send. */
const INJECTIONS = ["' OR 1=1--", '1; DROP TABLE products;--', "1' UNION SELECT id, email FROM users--", '%27', "'", '1 OR 1=1', '1)); DELETE FROM orders;--', '9'.repeat(400), 'x'.repeat(10_000)];
/** Query parameters that are free text (search words): SQL in them is searched for like other words. */
const FREE_TEXT = new Set(['/api/search q', '/api/search/suggestions q', '/api/delivery/estimate city', '/api/search brand']);
/** Free text that may be given more than once (any of several brands): each value is searched for as the others. */
const REPEATABLE_FREE_TEXT = new Set(['/api/search brand']);
/** Parameters a route requires, sent right while another one is tried: its answer then names the one tried. */
const REQUIRED_BESIDE: Record<string, Record<string, string>> = { '/api/delivery/estimate': { postcode: '62701' } };
/** Words of Zod's built-in messages, which people should never see instead of the shop's own. */
const GENERIC_MESSAGE = /invalid input|expected|received|NaN/i;

interface Operation {
  parameters?: { in: string; name: string }[];
}

describe.each(testDatabaseKinds())('SQL injection in query parameters on %s', (kind) => {
  let t: TestApp;
  let customer: TestUser;
  let admin: TestUser;
  /** Every GET path of the OpenAPI document with its query parameters. */
  let getRoutes: { path: string; query: string[] }[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    customer = await signUp(t.app);
    admin = await signUpAdmin(t.app, t.database.db);
    const product = await insertProduct(t.database.db);
    // A second product with other words: SQL typed into a search must not match every product.
    await insertProduct(t.database.db, { name: 'Angle grinder', description: 'Cuts steel and stone.' });
    await insertReview(t.database.db);
    await placeOrderFor(t.app, customer, product.id, 2);
    await t.app.inject({ method: 'POST', url: '/api/contact', payload: { email: 'buyer@example.com', subject: 'Hello', message: 'A message to keep.' } });
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, { get?: Operation }> }>();
    getRoutes = Object.entries(document.paths)
      .filter(([, item]) => item.get)
      .map(([path, item]) => ({ path, query: (item.get?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name) }));
  });
  afterAll(() => t.close());

  /** Row counts of every table a successful injection would change or reveal. */
  const counts = async () => ({
    products: await t.database.db.$count(products),
    users: await t.database.db.$count(users),
    sessions: await t.database.db.$count(sessions),
    orders: await t.database.db.$count(orders),
    reviews: await t.database.db.$count(reviews),
    messages: await t.database.db.$count(contactMessages),
  });

  /** The signed-in user a route needs: the guard must let the request reach the query parsing. */
  const callerOf = (path: string): TestUser | undefined => {
    const access = t.app.routeAccess.find((route) => route.method === 'GET' && route.url === path.replace(/\{(\w+)\}/g, ':$1'))?.access;
    if (access === 'admin') return admin;
    if (access === 'user' || access === 'owner') return customer;
    return undefined;
  };
  const get = (url: string, user?: TestUser) => t.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });

  it('finds every paginated list and the status filter among the query parameters', () => {
    const withQuery = Object.fromEntries(getRoutes.filter((route) => route.query.length > 0).map((route) => [route.path, route.query.sort()]));
    expect(withQuery).toEqual({
      '/api/products': ['page', 'pageSize'],
      '/api/search': ['brand', 'category', 'f', 'inStock', 'page', 'pageSize', 'price', 'q', 'sort'],
      '/api/search/suggestions': ['q'],
      '/api/delivery/estimate': ['city', 'postcode'],
      '/api/reviews': ['page', 'pageSize'],
      '/api/products/{id}/reviews': ['page', 'pageSize'],
      '/api/admin/product-reviews': ['page', 'pageSize', 'shown'],
      '/api/orders/mine': ['page', 'pageSize'],
      '/api/orders': ['page', 'pageSize', 'status'],
      '/api/contact-messages': ['page', 'pageSize'],
      '/api/users': ['page', 'pageSize'],
      '/api/users/role-changes': ['page', 'pageSize'],
      '/api/admin/overview': ['from', 'to'],
      '/api/admin/low-stock-notices': ['page', 'pageSize'],
      '/api/admin/product-imports/{id}': ['page', 'pageSize'],
      '/api/admin/products/{id}/stock-movements': ['page', 'pageSize'],
      '/api/discount-codes': ['page', 'pageSize'],
      '/api/admin/trade-accounts': ['page', 'pageSize', 'status'],
      '/api/quotes/mine': ['page', 'pageSize'],
      '/api/admin/quotes': ['page', 'pageSize', 'status'],
      '/api/admin/trade-invoices': ['page', 'pageSize', 'state'],
      '/api/auth/verify-email': ['callbackURL', 'token'],
      '/api/auth/magic-link/verify': ['callbackURL', 'errorCallbackURL', 'token'],
      '/api/auth/reset-password/{token}': ['callbackURL'],
    });
  });

  it('answers 400 with a readable message for every parameter, never 5xx, and changes no data', async () => {
    const before = await counts();
    const failures: string[] = [];
    for (const route of getRoutes.filter((r) => r.query.length > 0)) {
      const path = route.path.replace(/\{\w+\}/g, 'not-a-real-token');
      const user = callerOf(route.path);
      for (const name of route.query) {
        const values = INJECTIONS.map((value) => `${name}=${encodeURIComponent(value)}`);
        // The same parameter twice arrives as an array.
        values.push(`${name}=1&${name}=2`, `${name}=1&${name}=${encodeURIComponent("' OR 1=1--")}`);
        const beside = Object.entries(REQUIRED_BESIDE[route.path] ?? {})
          .filter(([other]) => other !== name)
          .map(([other, value]) => `${other}=${encodeURIComponent(value)}&`)
          .join('');
        for (const query of values) {
          const response = await get(`${path}?${beside}${query}`, user);
          const label = `GET ${path}?${query.slice(0, 60)} → ${response.statusCode} ${response.body.slice(0, 160)}`;
          // Search words are free text: SQL in them is looked for as words, so it never matches every product.
          const searchedFor = FREE_TEXT.has(`${route.path} ${name}`) && response.statusCode === 200 && (!query.includes('&') || REPEATABLE_FREE_TEXT.has(`${route.path} ${name}`)) && query.length < 300;
          if (searchedFor) {
            const found = response.json<{ items?: unknown[]; products?: unknown[] }>();
            if ((found.items ?? found.products ?? []).length >= 2) failures.push(`${label}: matched every product`);
          } else if (response.statusCode !== 400) failures.push(label);
          else {
            const problem = response.json<{ code: string; detail: string; errors?: { field: string; message: string }[] }>();
            const error = problem.errors?.[0];
            const readable = problem.code === 'VALIDATION_FAILED' && error?.field === name && !GENERIC_MESSAGE.test(error.message) && error.message.length < 120 && !error.message.includes(query.slice(name.length + 1, name.length + 11));
            if (!readable || !String(response.headers['content-type']).includes('application/problem+json')) failures.push(label);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  it('ignores unknown query parameters, and injection-like path parameters find nothing', async () => {
    const before = await counts();
    const failures: string[] = [];
    for (const route of getRoutes) {
      if (route.path === '/api/orders/events') continue; // an endless stream
      const user = callerOf(route.path);
      if (route.path.includes('{')) {
        for (const value of INJECTIONS) {
          const response = await get(route.path.replace(/\{\w+\}/g, encodeURIComponent(value)), user);
          if (response.statusCode >= 500 || (response.statusCode < 300 && !route.path.startsWith('/api/auth/'))) failures.push(`${route.path} with ${value.slice(0, 30)} → ${response.statusCode}`);
        }
        continue;
      }
      const plain = await get(route.path, user);
      const unknown = { search: "' OR 1=1--", sort: 'name; DROP TABLE users;--', 'id[]': '1' };
      const junkQuery = Object.entries(unknown).filter(([name]) => !route.query.includes(name)).map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
      const junk = await get(`${route.path}?${junkQuery.join('&')}`, user);
      if (junk.statusCode !== plain.statusCode || (plain.statusCode === 200 && junk.body !== plain.body)) failures.push(`${route.path}: ${plain.statusCode} vs ${junk.statusCode}`);
    }
    expect(failures).toEqual([]);
    expect(await counts()).toEqual(before);
  });
});
