import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { sessionCookie, signUp } from '../../test/accounts-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTestDatabase, testDatabaseKinds } from '../../test/test-database.js';
import { DEVICE_COOKIE } from './device-cookie.js';
import { DatabaseSignInCounters } from './sign-in-counters-database.js';
import { SIGN_IN_UNAVAILABLE, type SignInCounters } from './sign-in-limiter.js';

/**
 * Signing in when the sign-in counters fail: counting an attempt fails closed (a 503 problem, the
 * password is not checked), while forgetting the attempt of a right password, after its session
 * was created, is only logged: the customer is signed in.
 */
describe.each(testDatabaseKinds())('signing in when the counters do not answer, on %s', (kind) => {
  let t: TestApp;
  let gone: DatabaseHandle;
  const errors: object[] = [];
  /** Counters on a database that has been closed: every call fails, as in an outage. */
  let broken: SignInCounters;
  let working: SignInCounters;
  const use = { counting: 'working' as 'working' | 'broken', takingBack: 'working' as 'working' | 'broken' };
  const pick = (which: 'working' | 'broken') => (which === 'working' ? working : broken);
  const counters: SignInCounters = {
    takeAll: (keys) => pick(use.counting).takeAll(keys),
    giveBack: (key) => pick(use.takingBack).giveBack(key),
    clear: (key) => pick(use.takingBack).clear(key),
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { signInCounters: counters });
    working = new DatabaseSignInCounters(t.database.db, { log: { error: () => {} } });
    gone = await createTestDatabase(kind);
    await gone.close();
    broken = new DatabaseSignInCounters(gone.db, { log: { error: (object) => errors.push(object) } });
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password }, headers: cookie ? { cookie } : {}, remoteAddress: '10.77.0.1' });

  it('signs a right password in although its attempt cannot be taken back from the counters', async () => {
    const customer = await signUp(t.app);
    Object.assign(use, { counting: 'working', takingBack: 'broken' });
    const signedIn = await signIn(customer.email, customer.password);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: sessionCookie(signedIn.headers['set-cookie']) } });
    expect(me.json().user).toMatchObject({ email: customer.email });

    // A browser with a device cookie clears its device's count instead: the same holds.
    const device = [signedIn.headers['set-cookie']].flat().find((c) => String(c).startsWith(`${DEVICE_COOKIE}=`));
    const again = await signIn(customer.email, customer.password, String(device).split(';')[0]);
    expect(again.statusCode, again.body).toBe(200);
    expect(errors.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses with a 503 problem, without checking the password, when the attempt cannot be counted', async () => {
    const customer = await signUp(t.app);
    Object.assign(use, { counting: 'broken', takingBack: 'working' });
    for (const password of [customer.password, 'a wrong guess']) {
      const refused = await signIn(customer.email, password);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(refused.json()).toMatchObject({ code: 'UNAVAILABLE', detail: SIGN_IN_UNAVAILABLE });
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
  });
});
