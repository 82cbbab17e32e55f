import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts-helpers.js';
import { capturingMailer } from '../../test/capturing-mailer.js';
import { removeRedisKeys } from '../../test/redis-admin.js';
import { redisPassThrough } from '../../test/redis-pass-through.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { limitStoreCases, providedRedisUrl, uniqueRedisKeyPrefix } from '../../test/test-redis.js';
import { CONTACT_RATE_LIMIT } from '../contact/contact.routes.js';
import { users } from './accounts.tables.js';
import { RESET_UNAVAILABLE, SIGN_UP_UNAVAILABLE } from './auth.routes.js';

const cases = limitStoreCases();

const message = { email: 'buyer@example.com', subject: 'Cable drums', message: 'Do you sell NYM-J 3x1.5 by the 100 m drum?' };

function expectUnavailable(answer: LightMyRequestResponse, detail: string) {
  expect(answer.statusCode, answer.body).toBe(503);
  expect(answer.headers['content-type']).toContain('application/problem+json');
  expect(answer.json()).toMatchObject({ status: 503, code: 'UNAVAILABLE', detail });
}

/**
 * Sign-up and reset emails fail closed when their limits cannot be counted (Redis or the database
 * does not answer): refused with a 503 problem, so an outage of the store cannot be used to create
 * accounts in bulk or to flood someone's mailbox with reset emails. The shop's other route limits
 * fail open and keep working.
 */
describe.each(cases)('sign-up and reset emails when their limits cannot be counted in $name', ({ kind, redis }) => {
  let t: TestApp;
  const mailer = capturingMailer();
  const keyPrefix = uniqueRedisKeyPrefix();
  /** Makes the store stop counting while the rest of the shop (accounts, mail) keeps working. */
  let stopCounting: () => Promise<void>;

  beforeAll(async () => {
    if (redis) {
      const through = await redisPassThrough(providedRedisUrl());
      t = await createTestApp(kind, { mailer, env: { REDIS_URL: through.url, REDIS_KEY_PREFIX: keyPrefix } });
      stopCounting = () => through.cut();
    } else {
      t = await createTestApp(kind, { mailer });
      stopCounting = async () => {
        await t.database.db.execute(sql`alter table rate_limit_counters rename to rate_limit_counters_unreachable`);
      };
    }
  });
  afterAll(async () => {
    await t.close();
    if (redis) await removeRedisKeys(providedRedisUrl(), keyPrefix);
  });

  const askReset = (email: string, remoteAddress = '10.78.0.1') => t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email }, remoteAddress });
  const signUpFrom = (email: string, remoteAddress: string) => t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { name: 'Newcomer', email, password: 'correct horse battery' }, remoteAddress });

  it('while the store counts, refuses them over their limits with a 429 problem', async () => {
    for (let i = 0; i < 20; i += 1) expect((await signUpFrom(`bulk-${i}-${Date.now()}@example.com`, '10.78.1.1')).statusCode).toBe(200);
    const tooMany = await signUpFrom(`bulk-over-${Date.now()}@example.com`, '10.78.1.1');
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json()).toMatchObject({ code: 'RATE_LIMITED', detail: 'Too many accounts were created from this address. Please try again later.' });
    expect(Number(tooMany.headers['retry-after'])).toBeGreaterThan(0);

    for (let i = 0; i < 5; i += 1) expect((await askReset('someone@example.com', '10.78.1.2')).statusCode).toBe(200);
    const tooOften = await askReset('someone@example.com', '10.78.1.2');
    expect(tooOften.statusCode).toBe(429);
    expect(tooOften.json()).toMatchObject({ code: 'RATE_LIMITED', detail: 'Too many reset requests. Please wait a few minutes and try again.' });
  });

  it('refuses them with a 503 problem, sending no email and creating no account, while other limited routes still work', async () => {
    const customer = await signUp(t.app);
    expect((await askReset(customer.email)).statusCode).toBe(200);
    expect(mailer.lastTo(customer.email)?.subject).toContain('Reset your');
    const mailsBefore = mailer.sent.length;

    await stopCounting();

    expectUnavailable(await askReset(customer.email), RESET_UNAVAILABLE);
    expect(mailer.sent).toHaveLength(mailsBefore);

    const newcomer = `newcomer-${Date.now()}@example.com`;
    const signedUp = await signUpFrom(newcomer, '10.78.0.2');
    expectUnavailable(signedUp, SIGN_UP_UNAVAILABLE);
    expect(signedUp.headers['set-cookie']).toBeUndefined();
    expect(await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, newcomer))).toEqual([]);

    // The contact form's limit fails open: messages are taken, even beyond its limit, as nothing counts them.
    for (let i = 0; i <= CONTACT_RATE_LIMIT.max; i += 1) {
      expect((await t.app.inject({ method: 'POST', url: '/api/contact', payload: message, remoteAddress: '10.78.0.3' })).statusCode).toBe(201);
    }
  });
});
