import type { Database } from '../../db/database.js';
import { clearCounter, giveBackCounter, takeAllCounters } from '../../http/rate-limit-counters.js';
import type { Log } from '../../log.js';
import { countedOrRefused, refusedFor, type FailureLimit, type SignInCounters, type TakeAnswer } from './sign-in-limiter.js';

const PREFIX = 'sign-in:';

/**
 * Sign-in counters in the database, shared by every app process on it (the default store): all
 * keys of an attempt go up in one transaction that holds their rows' locks, so a burst spread over
 * several processes gets exactly the limit. When the database does not answer, signing in fails
 * closed: a 503 problem rather than an attempt nobody counted.
 */
export class DatabaseSignInCounters implements SignInCounters {
  constructor(
    private readonly db: Database,
    private readonly options: { log: Pick<Log, 'error'>; now?: () => number },
  ) {}

  async takeAll(keys: { key: string; limit: FailureLimit }[]): Promise<TakeAnswer> {
    const now = this.now();
    const full = await this.run(() =>
      takeAllCounters(
        this.db,
        keys.map(({ key, limit }) => ({ key: PREFIX + key, max: limit.max, windowMs: limit.windowMs })),
        now,
      ),
    );
    return full.length === 0 ? { taken: true } : refusedFor(full.map((windowEndsAt) => windowEndsAt - now));
  }

  giveBack(key: string): Promise<void> {
    return this.run(() => giveBackCounter(this.db, PREFIX + key, this.now()));
  }

  clear(key: string): Promise<void> {
    return this.run(() => clearCounter(this.db, PREFIX + key));
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private run<T>(command: () => Promise<T>): Promise<T> {
    return countedOrRefused(this.options.log, 'the database', command);
  }
}
