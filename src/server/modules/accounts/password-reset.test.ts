import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../../../shared/accounts.js';
import { signUp } from '../../test/accounts-helpers.js';
import { capturingMailer } from '../../test/capturing-mailer.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { verifications } from './accounts.tables.js';

describe.each(testDatabaseKinds())('forgot password on %s', (kind) => {
  let t: TestApp;
  const mailer = capturingMailer();
  beforeAll(async () => {
    t = await createTestApp(kind, { mailer, env: { PUBLIC_URL: 'https://shop.example.com' } });
  });
  afterAll(() => t.close());

  let client = 0;
  const ask = (email: string) => {
    client += 1;
    return t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email }, remoteAddress: `10.7.0.${client}` });
  };
  const tokenFrom = (email: string) => /\/api\/auth\/reset-password\/([^?\s]+)/.exec(mailer.lastTo(email)?.text ?? '')?.[1] ?? '';
  const reset = (token: string, newPassword: string) => t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword } });
  const signIn = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password }, remoteAddress: '10.8.0.1' });

  it('answers the same whether or not the email has an account, and mails only real accounts', async () => {
    const user = await signUp(t.app);
    const known = await ask(user.email);
    const unknown = await ask('stranger@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: accountMessages.resetSent });
    expect(unknown.json()).toEqual(known.json());
    expect(mailer.lastTo('stranger@example.com')).toBeUndefined();
    const mail = mailer.lastTo(user.email);
    expect(mail?.subject).toContain('Reset your');
    expect(mail?.text).toContain('https://shop.example.com/api/auth/reset-password/');
  });

  it('ends the older links when a newer one is sent: only the latest email resets the password', async () => {
    const user = await signUp(t.app);
    await ask(user.email);
    const older = tokenFrom(user.email);
    await ask(user.email);
    const newer = tokenFrom(user.email);
    expect(newer).not.toBe(older);
    const stale = await reset(older, 'a brand new secret');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().detail).toBe(accountMessages.resetInvalid);
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
    expect((await reset(newer, 'a brand new secret')).statusCode).toBe(200);
    expect((await signIn(user.email, 'a brand new secret')).statusCode).toBe(200);
  });

  it('the link leads to the reset page, sets the new password once, and ends every other session', async () => {
    const user = await signUp(t.app);
    await ask(user.email);
    const token = tokenFrom(user.email);
    const link = await t.app.inject({ method: 'GET', url: `/api/auth/reset-password/${token}?callbackURL=%2Freset-password` });
    expect(link.statusCode).toBe(302);
    expect(link.headers.location).toContain(`/reset-password?token=${token}`);

    const done = await reset(token, 'a brand new secret');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: accountMessages.resetDone });
    const oldSession = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: user.cookie } });
    expect(oldSession.statusCode).toBe(401);
    expect((await signIn(user.email, user.password)).statusCode).toBe(401);
    expect((await signIn(user.email, 'a brand new secret')).statusCode).toBe(200);

    const again = await reset(token, 'yet another secret');
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(accountMessages.resetInvalid);
  });

  it('never sends the browser to another site from a tampered reset link', async () => {
    const user = await signUp(t.app);
    await ask(user.email);
    const token = tokenFrom(user.email);
    for (const callbackURL of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', '/.//evil.example', 'javascript:alert(1)', 'evil.example']) {
      for (const linkToken of [token, 'not-a-real-token']) {
        const link = await t.app.inject({ method: 'GET', url: `/api/auth/reset-password/${linkToken}?callbackURL=${encodeURIComponent(callbackURL)}` });
        expect(link.statusCode, callbackURL).toBe(400);
        expect(link.headers.location).toBeUndefined();
        expect(link.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'callbackURL', message: accountMessages.returnPathOutside }] });
      }
    }
    // The untouched link still works.
    const link = await t.app.inject({ method: 'GET', url: `/api/auth/reset-password/${token}?callbackURL=%2Freset-password` });
    expect(link.statusCode).toBe(302);
    expect(new URL(String(link.headers.location)).origin).toBe('https://shop.example.com');
  });

  it('refuses an expired link', async () => {
    const user = await signUp(t.app);
    await ask(user.email);
    const token = tokenFrom(user.email);
    await t.database.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verifications.identifier, `reset-password:${token}`));
    const response = await reset(token, 'a brand new secret');
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(accountMessages.resetInvalid);
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
  });

  it('validates the new password with the form messages', async () => {
    const response = await reset('whatever', 'short');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field: 'newPassword', message: accountMessages.passwordTooShort });
  });
});
