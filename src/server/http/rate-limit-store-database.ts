import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Database } from '../db/database.js';
import type { Log } from '../log.js';
import { countUse } from './rate-limit-counters.js';

export interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  /** False for a route that refuses what could not be counted (its limit fails closed). */
  skipOnError?: boolean;
  /** Given by @fastify/rate-limit to `child()`: the route the limit belongs to. */
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A @fastify/rate-limit store keeping route limits in the database (rate_limit_counters), so every
 * app process on it counts against the same limit. Each use is one atomic upsert; the `ttl` given
 * back is what is left of the window, so Retry-After says when the limit lifts.
 */
export function databaseRateLimitStore(db: Database, log: Pick<Log, 'error'>, now: () => number = Date.now) {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly restartWhenOver: boolean;
    private readonly failsOpen: boolean;

    constructor(
      options: StoreOptions,
      private readonly prefix = 'route:',
    ) {
      if (options.exponentialBackoff) throw new Error('The database rate-limit store does not support exponentialBackoff');
      this.restartWhenOver = Boolean(options.continueExceeding);
      this.failsOpen = options.skipOnError !== false;
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number): void {
      const at = now();
      countUse(db, { key: this.prefix + key, max, windowMs: timeWindow, restartWhenOver: this.restartWhenOver }, at).then(
        ({ count, windowEndsAt }) => callback(null, { current: count, ttl: Math.max(0, windowEndsAt - at) }),
        (error: unknown) => {
          log.error({ err: error, key: this.prefix + key }, `rate limit: the database did not count this request${this.failsOpen ? '; it is let through' : ''}`);
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    /** The route's own store (@fastify/rate-limit passes the route's merged limit options). */
    child(routeOptions: object): FastifyRateLimitStore {
      const options = routeOptions as StoreOptions;
      const { method = '', url = '' } = options.routeInfo ?? {};
      return new DatabaseRateLimitStore(options, `${this.prefix}${String(method)}${url}-`);
    }
  }
  return DatabaseRateLimitStore;
}
