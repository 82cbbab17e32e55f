import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { Database } from '../db/database.js';
import { every } from '../jobs/every.js';
import type { Log } from '../log.js';
import { sweepEndedCounters } from './rate-limit-counters.js';
import { databaseRateLimitStore } from './rate-limit-store-database.js';
import { closeRedis, connectRedis } from './redis-connection.js';

/**
 * Where the shop counts its limits, shared by all app processes: in Redis when REDIS_URL is set,
 * otherwise in the database (rate_limit_counters). Route limits fail open (a request whose use
 * could not be counted is let through and logged: the shop stays usable while the store is
 * down); sign-in fails closed (a 503 problem: an uncounted password guess is never checked), and
 * so do sign-up and reset emails, which set `skipOnError: false` on their routes
 * (accounts/auth.routes.ts), so an outage opens no door to mass sign-ups or mail-bombing.
 */
export interface LimitCounters {
  /** Options for @fastify/rate-limit: the store of route limits. */
  routeLimits: Pick<RateLimitPluginOptions, 'store' | 'redis' | 'nameSpace' | 'skipOnError'>;
  /** Where other counters live, the sign-in limiter's (modules/accounts/sign-in-counters.ts). */
  store: SharedLimitStore;
  /** Stops sweeping and closes the Redis connection. */
  close(): Promise<void>;
}

/** The store the shop's limits are counted in: Redis (keys under `keyPrefix`), or the database. */
export type SharedLimitStore = { kind: 'redis'; client: Redis; keyPrefix: string } | { kind: 'database'; db: Database };

/** How often each process deletes ended windows from the database. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

export interface LimitCountersOptions {
  redis: { url: string; keyPrefix: string } | undefined;
  db: Database;
  log: Pick<Log, 'info' | 'error'>;
}

export async function openLimitCounters({ redis, db, log }: LimitCountersOptions): Promise<LimitCounters> {
  if (redis) {
    const client = await connectRedis(redis.url, log);
    return {
      routeLimits: { redis: client, nameSpace: `${redis.keyPrefix}route:`, skipOnError: true },
      store: { kind: 'redis', client, keyPrefix: redis.keyPrefix },
      close: () => closeRedis(client),
    };
  }
  const stopSweeping = every(SWEEP_EVERY_MS, 'sweep ended rate-limit windows', () => sweepEndedCounters(db, Date.now()), log);
  return {
    routeLimits: { store: databaseRateLimitStore(db, log), skipOnError: true },
    store: { kind: 'database', db },
    close: stopSweeping,
  };
}
