import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../../../shared/accounts.js';
import { sessionCookie, signUp } from '../../test/accounts-helpers.js';
import { capturingMailer } from '../../test/capturing-mailer.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';

/**
 * Issue 39, hole 3: strangers' failed passwords may hold the password sign-in of a network, but the
 * owner of the address still gets in, with a link emailed to it. The link works once, makes no
 * account, and an address without an account is sent nothing (the same answer).
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
    const owner = await signUp(t.app, { name: 'URGENT call +1-555-0100' });
    const office = nextAddress();
    for (let i = 0; i < 6; i += 1) await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: owner.email, password: `stranger guess ${i}` }, remoteAddress: office });
    const locked = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: owner.email, password: owner.password }, remoteAddress: office });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().detail).toContain('have a sign-in link emailed to you');

    const asked = await askLink(owner.email, '/checkout', office);
    expect([asked.statusCode, asked.json().message]).toEqual([200, accountMessages.signInLinkSent]);
    const mail = mailer.lastTo(owner.email);
    expect(mail?.subject).toBe('Your sign-in link for Volt & Bolt');
    expect(mail?.text).not.toContain('URGENT');

    const link = linkIn(owner.email);
    const opened = await t.app.inject({ method: 'GET', url: link, remoteAddress: office });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('https://shop.example/checkout');
    const signedIn = sessionCookie(opened.headers['set-cookie']);
    // Opening the link proves the address is the owner's: it is confirmed.
    expect(await sessionOf(signedIn)).toMatchObject({ email: owner.email, emailVerified: true });

    const again = await t.app.inject({ method: 'GET', url: link, remoteAddress: office });
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toMatch(/^https:\/\/shop\.example\/login\?link=expired&error=/);
    expect(again.headers['set-cookie'] ?? '').not.toMatch(/shop\.session_token=[^;]/);
  });

  it('answers the same for an address without an account, and sends it nothing', async () => {
    const nobody = `nobody-${kind}@example.com`;
    const asked = await askLink(nobody);
    expect([asked.statusCode, asked.json().message]).toEqual([200, accountMessages.signInLinkSent]);
    expect(mailer.lastTo(nobody)).toBeUndefined();
  });

  it('refuses a malformed address and a page outside the shop (400), and a forged token signs nobody in', async () => {
    expect((await askLink('not-an-email')).statusCode).toBe(400);
    const outside = await askLink('someone@example.com', 'https://evil.test/');
    expect([outside.statusCode, outside.json().errors?.[0]?.message]).toEqual([400, accountMessages.returnPathOutside]);
    const forged = await t.app.inject({ method: 'GET', url: '/api/auth/magic-link/verify?token=forgedtoken&callbackURL=%2F&errorCallbackURL=%2Flogin%3Flink%3Dexpired' });
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
