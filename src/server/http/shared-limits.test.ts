import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tooManySignInAttempts } from '../../shared/accounts.js';
import { contactMessages } from '../../shared/schemas/contact.js';
import { ConfigError, loadConfig } from '../config.js';
import { rowsOf } from '../db/database.js';
import { connectRedis } from './redis-connection.js';
import { CONTACT_RATE_LIMIT } from '../modules/contact/contact.routes.js';
import { SIGN_IN_UNAVAILABLE } from '../modules/accounts/sign-in-limiter.js';
import { signUp } from '../test/accounts-helpers.js';
import { redisKeysUnder, removeRedisKeys } from '../test/redis-admin.js';
import { redisPassThrough } from '../test/redis-pass-through.js';
import { createTestApp } from '../test/test-app.js';
import { limitStoreCases, providedRedisUrl, uniqueRedisKeyPrefix } from '../test/test-redis.js';
import { createTwoAppsOnOneDatabase, type TwoApps } from '../test/two-apps-one-database.js';

const message = { email: 'buyer@example.com', subject: 'Breakers', message: 'Can you deliver 200 C16 breakers by Friday?' };

const cases = limitStoreCases();

/**
 * Several app processes count their limits in one place (the database, or Redis with REDIS_URL),
 * so N processes do not allow N times the limit: two app instances on one database share the
 * sign-in limit and route limits, also for attempts that arrive at once.
 */
describe.each(cases)('limits shared by two app instances, counted in $name', ({ kind, redis }) => {
  let apps: TwoApps;
  const keyPrefix = uniqueRedisKeyPrefix();
  beforeAll(async () => {
    apps = await createTwoAppsOnOneDatabase(kind, redis ? { REDIS_URL: providedRedisUrl(), REDIS_KEY_PREFIX: keyPrefix } : {});
  });
  afterAll(async () => {
    await apps.close();
    if (redis) await removeRedisKeys(providedRedisUrl(), keyPrefix);
  });

  let address = 0;
  const nextAddress = () => `10.70.${Math.floor((address += 1) / 250)}.${address % 250}`;
  const both = () => [apps.a, apps.b] as const;
  const signIn = (app: TwoApps['a'], email: string, password: string, remoteAddress = nextAddress()) =>
    app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password }, remoteAddress });
  const contact = (app: TwoApps['a'], remoteAddress: string) => app.inject({ method: 'POST', url: '/api/contact', payload: message, remoteAddress });
  const databaseCounters = async (prefix: string) =>
    (await rowsOf<{ n: number }>(apps.database.db, sql`select count(*)::int as n from rate_limit_counters where key like ${`${prefix}%`}`))[0]?.n ?? 0;

  it('shares the sign-in limit: failures split across both, then the next attempt is refused on either', async () => {
    const owner = await signUp(apps.a);
    const stranger = nextAddress();
    for (let i = 0; i < 5; i += 1) expect((await signIn(both()[i % 2]!, owner.email, `wrong password ${i}`, stranger)).statusCode).toBe(401);
    for (const app of both()) {
      const refused = await signIn(app, owner.email, owner.password, stranger);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', detail: tooManySignInAttempts(Number(refused.headers['retry-after'])) });
    }
    if (redis) {
      // The account's count on the stranger's network, and across networks.
      expect((await redisKeysUnder(providedRedisUrl(), `${keyPrefix}sign-in:account:`)).sort()).toEqual([`${keyPrefix}sign-in:account:${owner.email}`, `${keyPrefix}sign-in:account:${owner.email}:${stranger}`]);
      expect(await databaseCounters('sign-in:')).toBe(0);
    } else {
      expect(await databaseCounters(`sign-in:account:${owner.email}`)).toBe(2);
    }
  });

  it('shares a route limit, and the refusal says when it lifts', async () => {
    const from = nextAddress();
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i += 1) expect((await contact(both()[i % 2]!, from)).statusCode).toBe(201);
    for (const app of both()) {
      const refused = await contact(app, from);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', detail: contactMessages.rateLimited });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(CONTACT_RATE_LIMIT.timeWindow / 1000 - 60);
      expect(retryAfter).toBeLessThanOrEqual(CONTACT_RATE_LIMIT.timeWindow / 1000);
    }
    expect((await contact(apps.b, nextAddress())).statusCode).toBe(201);
    if (redis) expect(await redisKeysUnder(providedRedisUrl(), `${keyPrefix}route:POST/api/contact-`)).toContain(`${keyPrefix}route:POST/api/contact-${from}`);
    else expect(await databaseCounters(`route:POST/api/contact-${from}`)).toBe(1);
  });

  it('lets exactly the limit through when a burst goes to both at once', async () => {
    const victim = await signUp(apps.a);
    const stranger = nextAddress();
    const guesses = await Promise.all(Array.from({ length: 30 }, (_, i) => signIn(both()[i % 2]!, victim.email, `a wrong guess ${i}`, stranger)));
    expect(guesses.filter((r) => r.statusCode === 401)).toHaveLength(5);
    expect(guesses.filter((r) => r.statusCode === 429)).toHaveLength(25);

    const from = nextAddress();
    const messages = await Promise.all(Array.from({ length: 16 }, (_, i) => contact(both()[i % 2]!, from)));
    expect(messages.filter((r) => r.statusCode === 201)).toHaveLength(CONTACT_RATE_LIMIT.max);
    expect(messages.filter((r) => r.statusCode === 429)).toHaveLength(16 - CONTACT_RATE_LIMIT.max);
  });
});

describe.each(cases.filter((c) => c.redis))('when Redis stops answering ($name)', ({ kind }) => {
  it('refuses sign-in with a 503 problem (fail closed) and lets limited routes through (fail open)', async () => {
    const keyPrefix = uniqueRedisKeyPrefix();
    const redis = await redisPassThrough(providedRedisUrl());
    const t = await createTestApp(kind, { env: { REDIS_URL: redis.url, REDIS_KEY_PREFIX: keyPrefix } });
    try {
      const owner = await signUp(t.app);
      const signIn = () => t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: owner.email, password: owner.password }, remoteAddress: '10.71.0.1' });
      expect((await signIn()).statusCode).toBe(200);

      await redis.cut();
      const refused = await signIn();
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ code: 'UNAVAILABLE', detail: SIGN_IN_UNAVAILABLE });
      for (let i = 0; i <= CONTACT_RATE_LIMIT.max; i += 1) {
        expect((await t.app.inject({ method: 'POST', url: '/api/contact', payload: message, remoteAddress: '10.71.0.2' })).statusCode).toBe(201);
      }
    } finally {
      await t.close();
      await removeRedisKeys(providedRedisUrl(), keyPrefix);
    }
  });
});

describe('REDIS_URL', () => {
  it('must be a redis:// or rediss:// URL; the key prefix defaults to shop:', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(new ConfigError('Invalid REDIS_URL: must start with redis:// or rediss:// (got "http://cache:6379")'));
    expect(loadConfig({ REDIS_URL: 'rediss://:secret@cache:6380/2' }).redis).toEqual({ url: 'rediss://:secret@cache:6380/2', keyPrefix: 'shop:' });
    expect(loadConfig({}).redis).toBeUndefined();
  });

  it('stops start-up with a clear message, without the password, when Redis does not answer', async () => {
    const failed = await connectRedis('redis://:s3cret@127.0.0.1:1', { error: () => {}, info: () => {} }).catch((error: unknown) => error as Error);
    expect(failed).toBeInstanceOf(Error);
    expect((failed as Error).message).toMatch(/^Redis did not answer at REDIS_URL redis:\/\/:\*\*\*@127\.0\.0\.1:1\/?: connect ECONNREFUSED/);
  });
});
