import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf, type DatabaseHandle } from '../db/database.js';
import { DatabaseSignInCounters } from '../modules/accounts/sign-in-counters-database.js';
import { createTwoConnections, testDatabaseKinds, type TwoConnections } from '../test/test-database.js';
import { sweepEndedCounters } from './rate-limit-counters.js';
import { databaseRateLimitStore } from './rate-limit-store-database.js';
import { openLimitCounters } from './rate-limit-store.js';

const quietLog = { error: () => {}, info: () => {} };
const minute = 60_000;

/**
 * Route limits in the database (rate_limit_counters), as every app process on it sees them: uses
 * counted per route with the time left in the window, windows that end and restart (on a clock
 * the test moves), sweeping, and exact counts under concurrent use. The sign-in counters' rules
 * are in accounts/sign-in-counters.test.ts.
 */
describe.each(testDatabaseKinds())('limit counters in the database on %s', (kind) => {
  let connections: TwoConnections;
  let database: DatabaseHandle;
  /** A second connection to the same database (its own pool on PostgreSQL). */
  let other: DatabaseHandle;
  beforeAll(async () => {
    connections = await createTwoConnections(kind);
    ({ database, other } = connections);
  });
  afterAll(() => connections.close());

  const countOf = async (key: string) =>
    (await rowsOf<{ count: number }>(database.db, sql`select count from rate_limit_counters where key = ${key}`))[0]?.count ?? null;
  let n = 0;
  const fresh = (name: string) => `${name}-${(n += 1)}`;

  it('counts route uses per route and gives the time left in the window, which restarts when it ends', async () => {
    const clock = { now: 1_800_000_000_000 };
    const Store = databaseRateLimitStore(database.db, quietLog, () => clock.now);
    const root = new Store({});
    const contact = root.child({ routeInfo: { method: 'POST', url: '/api/contact' } });
    const reviews = root.child({ routeInfo: { method: 'POST', url: '/api/reviews' } });
    const incr = (store: typeof contact, key: string, windowMs = minute, max = 2) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) => store.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), windowMs, max));
    const address = fresh('10.0.0.1');

    expect(await incr(contact, address)).toEqual({ current: 1, ttl: minute });
    clock.now += 20_000;
    expect(await incr(contact, address)).toEqual({ current: 2, ttl: 40_000 });
    expect(await incr(contact, address)).toEqual({ current: 3, ttl: 40_000 });
    expect(await incr(reviews, address)).toEqual({ current: 1, ttl: minute });
    expect(await countOf(`route:POST/api/contact-${address}`)).toBe(3);
    clock.now += 40_000;
    expect(await incr(contact, address)).toEqual({ current: 1, ttl: minute });
  });

  it('restarts the wait of a route with continueExceeding at each use beyond its limit', async () => {
    const clock = { now: 1_800_000_000_000 };
    const Store = databaseRateLimitStore(database.db, quietLog, () => clock.now);
    const store = new Store({}).child({ continueExceeding: true, routeInfo: { method: 'GET', url: '/x' } });
    const incr = (key: string) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) => store.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), minute, 1));
    const key = fresh('k');
    expect(await incr(key)).toEqual({ current: 1, ttl: minute });
    clock.now += 30_000;
    expect(await incr(key)).toEqual({ current: 2, ttl: minute });
  });

  it('sweeps rows whose window has ended and keeps the others', async () => {
    const clock = { now: 1_900_000_000_000 };
    const counters = new DatabaseSignInCounters(database.db, { log: quietLog, now: () => clock.now });
    const [ended, open] = [fresh('ended'), fresh('open')];
    await counters.takeAll([{ key: ended, limit: { max: 5, windowMs: 1000 } }]);
    await counters.takeAll([{ key: open, limit: { max: 5, windowMs: minute } }]);
    clock.now += 1000;
    expect(await sweepEndedCounters(database.db, clock.now)).toBeGreaterThanOrEqual(1);
    expect(await countOf(`sign-in:${ended}`)).toBeNull();
    expect(await countOf(`sign-in:${open}`)).toBe(1);
  });

  it('is swept every ten minutes by each process that counts its limits in the database', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const ended = fresh('ended');
      const past = Date.now() - 2 * minute;
      await new DatabaseSignInCounters(database.db, { log: quietLog, now: () => past }).takeAll([{ key: ended, limit: { max: 5, windowMs: 1000 } }]);
      const limits = await openLimitCounters({ redis: undefined, db: database.db, log: quietLog });
      vi.advanceTimersByTime(10 * minute - 1);
      expect(await countOf(`sign-in:${ended}`)).toBe(1);
      vi.advanceTimersByTime(1);
      // Closing waits for the sweep under way.
      await limits.close();
      expect(await countOf(`sign-in:${ended}`)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts every use exactly once when many come at once on two connections', async () => {
    const Store = databaseRateLimitStore(database.db, quietLog);
    const OtherStore = databaseRateLimitStore(other.db, quietLog);
    const stores = [new Store({}).child({ routeInfo: { method: 'POST', url: '/c' } }), new OtherStore({}).child({ routeInfo: { method: 'POST', url: '/c' } })];
    const address = fresh('10.9.9.9');
    const uses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => new Promise<number>((resolve, reject) => stores[i % 2]!.incr(address, (error, result) => (error || !result ? reject(error) : resolve(result.current)), minute, 5))),
    );
    expect(uses.sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });
});
