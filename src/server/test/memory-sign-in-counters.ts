import { refusedFor, type FailureLimit, type SignInCounters, type TakeAnswer } from '../modules/accounts/sign-in-limiter.js';

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Sign-in counters in one process's memory, for unit tests of the limiter's rules on a clock the
 * test moves (the shop itself counts in the database or Redis: sign-in-counters.ts). Each operation
 * runs without awaiting, so it is atomic here.
 */
export class MemorySignInCounters implements SignInCounters {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly now: () => number) {}

  async takeAll(keys: { key: string; limit: FailureLimit }[]): Promise<TakeAnswer> {
    const full = keys.flatMap(({ key, limit }) => {
      const window = this.current(key);
      return window && window.count >= limit.max ? [window.resetAt - this.now()] : [];
    });
    if (full.length > 0) return refusedFor(full);
    for (const { key, limit } of keys) {
      const window = this.current(key);
      if (window) window.count += 1;
      else this.windows.set(key, { count: 1, resetAt: this.now() + limit.windowMs });
    }
    return { taken: true };
  }

  async giveBack(key: string): Promise<void> {
    const window = this.current(key);
    if (window) window.count = Math.max(0, window.count - 1);
  }

  async clear(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private current(key: string): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.resetAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }
}
