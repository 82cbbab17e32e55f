import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';

export type LimitStoreKind = 'database' | 'redis';

/** Where limits can be counted in these tests: the database always, Redis when one answers (always in CI). */
export function testLimitStores(): LimitStoreKind[] {
  return inject('redis') ? ['database', 'redis'] : ['database'];
}

/** The Redis URL the global setup found; throws when Redis is not available. */
export function providedRedisUrl(): string {
  const url = inject('redis');
  if (!url) throw new Error('Redis is not available for tests');
  return url;
}

/** A key prefix of its own, so test runs and test files never share counters. */
export function uniqueRedisKeyPrefix(): string {
  return `shop-test:${process.pid}:${randomBytes(4).toString('hex')}:`;
}
