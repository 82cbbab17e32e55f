/**
 * Counts failed sign-ins per account and per client address (SPEC §4: repeated failures are
 * rate-limited). A key that reaches its limit is refused until its window has passed; a
 * successful sign-in clears the account's count. Counters live in this process; several app
 * processes would move them to a shared store behind the same interface.
 */
export interface FailureLimit {
  max: number;
  windowMs: number;
}

export interface SignInLimits {
  perAccount: FailureLimit;
  perClient: FailureLimit;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  perAccount: { max: 5, windowMs: 15 * 60 * 1000 },
  perClient: { max: 20, windowMs: 15 * 60 * 1000 },
};

interface Window {
  count: number;
  resetAt: number;
}

export class SignInLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when another attempt for this account from this client may be tried. */
  allows(email: string, clientIp: string): boolean {
    return this.below(`account:${email}`, this.limits.perAccount) && this.below(`client:${clientIp}`, this.limits.perClient);
  }

  recordFailure(email: string, clientIp: string): void {
    this.bump(`account:${email}`, this.limits.perAccount);
    this.bump(`client:${clientIp}`, this.limits.perClient);
  }

  recordSuccess(email: string): void {
    this.windows.delete(`account:${email}`);
  }

  private current(key: string): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.resetAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private below(key: string, limit: FailureLimit): boolean {
    return (this.current(key)?.count ?? 0) < limit.max;
  }

  private bump(key: string, limit: FailureLimit): void {
    const window = this.current(key);
    if (window) window.count += 1;
    else this.windows.set(key, { count: 1, resetAt: this.now() + limit.windowMs });
    if (this.windows.size > 100_000) this.sweep();
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
