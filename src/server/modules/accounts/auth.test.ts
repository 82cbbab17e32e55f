import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, tooManySignInAttempts } from '../../../shared/accounts.js';
import { bearerToken, sessionCookie, signUp } from '../../test/accounts-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { users } from './accounts.tables.js';

describe.each(testDatabaseKinds())('sign-up, sign-in and sign-out on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const session = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/session', headers: cookie ? { cookie } : {} }).then((r) => r.json());
  const signIn = (email: string, password: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password }, remoteAddress });

  it('registers, signs the new customer in with an httpOnly SameSite=Lax cookie, and ignores a role sent by the client', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { name: 'Ann Smith', email: 'Ann@Example.com', password: 'password123', role: 'admin' } });
    expect(response.statusCode).toBe(200);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^shop\.session_token=/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect((await session(sessionCookie(response.headers['set-cookie']))).user).toMatchObject({ name: 'Ann Smith', email: 'ann@example.com', role: 'customer' });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'ann@example.com'));
    expect(row?.role).toBe('customer');
  });

  it.each([
    [{ name: '', email: 'a@b.co', password: 'password123' }, 'name', accountMessages.nameRequired],
    [{ name: 'A', email: '', password: 'password123' }, 'email', accountMessages.emailRequired],
    [{ name: 'A', email: 'nope', password: 'password123' }, 'email', accountMessages.emailInvalid],
    [{ name: 'A', email: 'a@b.co', password: '' }, 'password', accountMessages.passwordRequired],
    [{ name: 'A', email: 'a@b.co', password: 'short' }, 'password', accountMessages.passwordTooShort],
    [{ name: 'A', email: 'a@b.co', password: 'x'.repeat(129) }, 'password', accountMessages.passwordTooLong],
  ])('refuses sign-up %j with the form message', async (payload, field, message) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a second account with the same email', async () => {
    const first = await signUp(t.app);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { name: 'X', email: first.email.toUpperCase(), password: 'another password' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', detail: accountMessages.emailTaken });
  });

  it('answers a wrong password and an unknown email alike: "Invalid email or password"', async () => {
    const user = await signUp(t.app);
    const wrongPassword = await signIn(user.email, 'not the password', '10.1.0.1');
    const unknownEmail = await signIn('nobody@example.com', 'not the password', '10.1.0.1');
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ type: 'about:blank', title: 'Unauthorized', status: 401, detail: accountMessages.invalidCredentials, code: 'UNAUTHORIZED' });
    }
    const ok = await signIn(user.email, user.password, '10.1.0.1');
    expect(ok.statusCode).toBe(200);
    expect((await session(sessionCookie(ok.headers['set-cookie']))).user.email).toBe(user.email);
  });

  it('validates sign-in with the form messages', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: 'x', password: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: accountMessages.emailInvalid },
        { field: 'password', message: accountMessages.passwordRequired },
      ]),
    );
  });

  it('locks an account after 5 failed sign-ins from one network, even for the right password, without locking others', async () => {
    const victim = await signUp(t.app);
    const bystander = await signUp(t.app);
    for (let i = 0; i < 5; i += 1) expect((await signIn(victim.email, 'wrong password!', '10.2.0.7')).statusCode).toBe(401);
    const locked = await signIn(victim.email, victim.password, '10.2.0.7');
    expect(locked.statusCode).toBe(429);
    // The wait is what is left of the window that began with the first attempt: at most 15 minutes, named in the message.
    const waitSeconds = Number(locked.headers['retry-after']);
    expect(waitSeconds).toBeGreaterThan(0);
    expect(waitSeconds).toBeLessThanOrEqual(15 * 60);
    expect(locked.json().detail).toBe(tooManySignInAttempts(waitSeconds));
    expect((await signIn(bystander.email, bystander.password, '10.2.0.99')).statusCode).toBe(200);
  });

  it('limits failed sign-ins per client address across accounts', async () => {
    const accounts = await Promise.all(Array.from({ length: 5 }, () => signUp(t.app)));
    for (let i = 0; i < 20; i += 1) {
      const account = accounts[i % accounts.length];
      expect((await signIn(account?.email ?? '', 'wrong password!', '10.3.0.1')).statusCode).toBe(401);
    }
    expect((await signIn(accounts[0]?.email ?? '', accounts[0]?.password ?? '', '10.3.0.1')).statusCode).toBe(429);
    expect((await signIn(accounts[0]?.email ?? '', accounts[0]?.password ?? '', '10.3.0.2')).statusCode).toBe(200);
  });

  it('ends the session on the server at sign-out', async () => {
    const user = await signUp(t.app);
    expect((await session(user.cookie)).user?.id).toBe(user.id);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: user.cookie }, payload: {} });
    expect(out.statusCode).toBe(200);
    expect((await session(user.cookie)).user).toBeNull();
  });

  it('accepts a bearer token for programmatic clients', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { name: 'Bot', email: 'bot@example.com', password: 'password123' } });
    expect(response.statusCode).toBe(200);
    const token = await bearerToken(t.app, { email: 'bot@example.com', password: 'password123' });
    const me = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('bot@example.com');
  });

  it('treats a forged session cookie as no session', async () => {
    const user = await signUp(t.app);
    const forged = user.cookie.replace(/=(.)/, (_m, c: string) => `=${c === 'a' ? 'b' : 'a'}`);
    expect((await session(forged)).user).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: forged } })).statusCode).toBe(401);
  });

  it('exposes only the auth endpoints the shop uses', async () => {
    const admin = await signUp(t.app, { email: 'boss2@example.com' });
    for (const url of ['/api/auth/admin/set-role', '/api/auth/admin/remove-user', '/api/auth/update-user', '/api/auth/delete-user']) {
      const response = await t.app.inject({ method: 'POST', url, headers: { cookie: admin.cookie }, payload: { userId: admin.id, role: 'admin' } });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
