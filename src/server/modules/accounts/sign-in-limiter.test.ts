import { describe, expect, it } from 'vitest';
import { MemorySignInCounters } from '../../test/memory-sign-in-counters.js';
import { SignInLimiter } from './sign-in-limiter.js';

describe('sign-in limits', () => {
  const limits = { perAccount: { max: 3, windowMs: 60_000 }, perAccountEverywhere: { max: 6, windowMs: 60_000 }, perClient: { max: 5, windowMs: 60_000 }, perDevice: { max: 2, windowMs: 60_000 } };
  const limiterAt = (clock: { now: number }) => new SignInLimiter(limits, new MemorySignInCounters(() => clock.now));

  it('counts each attempt before its password is checked, so a burst gets no more than the limit', async () => {
    const limiter = limiterAt({ now: 0 });
    const fromOne = await Promise.all(Array.from({ length: 40 }, () => limiter.begin('ann@example.com', '10.0.0.1', null)));
    expect(fromOne.filter((start) => start.attempt)).toHaveLength(3);
    // Spread over many networks, the account's ceiling across networks holds.
    const spread = await Promise.all(Array.from({ length: 40 }, (_, i) => limiter.begin('ann@example.com', `10.0.1.${i}`, null)));
    expect(spread.filter((start) => start.attempt)).toHaveLength(3);
  });

  it('locks an account for the network its failures come from, until the window has passed; a success forgets them', async () => {
    const clock = { now: 1_000_000 };
    const limiter = limiterAt(clock);
    for (let i = 0; i < 3; i += 1) expect((await limiter.begin('ann@example.com', '10.0.0.9', null)).attempt).not.toBeNull();
    expect(await limiter.begin('ann@example.com', '10.0.0.9', null)).toEqual({ attempt: null, retryAfterMs: 60_000 });
    clock.now += 59_999;
    expect(await limiter.begin('ann@example.com', '10.0.0.9', null)).toEqual({ attempt: null, retryAfterMs: 1 });
    clock.now += 1;
    const { attempt } = await limiter.begin('ann@example.com', '10.0.0.9', null);
    await attempt!.succeeded();
    for (let i = 0; i < 3; i += 1) expect((await limiter.begin('ann@example.com', '10.0.0.9', null)).attempt).not.toBeNull();
  });

  it("does not lock the owner out from another network with a stranger's failures (issue 39, hole 3); the ceiling across networks still stops guessing spread wide", async () => {
    const limiter = limiterAt({ now: 0 });
    for (let i = 0; i < 3; i += 1) await limiter.begin('owner@example.com', '203.0.113.7', null);
    expect((await limiter.begin('owner@example.com', '203.0.113.7', null)).attempt).toBeNull();
    const owner = await limiter.begin('owner@example.com', '198.51.100.20', null);
    expect(owner.attempt).not.toBeNull();
    await owner.attempt!.succeeded();
    // Three more networks, three failures in all: the account's ceiling of six is reached.
    for (const network of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) expect((await limiter.begin('owner@example.com', network, null)).attempt).not.toBeNull();
    expect((await limiter.begin('owner@example.com', '192.0.2.4', null)).attempt).toBeNull();
  });

  it('limits one client address across accounts; successes do not count against it', async () => {
    const clock = { now: 0 };
    const limiter = limiterAt(clock);
    for (let i = 0; i < 4; i += 1) await limiter.begin(`user${i}@example.com`, '10.1.1.1', null);
    for (let i = 0; i < 3; i += 1) await (await limiter.begin('good@example.com', '10.1.1.1', null)).attempt!.succeeded();
    expect((await limiter.begin('someone@example.com', '10.1.1.1', null)).attempt).not.toBeNull();
    expect((await limiter.begin('someone@example.com', '10.1.1.1', null)).attempt).toBeNull();
    expect((await limiter.begin('someone@example.com', '10.1.1.2', null)).attempt).not.toBeNull();
    clock.now += 60_000;
    expect((await limiter.begin('someone@example.com', '10.1.1.1', null)).attempt).not.toBeNull();
  });

  it('counts the IPv6 addresses of one /64 as one client, and an IPv4-mapped address as its IPv4 address', async () => {
    const limiter = limiterAt({ now: 0 });
    for (let i = 1; i <= 5; i += 1) expect((await limiter.begin(`rotating${i}@example.com`, `2001:db8:7:7::${i.toString(16)}`, null)).attempt).not.toBeNull();
    expect((await limiter.begin('rotating6@example.com', '2001:db8:7:7:a1b2:c3d4:e5f6:1', null)).attempt).toBeNull();
    expect((await limiter.begin('rotating6@example.com', '2001:db8:7:8::1', null)).attempt).not.toBeNull();

    for (let i = 0; i < 5; i += 1) expect((await limiter.begin(`mapped${i}@example.com`, i % 2 ? '::ffff:10.7.7.7' : '10.7.7.7', null)).attempt).not.toBeNull();
    expect((await limiter.begin('mapped5@example.com', '10.7.7.7', null)).attempt).toBeNull();
    expect((await limiter.begin('mapped5@example.com', '::ffff:10.7.7.7', null)).attempt).toBeNull();
    expect((await limiter.begin('mapped5@example.com', '10.7.7.8', null)).attempt).not.toBeNull();
  });

  it("judges a trusted device by its own count: strangers' failures do not lock it out, its own do", async () => {
    const limiter = limiterAt({ now: 0 });
    for (let i = 0; i < 3; i += 1) await limiter.begin('owner@example.com', '10.9.0.9', null);
    expect((await limiter.begin('owner@example.com', '10.9.0.9', null)).attempt).toBeNull();
    expect((await limiter.begin('owner@example.com', '10.9.0.9', 'owners-laptop')).attempt).not.toBeNull();
    expect((await limiter.begin('owner@example.com', '10.9.0.9', 'owners-laptop')).attempt).not.toBeNull();
    expect((await limiter.begin('owner@example.com', '10.9.0.9', 'owners-laptop')).attempt).toBeNull();
    expect((await limiter.begin('owner@example.com', '10.9.0.9', 'owners-phone')).attempt).not.toBeNull();
  });
});
