import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../../../shared/accounts.js';
import { sessionCookie, signUp, signUpConfirmed } from '../../test/accounts-helpers.js';
import { capturingMailer } from '../../test/capturing-mailer.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { users } from './accounts.tables.js';

/**
 * Issue 39, hole 3: strangers' failed passwords may hold the password sign-in of a network, but the
 * owner of the address still gets in, with a link emailed to it. The link works once, makes no
 * account, and goes only to a confirmed address of an account not banned (any other address is
 * sent nothing, with the same answer).
 */
describe.each(testDatabaseKinds())('the emailed sign-in link on %s', (kind) => {
  let t: TestApp;
  const mailer = capturingMailer();
  beforeAll(async () => {
    t = await createTestApp(kind, { mailer, env: { PUBLIC_URL: 'https://shop.example' } });
  });
  afterAll(() => t.close());

  let address = 0;
  const nextAddress = () => `10.61.${Math.floor((address += 1) / 250)}.${address % 250}`;
  const askLink = (email: string, returnTo?: string, remoteAddress = nextAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-in/magic-link', payload: { email, ...(returnTo === undefined ? {} : { returnTo }) }, remoteAddress });
  const linkIn = (email: string) => {
    const mail = mailer.lastTo(email);
    const link = /https:\/\/shop\.example(\/api\/auth\/magic-link\/verify\?\S+)/.exec(mail?.text ?? '')?.[1];
    if (!link) throw new Error(`no sign-in link mailed to ${email}`);
    return link;
  };
  const sessionOf = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json().user;

  it('lets a locked-out owner in with the link, once, to the page asked for', async () => {
    const owner = await signUpConfirmed(t.app, t.database.db, { name: 'Owen Owner' });
    const office = nextAddress();
    for (let i = 0; i < 6; i += 1) await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: owner.email, password: `stranger guess ${i}` }, remoteAddress: office });
    const locked = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: owner.email, password: owner.password }, remoteAddress: office });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().detail).toContain('have a sign-in link emailed to you');

    const asked = await askLink(owner.email, '/checkout', office);
    expect([asked.statusCode, asked.json().message]).toEqual([200, accountMessages.signInLinkSent]);
    const mail = mailer.lastTo(owner.email);
    expect(mail?.subject).toBe('Your sign-in link for Volt & Bolt');
    expect(mail?.text).not.toContain('Owen');

    const link = linkIn(owner.email);
    const opened = await t.app.inject({ method: 'GET', url: link, remoteAddress: office });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('https://shop.example/checkout');
    const signedIn = sessionCookie(opened.headers['set-cookie']);
    expect(await sessionOf(signedIn)).toMatchObject({ email: owner.email, emailVerified: true });
    // The password still works elsewhere.
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: owner.email, password: owner.password }, remoteAddress: nextAddress() })).statusCode).toBe(200);

    const again = await t.app.inject({ method: 'GET', url: link, remoteAddress: office });
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toMatch(/^https:\/\/shop\.example\/login\?link=expired&error=/);
    expect(again.headers['set-cookie'] ?? '').not.toMatch(/shop\.session_token=[^;]/);
  });

  it('answers the same for an address without an account, an unconfirmed one and a banned one, and sends them nothing', async () => {
    const nobody = `nobody-${kind}@example.com`;
    // Registered by someone who never confirmed it (perhaps not its owner): a link would confirm it and end that password.
    const unconfirmed = await signUp(t.app, { name: 'URGENT call +1-555-0100' });
    const banned = await signUpConfirmed(t.app, t.database.db);
    await t.database.db.update(users).set({ banned: true }).where(eq(users.id, banned.id));
    for (const email of [nobody, unconfirmed.email, banned.email]) {
      const before = mailer.sent.filter((mail) => mail.to === email).length;
      const asked = await askLink(email);
      expect([asked.statusCode, asked.json().message]).toEqual([200, accountMessages.signInLinkSent]);
      expect(mailer.sent.filter((mail) => mail.to === email)).toHaveLength(before);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: unconfirmed.email, password: unconfirmed.password }, remoteAddress: nextAddress() })).statusCode).toBe(200);
  });

  it('refuses a malformed address and a page outside the shop (400), and a forged token signs nobody in', async () => {
    expect((await askLink('not-an-email')).statusCode).toBe(400);
    const outside = await askLink('someone@example.com', 'https://evil.test/');
    expect([outside.statusCode, outside.json().errors?.[0]?.message]).toEqual([400, accountMessages.returnPathOutside]);
    // Without a page to land on, Better Auth would answer the session in the body: refused.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/magic-link/verify?token=forgedtokenforgedtokenforgedtokn' })).statusCode).toBe(400);
    const forged = await t.app.inject({ method: 'GET', url: '/api/auth/magic-link/verify?token=forgedtokenforgedtokenforgedtokn&callbackURL=%2F&errorCallbackURL=%2Flogin%3Flink%3Dexpired' });
    expect(forged.statusCode).toBe(302);
    expect(forged.headers.location).toMatch(/\/login\?link=expired&error=INVALID_TOKEN/);
    expect(forged.headers['set-cookie'] ?? '').not.toMatch(/shop\.session_token=[^;]/);
  });

  it('limits how many links one client address asks for (429)', async () => {
    const client = nextAddress();
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push((await askLink(`flood-${kind}-${i}@example.com`, undefined, client)).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
