import type { SharedLimitStore } from '../../http/rate-limit-store.js';
import type { Log } from '../../log.js';
import { DatabaseSignInCounters } from './sign-in-counters-database.js';
import { RedisSignInCounters } from './sign-in-counters-redis.js';
import type { SignInCounters } from './sign-in-limiter.js';

/** The sign-in counters, kept in the store the shop shares its limits in: Redis or the database. */
export function sharedSignInCounters(store: SharedLimitStore, log: Pick<Log, 'error'>): SignInCounters {
  return store.kind === 'redis' ? new RedisSignInCounters(store.client, { keyPrefix: store.keyPrefix, log }) : new DatabaseSignInCounters(store.db, { log });
}
