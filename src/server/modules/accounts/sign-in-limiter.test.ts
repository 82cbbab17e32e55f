import { describe, expect, it } from 'vitest';
import { SignInLimiter } from './sign-in-limiter.js';

describe('failed sign-in limits', () => {
  const limits = { perAccount: { max: 3, windowMs: 60_000 }, perClient: { max: 5, windowMs: 60_000 } };

  it('locks an account after its failures and lets it try again once the window has passed', () => {
    let now = 1_000_000;
    const limiter = new SignInLimiter(limits, () => now);
    for (let i = 0; i < 3; i += 1) {
      expect(limiter.allows('ann@example.com', `10.0.0.${i}`)).toBe(true);
      limiter.recordFailure('ann@example.com', `10.0.0.${i}`);
    }
    expect(limiter.allows('ann@example.com', '10.0.0.9')).toBe(false);
    now += 59_999;
    expect(limiter.allows('ann@example.com', '10.0.0.9')).toBe(false);
    now += 1;
    expect(limiter.allows('ann@example.com', '10.0.0.9')).toBe(true);
  });

  it('limits one client address across accounts, and a success clears only the account', () => {
    let now = 0;
    const limiter = new SignInLimiter(limits, () => now);
    for (let i = 0; i < 5; i += 1) limiter.recordFailure(`user${i}@example.com`, '10.1.1.1');
    expect(limiter.allows('someone@example.com', '10.1.1.1')).toBe(false);
    expect(limiter.allows('someone@example.com', '10.1.1.2')).toBe(true);
    limiter.recordFailure('bob@example.com', '10.2.2.2');
    limiter.recordFailure('bob@example.com', '10.2.2.2');
    limiter.recordSuccess('bob@example.com');
    limiter.recordFailure('bob@example.com', '10.2.2.3');
    limiter.recordFailure('bob@example.com', '10.2.2.3');
    expect(limiter.allows('bob@example.com', '10.2.2.4')).toBe(true);
    now += 60_000;
    expect(limiter.allows('someone@example.com', '10.1.1.1')).toBe(true);
  });
});
