/**
 * Limits password guessing (SPEC §4: repeated failures are rate-limited), counting each attempt
 * BEFORE its password is checked, so a burst sent at once gets no more checks than the limit.
 *
 * Following OWASP's "device cookies": a browser that signed in to an account before carries a
 * device cookie for it (device-cookie.ts). Its attempts are judged by that device's own count, so
 * strangers who lock an account by guessing lock out strangers, not the owner's browser; a device
 * that fails too often is locked itself. Attempts without such a cookie count per account and per
 * client address. A successful sign-in takes its own attempt back and clears the account's (or
 * device's) failures.
 *
 * Counters live in this process behind the async `SignInCounters` interface; several app
 * processes would put a shared store behind it.
 */
export interface FailureLimit {
  max: number;
  windowMs: number;
}

export interface SignInLimits {
  /** Untrusted clients, per account. */
  perAccount: FailureLimit;
  /** Untrusted clients, per address, across accounts. */
  perClient: FailureLimit;
  /** A browser with a device cookie for the account, per device. */
  perDevice: FailureLimit;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  perAccount: { max: 5, windowMs: 15 * 60 * 1000 },
  perClient: { max: 20, windowMs: 15 * 60 * 1000 },
  perDevice: { max: 5, windowMs: 15 * 60 * 1000 },
};

/** Counters that go up together, all or none, only while every one is below its limit. */
export interface SignInCounters {
  /** Adds one to each key when all are below their limits; false (and nothing added) otherwise. */
  takeAll(keys: { key: string; limit: FailureLimit }[]): Promise<boolean>;
  /** Takes one back from a key (an attempt that turned out to succeed). */
  giveBack(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

export interface SignInAttempt {
  /** The password was right: this attempt does not count, and earlier failures are forgotten. */
  succeeded(): Promise<void>;
}

export class SignInLimiter {
  constructor(
    private readonly limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS,
    private readonly counters: SignInCounters = new MemorySignInCounters(),
  ) {}

  /**
   * Counts an attempt for `email` from `clientIp`, by the device `deviceId` when the browser holds
   * a valid device cookie for this account. Null when a limit is reached: refuse without checking.
   */
  async begin(email: string, clientIp: string, deviceId: string | null): Promise<SignInAttempt | null> {
    const keys = deviceId
      ? [{ key: `device:${deviceId}`, limit: this.limits.perDevice }]
      : [
          { key: `account:${email}`, limit: this.limits.perAccount },
          { key: `client:${clientIp}`, limit: this.limits.perClient },
        ];
    if (!(await this.counters.takeAll(keys))) return null;
    return {
      succeeded: async () => {
        for (const { key } of keys) {
          if (key.startsWith('client:')) await this.counters.giveBack(key);
          else await this.counters.clear(key);
        }
      },
    };
  }
}

interface Window {
  count: number;
  resetAt: number;
}

/** The counters of one process. Each operation runs without awaiting, so it is atomic here. */
export class MemorySignInCounters implements SignInCounters {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly now: () => number = Date.now) {}

  async takeAll(keys: { key: string; limit: FailureLimit }[]): Promise<boolean> {
    if (keys.some(({ key, limit }) => (this.current(key)?.count ?? 0) >= limit.max)) return false;
    for (const { key, limit } of keys) {
      const window = this.current(key);
      if (window) window.count += 1;
      else this.windows.set(key, { count: 1, resetAt: this.now() + limit.windowMs });
    }
    if (this.windows.size > 100_000) this.sweep();
    return true;
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

  private sweep(): void {
    const now = this.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
