import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountMessages } from '../../../shared/accounts.js';
import { bearerToken, sessionCookie, signUp, signUpAdmin, type TestUser } from '../../test/accounts-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { users } from './accounts.tables.js';

const SOME_ID = '4b0f4a36-2a8d-4c39-9a57-0d8a1f3e0c11';
const HOUR_MS = 60 * 60 * 1000;

/**
 * Better Auth's admin plugin keeps a ban on the user (banned, banReason, banExpires). The ban is set
 * in the database here, as another process or a support script would: the user's sessions are
 * still there, so the shop itself must refuse them.
 */
describe.each(testDatabaseKinds())('banned users on %s', (kind) => {
  let t: TestApp;
  let address = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const ban = (user: TestUser, banExpires: Date | null = null) =>
    t.database.db.update(users).set({ banned: true, banReason: 'Chargebacks', banExpires }).where(eq(users.id, user.id));

  const signIn = (user: TestUser) => {
    address += 1;
    return t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: user.email, password: user.password }, remoteAddress: `10.77.0.${address}` });
  };

  const callAs = (method: string, url: string, headers: Record<string, string>) =>
    t.app.inject({ method: method as 'GET', url: url.replace(/:[a-zA-Z]+/g, SOME_ID), headers, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) });

  it('refuses the session of a banned customer or admin at once on every signed-in route (401)', async () => {
    const customer = await signUp(t.app);
    const admin = await signUpAdmin(t.app, t.database.db);
    // The sessions work before the ban …
    expect((await callAs('GET', '/api/profile', { cookie: customer.cookie })).statusCode).toBe(200);
    expect((await callAs('GET', '/api/users', { cookie: admin.cookie })).statusCode).toBe(200);
    await ban(customer);
    await ban(admin, new Date(Date.now() + HOUR_MS));
    // A change made outside the shop reaches its processes through the database's announcement.
    await vi.waitFor(async () => expect((await callAs('GET', '/api/profile', { cookie: customer.cookie })).statusCode).toBe(401), { timeout: 5000, interval: 20 });
    await vi.waitFor(async () => expect((await callAs('GET', '/api/users', { cookie: admin.cookie })).statusCode).toBe(401), { timeout: 5000, interval: 20 });

    const signedInRoutes = t.app.routeAccess.filter((route) => route.access !== 'public');
    expect(signedInRoutes.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const route of signedInRoutes) {
      for (const [who, user] of [['customer', customer], ['admin', admin]] as const) {
        const response = await callAs(route.method, route.url, { cookie: user.cookie });
        const body = response.statusCode === 401 ? response.json() : null;
        if (response.statusCode !== 401 || body.code !== 'UNAUTHORIZED' || body.detail !== accountMessages.signInRequired) {
          failures.push(`${route.method} ${route.url} as banned ${who}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('shows a banned user as signed out, in the shop session and the Better Auth one, by cookie or bearer token', async () => {
    const customer = await signUp(t.app);
    const token = await bearerToken(t.app, customer);
    await ban(customer);

    await vi.waitFor(async () => expect((await callAs('GET', '/api/session', { cookie: customer.cookie })).json().user).toBeNull(), { timeout: 5000, interval: 20 });
    const authSession = await callAs('GET', '/api/auth/get-session', { cookie: customer.cookie });
    expect(authSession.statusCode).toBe(200);
    expect(authSession.json()).toBeNull();
    expect((await callAs('GET', '/api/profile', { authorization: `Bearer ${token}` })).statusCode).toBe(401);
    // Public pages still answer, as to any visitor.
    expect((await callAs('GET', '/api/reviews', { cookie: customer.cookie })).statusCode).toBe(200);
  });

  it.each([
    ['without an end', null],
    ['that ends in an hour', new Date(Date.now() + HOUR_MS)],
  ])('refuses to sign in a user with a ban %s: 403 with a clear message and no session', async (_label, banExpires) => {
    const customer = await signUp(t.app);
    await ban(customer, banExpires);
    const response = await signIn(customer);
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 403, code: 'FORBIDDEN', detail: accountMessages.accountSuspended });
    expect(String(response.headers['set-cookie'] ?? '')).not.toMatch(/shop\.session_token=[^;]+/);
    // A wrong password still says only "invalid", so the ban tells nothing to someone guessing.
    const guess = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: customer.email, password: 'not the password' }, remoteAddress: '10.78.0.1' });
    expect(guess.statusCode).toBe(401);
    expect(guess.json().detail).toBe(accountMessages.invalidCredentials);
  });

  it('no longer blocks once the ban has expired: the old session works and the user signs in again', async () => {
    const customer = await signUp(t.app);
    await ban(customer, new Date(Date.now() - 1000));

    expect((await callAs('GET', '/api/profile', { cookie: customer.cookie })).statusCode).toBe(200);
    expect((await callAs('GET', '/api/session', { cookie: customer.cookie })).json().user?.id).toBe(customer.id);

    const again = await signIn(customer);
    expect(again.statusCode).toBe(200);
    const fresh = sessionCookie(again.headers['set-cookie']);
    expect((await callAs('GET', '/api/orders/mine', { cookie: fresh })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.id));
    expect(row).toMatchObject({ banned: false, banReason: null, banExpires: null });
  });

  it('lets the user back in when the ban is lifted', async () => {
    const customer = await signUp(t.app);
    await ban(customer);
    expect((await callAs('GET', '/api/profile', { cookie: customer.cookie })).statusCode).toBe(401);
    await t.database.db.update(users).set({ banned: false, banReason: null, banExpires: null }).where(eq(users.id, customer.id));
    expect((await signIn(customer)).statusCode).toBe(200);
  });
});
