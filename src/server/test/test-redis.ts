import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { testDatabaseKinds, type DatabaseKind } from './test-database.js';

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

/** One case of a test of the shop's limits: counted in the database of `kind`, or in Redis beside it. */
export interface LimitStoreCase {
  name: string;
  kind: DatabaseKind;
  redis: boolean;
}

/**
 * The limit stores to test: the database on each engine, and Redis when one answers, beside
 * PostgreSQL when there is one (as in production).
 */
export function limitStoreCases(): LimitStoreCase[] {
  const redisCaseDatabase: DatabaseKind = testDatabaseKinds().includes('postgres') ? 'postgres' : 'pglite';
  return [
    ...testDatabaseKinds().map((kind) => ({ name: `the database on ${kind}`, kind, redis: false })),
    ...testLimitStores()
      .filter((store) => store === 'redis')
      .map(() => ({ name: `Redis (accounts on ${redisCaseDatabase})`, kind: redisCaseDatabase, redis: true })),
  ];
}
