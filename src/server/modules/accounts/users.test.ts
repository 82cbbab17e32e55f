import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../../../shared/accounts.js';
import { userMessages, type UserPage } from '../../../shared/schemas/users.js';
import { signUp, signUpAdmin, type TestUser } from '../../test/accounts-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { sessions, users } from './accounts.tables.js';
import { removeUser } from './users.service.js';

describe.each(testDatabaseKinds())('users administration on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signUpAdmin(t.app, t.database.db);
    customer = await signUp(t.app);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, user?: TestUser) =>
    t.app.inject({ method, url, headers: user ? { cookie: user.cookie } : {} });

  it.each([
    ['GET', '/api/users'],
    ['POST', '/api/users/some-id/admin'],
    ['DELETE', '/api/users/some-id'],
  ] as const)('%s %s: 401 for visitors, 403 "Admins only" for customers', async (method, url) => {
    expect((await call(method, url)).statusCode).toBe(401);
    const asCustomer = await call(method, url, customer);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json().detail).toBe(accountMessages.adminsOnly);
  });

  it('lists every account with its role and the count', async () => {
    const response = await call('GET', '/api/users', admin);
    expect(response.statusCode).toBe(200);
    const page = response.json<UserPage>();
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.items.find((u) => u.id === admin.id)?.role).toBe('admin');
    expect(page.items.find((u) => u.id === customer.id)?.role).toBe('customer');
  });

  it('makes a customer an admin, once', async () => {
    const user = await signUp(t.app);
    expect((await call('GET', '/api/users', user)).statusCode).toBe(403);
    const response = await call('POST', `/api/users/${user.id}/admin`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: userMessages.madeAdmin, user: { id: user.id, role: 'admin' } });
    const session = (await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: user.cookie } })).json();
    expect(session.user.role).toBe('admin');
    expect((await call('GET', '/api/users', user)).statusCode).toBe(200);
    const again = await call('POST', `/api/users/${user.id}/admin`, admin);
    expect(again.statusCode).toBe(409);
    expect((await call('POST', '/api/users/no-such-user/admin', admin)).statusCode).toBe(404);
  });

  it('removes a user and signs them out everywhere at once', async () => {
    const user = await signUp(t.app);
    const secondDevice = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: user.email, password: user.password }, remoteAddress: '10.60.0.1' });
    const secondCookie = String(secondDevice.headers['set-cookie']).split(';')[0] ?? '';
    expect((await call('GET', '/api/profile', user)).statusCode).toBe(200);

    const response = await call('DELETE', `/api/users/${user.id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: userMessages.removed });
    expect((await call('GET', '/api/profile', user)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: secondCookie } })).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: user.email, password: user.password }, remoteAddress: '10.60.0.2' });
    expect(signIn.statusCode).toBe(401);
  });

  it('does not let an admin remove themselves', async () => {
    const response = await call('DELETE', `/api/users/${admin.id}`, admin);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(userMessages.notYourself);
    expect((await call('GET', '/api/users', admin)).statusCode).toBe(200);
  });

  it('keeps an admin when two admins remove each other at the same moment', async () => {
    const first = await signUpAdmin(t.app, t.database.db);
    const second = await signUpAdmin(t.app, t.database.db);
    // Leave exactly these two admins.
    await t.database.db.update(users).set({ role: 'customer' }).where(and(eq(users.role, 'admin'), notInArray(users.id, [first.id, second.id])));
    const results = await Promise.allSettled([removeUser(t.database.db, first, second.id, []), removeUser(t.database.db, second, first.id, [])]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason.message).toMatch(new RegExp(`^(${accountMessages.adminsOnly}|${userMessages.lastAdmin})$`));
    expect(await t.database.db.select().from(users).where(eq(users.role, 'admin'))).toHaveLength(1);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  });

  it('refuses a removal by someone who is no longer an admin', async () => {
    const target = await signUp(t.app);
    const demoted = await signUpAdmin(t.app, t.database.db);
    await t.database.db.update(users).set({ role: 'customer' }).where(eq(users.id, demoted.id));
    await expect(removeUser(t.database.db, demoted, target.id, [])).rejects.toThrow(accountMessages.adminsOnly);
    expect(await t.database.db.select().from(users).where(eq(users.id, target.id))).toHaveLength(1);
  });
});
