import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/errors.js';
import { closeRedis, connectRedis } from '../../http/redis-connection.js';
import { removeRedisKeys } from '../../test/redis-admin.js';
import { createTwoConnections, testDatabaseKinds, type DatabaseKind } from '../../test/test-database.js';
import { providedRedisUrl, testLimitStores, uniqueRedisKeyPrefix } from '../../test/test-redis.js';
import { DatabaseSignInCounters } from './sign-in-counters-database.js';
import { RedisSignInCounters } from './sign-in-counters-redis.js';
import { SIGN_IN_UNAVAILABLE, type SignInCounters } from './sign-in-limiter.js';

const quietLog = { error: () => {}, info: () => {} };

interface CountersUnderTest {
  /** Counters on their own connection; `which` picks one of two connections to the same store. */
  counters(which: 0 | 1, now: () => number): SignInCounters;
  close(): Promise<void>;
}

async function databaseCounters(kind: DatabaseKind): Promise<CountersUnderTest> {
  const connections = await createTwoConnections(kind);
  const handles = [connections.database, connections.other] as const;
  return {
    counters: (which, now) => new DatabaseSignInCounters(handles[which].db, { log: quietLog, now }),
    close: () => connections.close(),
  };
}

async function redisCounters(): Promise<CountersUnderTest> {
  const url = providedRedisUrl();
  const keyPrefix = uniqueRedisKeyPrefix();
  const clients = [await connectRedis(url, quietLog), await connectRedis(url, quietLog)];
  return {
    counters: (which, now) => new RedisSignInCounters(clients[which]!, { keyPrefix, log: quietLog, now }),
    async close() {
      await Promise.all(clients.map(closeRedis));
      await removeRedisKeys(url, keyPrefix);
    },
  };
}

const stores = [
  ...testDatabaseKinds().map((kind) => ({ name: `the database on ${kind}`, open: () => databaseCounters(kind) })),
  ...testLimitStores()
    .filter((store) => store === 'redis')
    .map(() => ({ name: 'Redis', open: redisCounters })),
];

/**
 * The sign-in counters every store must keep (sign-in-limiter.ts): the keys of one attempt go up
 * together or not at all, windows end on the store's clock (moved by the test), a success gives
 * back or clears, and attempts arriving at once through two connections get exactly the limit.
 */
describe.each(stores)('sign-in counters in $name', ({ open }) => {
  let store: CountersUnderTest;
  beforeAll(async () => {
    store = await open();
  });
  afterAll(() => store.close());

  const limit = (max: number, windowMs = 60_000) => ({ max, windowMs });
  let n = 0;
  const fresh = (name: string) => `${name}:${(n += 1)}`;

  it('raises every key of an attempt together, and none of them once one is at its limit', async () => {
    const counters = store.counters(0, () => 1_800_000_000_000);
    const [account, client] = [fresh('account'), fresh('client')];
    expect((await counters.takeAll([{ key: account, limit: limit(2) }, { key: client, limit: limit(1) }])).taken).toBe(true);
    expect((await counters.takeAll([{ key: account, limit: limit(2) }, { key: client, limit: limit(1) }])).taken).toBe(false);
    // The refused attempt added nothing to the account: one more fits, then it is full.
    expect((await counters.takeAll([{ key: account, limit: limit(2) }])).taken).toBe(true);
    expect((await counters.takeAll([{ key: account, limit: limit(2) }])).taken).toBe(false);
  });

  it('refuses until the window has ended, then starts a new one', async () => {
    const clock = { now: 1_800_000_000_000 };
    const counters = store.counters(0, () => clock.now);
    const key = fresh('device');
    for (let i = 0; i < 2; i += 1) expect((await counters.takeAll([{ key, limit: limit(2) }])).taken).toBe(true);
    clock.now += 59_999;
    expect((await counters.takeAll([{ key, limit: limit(2) }])).taken).toBe(false);
    clock.now += 1;
    expect((await counters.takeAll([{ key, limit: limit(2) }])).taken).toBe(true);
    expect((await counters.takeAll([{ key, limit: limit(2) }])).taken).toBe(true);
    expect((await counters.takeAll([{ key, limit: limit(2) }])).taken).toBe(false);
  });

  it('names the wait of a refusal: until the last full key\'s window ends, on the store\'s clock', async () => {
    const clock = { now: 1_800_000_000_000 };
    const counters = store.counters(0, () => clock.now);
    const [account, client] = [fresh('account'), fresh('client')];
    await counters.takeAll([{ key: account, limit: limit(1, 60_000) }]);
    clock.now += 20_000;
    await counters.takeAll([{ key: client, limit: limit(1, 90_000) }]);
    clock.now += 5_000;
    expect(await counters.takeAll([{ key: account, limit: limit(1, 60_000) }])).toEqual({ taken: false, retryAfterMs: 35_000 });
    // Both full: the attempt may be made again once the later of the two windows has ended.
    expect(await counters.takeAll([{ key: account, limit: limit(1, 60_000) }, { key: client, limit: limit(1, 90_000) }])).toEqual({ taken: false, retryAfterMs: 85_000 });
    clock.now += 35_000;
    expect(await counters.takeAll([{ key: account, limit: limit(1, 60_000) }, { key: client, limit: limit(1, 90_000) }])).toEqual({ taken: false, retryAfterMs: 50_000 });
  });

  it('gives one back (never below zero) and clears a key', async () => {
    const counters = store.counters(0, () => 1_800_000_000_000);
    const key = fresh('client');
    await counters.takeAll([{ key, limit: limit(2) }]);
    await counters.takeAll([{ key, limit: limit(2) }]);
    await counters.giveBack(key);
    expect((await counters.takeAll([{ key, limit: limit(2) }])).taken).toBe(true);
    expect((await counters.takeAll([{ key, limit: limit(2) }])).taken).toBe(false);

    const other = fresh('client');
    await counters.giveBack(other);
    await counters.giveBack(other);
    await counters.takeAll([{ key: other, limit: limit(2) }]);
    await counters.takeAll([{ key: other, limit: limit(2) }]);
    expect((await counters.takeAll([{ key: other, limit: limit(2) }])).taken).toBe(false);

    await counters.clear(key);
    expect((await counters.takeAll([{ key, limit: limit(2) }])).taken).toBe(true);
    expect((await counters.takeAll([{ key, limit: limit(2) }])).taken).toBe(true);
  });

  it('lets exactly the limit through when attempts come at once through two connections', async () => {
    const now = () => Date.now();
    const connections = [store.counters(0, now), store.counters(1, now)];
    const account = fresh('account');
    // Each attempt also counts its own client key, sorting before or after the account's.
    const attempts = Array.from({ length: 40 }, (_, i) =>
      connections[i % 2]!.takeAll([
        { key: `${i % 3 ? 'a' : 'z'}-client:${i}:${n}`, limit: limit(20) },
        { key: account, limit: limit(5) },
      ]),
    );
    expect((await Promise.all(attempts)).filter((answer) => answer.taken)).toHaveLength(5);
  });
});

describe.each(stores.filter((s) => s.name === 'Redis'))('sign-in counters when $name does not answer', () => {
  it('refuse with a 503 problem (fail closed) and log why', async () => {
    const errors: object[] = [];
    const log = { error: (object: object) => errors.push(object), info: () => {} };
    const client = await connectRedis(providedRedisUrl(), log);
    const counters = new RedisSignInCounters(client, { keyPrefix: uniqueRedisKeyPrefix(), log });
    client.disconnect();
    const refused = await counters.takeAll([{ key: 'account:a', limit: { max: 5, windowMs: 60_000 } }]).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'UNAVAILABLE', message: SIGN_IN_UNAVAILABLE });
    expect(errors.length).toBeGreaterThan(0);
  });
});
