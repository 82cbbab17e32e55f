import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tooManySignInAttempts } from '../../../shared/accounts.js';
import { sessionCookie, signUp, type TestUser } from '../../test/accounts-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { DEVICE_COOKIE } from './device-cookie.js';

/**
 * Online password guessing (SPEC §4, OWASP): a burst of attempts gets no more password checks than
 * the limit; strangers who lock an account out lock out their own network, not its owner elsewhere
 * nor the owner's browser; the session token never appears where a script on the page could read it.
 */
describe.each(testDatabaseKinds())('password guessing and session tokens on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  let address = 0;
  const nextAddress = () => `10.60.${Math.floor((address += 1) / 250)}.${address % 250}`;
  const signIn = (user: Pick<TestUser, 'email'>, password: string, options: { device?: string; remoteAddress?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password },
      headers: options.device ? { cookie: options.device } : {},
      remoteAddress: options.remoteAddress ?? nextAddress(),
    });
  const deviceCookieOf = (setCookie: string | string[] | undefined) => {
    const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
    return (all.find((c) => c.startsWith(`${DEVICE_COOKIE}=`)) ?? '').split(';')[0] ?? '';
  };

  it('checks at most 5 passwords of a burst of 40 sent at once from one network, the right one included', async () => {
    const victim = await signUp(t.app);
    const stranger = nextAddress();
    const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn(victim, i === 39 ? victim.password : `wrong guess ${i}`, { remoteAddress: stranger })));
    const checked = burst.filter((r) => r.statusCode === 401 || r.statusCode === 200);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(40 - checked.length);
    for (const refused of burst.filter((r) => r.statusCode === 429)) expect(refused.json().detail).toBe(tooManySignInAttempts(Number(refused.headers['retry-after'])));
  });

  it('counts one account however its email is written: case and spaces give a guesser no new tries', async () => {
    const victim = await signUp(t.app);
    const [name, domain] = victim.email.split('@') as [string, string];
    const spellings = [victim.email.toUpperCase(), ` ${victim.email} `, `${name[0]!.toUpperCase()}${name.slice(1)}@${domain.toUpperCase()}`, victim.email, `\t${victim.email.toUpperCase()}`];
    const stranger = nextAddress();
    for (const email of spellings) expect((await signIn({ email }, 'wrong password!', { remoteAddress: stranger })).statusCode).toBe(401);
    expect((await signIn({ email: victim.email }, victim.password, { remoteAddress: stranger })).statusCode).toBe(429);
    expect((await signIn({ email: victim.email.toUpperCase() }, victim.password, { remoteAddress: stranger })).statusCode).toBe(429);
  });

  it("keeps the owner signing in, from another network or with the owner's browser, while strangers' guesses lock the account for their own network (issue 39, hole 3)", async () => {
    const owner = await signUp(t.app);
    const first = await signIn(owner, owner.password);
    expect(first.statusCode).toBe(200);
    const device = deviceCookieOf(first.headers['set-cookie']);
    expect(device).toMatch(new RegExp(`^${DEVICE_COOKIE}=`));
    expect(String(first.headers['set-cookie'])).toMatch(/shop\.device=[^;]+; Path=\/api\/auth; Max-Age=\d+; HttpOnly; SameSite=Lax/);

    const stranger = nextAddress();
    for (let i = 0; i < 8; i += 1) expect((await signIn(owner, `stranger guess ${i}`, { remoteAddress: stranger })).statusCode).toBe(i < 5 ? 401 : 429);
    expect((await signIn(owner, owner.password, { remoteAddress: stranger })).statusCode).toBe(429);
    // The owner on another network, without the device cookie (a new phone): not locked out.
    expect((await signIn(owner, owner.password)).statusCode).toBe(200);
    const again = await signIn(owner, owner.password, { device, remoteAddress: stranger });
    expect(again.statusCode).toBe(200);
    expect(sessionCookie(again.headers['set-cookie'])).toMatch(/^shop\.session_token=/);
  });

  it("gives no trust to a forged device cookie or another account's", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const othersDevice = deviceCookieOf((await signIn(other, other.password)).headers['set-cookie']);
    const ownDevice = deviceCookieOf((await signIn(owner, owner.password)).headers['set-cookie']);
    // One character of the signature changed: its first (the last one's low bits are padding, so
    // A and B there can stand for the same bytes).
    const signatureAt = ownDevice.lastIndexOf('.') + 1;
    const forged = `${ownDevice.slice(0, signatureAt)}${ownDevice[signatureAt] === 'A' ? 'B' : 'A'}${ownDevice.slice(signatureAt + 1)}`;
    const stranger = nextAddress();
    for (let i = 0; i < 5; i += 1) await signIn(owner, `stranger guess ${i}`, { remoteAddress: stranger });
    expect((await signIn(owner, owner.password, { device: othersDevice, remoteAddress: stranger })).statusCode).toBe(429);
    expect((await signIn(owner, owner.password, { device: forged, remoteAddress: stranger })).statusCode).toBe(429);
    expect((await signIn(owner, owner.password, { device: ownDevice, remoteAddress: stranger })).statusCode).toBe(200);
  });

  it('locks a trusted device that fails too often itself', async () => {
    const owner = await signUp(t.app);
    const device = deviceCookieOf((await signIn(owner, owner.password)).headers['set-cookie']);
    for (let i = 0; i < 5; i += 1) expect((await signIn(owner, `a typo, number ${i}`, { device })).statusCode).toBe(401);
    expect((await signIn(owner, owner.password, { device })).statusCode).toBe(429);
  });

  it('never puts the session token in a body a browser reads', async () => {
    const email = `tokens-${Date.now()}@example.com`;
    const signedUp = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { name: 'Tia Token', email, password: 'correct horse battery' }, remoteAddress: nextAddress() });
    const signedIn = await signIn({ email }, 'correct horse battery');
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: sessionCookie(signedIn.headers['set-cookie']) } });
    for (const response of [signedUp, signedIn, session]) {
      expect(response.statusCode).toBe(200);
      const cookieToken = sessionCookie(response.headers['set-cookie'] ?? signedIn.headers['set-cookie']).split('=')[1]!.split('.')[0]!;
      expect(response.body).not.toContain(cookieToken);
      expect(response.body).not.toMatch(/"token"/);
    }
    // Signing in or up hands the new session's token to its caller in set-auth-token (for programs; the caller
    // has just given the password), never an answer about an existing session.
    expect(session.headers['set-auth-token']).toBeUndefined();
    expect(session.json()).toMatchObject({ user: { email }, session: { userId: expect.any(String) } });
    expect(signedIn.json()).toMatchObject({ user: { email } });
  });

  it('gives programs a bearer token only when they ask for one, under the same limits', async () => {
    const bot = await signUp(t.app);
    const issued = await t.app.inject({ method: 'POST', url: '/api/auth/token', payload: { email: bot.email, password: bot.password }, remoteAddress: nextAddress() });
    expect(issued.statusCode).toBe(200);
    expect(issued.headers['set-cookie']).toBeUndefined();
    expect(issued.json()).toMatchObject({ token: expect.any(String), tokenType: 'Bearer', expiresIn: 30 * 24 * 60 * 60 });
    const me = await t.app.inject({ method: 'GET', url: '/api/session', headers: { authorization: `Bearer ${issued.json().token}` } });
    expect(me.json().user).toMatchObject({ email: bot.email });

    const guesser = nextAddress();
    for (let i = 0; i < 5; i += 1) {
      const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/token', payload: { email: bot.email, password: `a wrong guess ${i}` }, remoteAddress: guesser });
      expect(wrong.statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/token', payload: { email: bot.email, password: bot.password }, remoteAddress: guesser })).statusCode).toBe(429);
  });
});
