import { AppError } from '../../../shared/errors.js';
import { clientNetwork } from '../../http/client-network.js';
import type { Log } from '../../log.js';

/**
 * Limits password guessing (SPEC §4: repeated failures are rate-limited), counting each attempt
 * BEFORE its password is checked, so a burst sent at once gets no more checks than the limit.
 *
 * Following OWASP's "device cookies": a browser that signed in to an account before carries a
 * device cookie for it (device-cookie.ts). Its attempts are judged by that device's own count, so
 * strangers who lock an account by guessing lock out strangers, not the owner's browser; a device
 * that fails too often is locked itself. Attempts without such a cookie count per account and
 * client network (so a stranger's failures lock out the stranger's network, not the owner's on
 * another), per account across all networks (a higher ceiling), and per client address. A successful sign-in takes its own attempt back and clears the account's (or
 * device's) failures. A client address counts by its network (http/client-network.ts: an IPv6
 * address by its /64), so rotating addresses inside one line gets round nothing.
 *
 * The counters sit behind the async `SignInCounters` interface, shared by the app's processes
 * (sign-in-counters.ts): in the database (sign-in-counters-database.ts) or in Redis
 * (sign-in-counters-redis.ts).
 */
export interface FailureLimit {
  max: number;
  windowMs: number;
}

export interface SignInLimits {
  /** Untrusted clients, per account and client network: a stranger's failures lock out that stranger's network, not the owner on another. */
  perAccount: FailureLimit;
  /** Untrusted clients, per account across every network: a ceiling on guessing spread over many networks. */
  perAccountEverywhere: FailureLimit;
  /** Untrusted clients, per address, across accounts. */
  perClient: FailureLimit;
  /** A browser with a device cookie for the account, per device. */
  perDevice: FailureLimit;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  perAccount: { max: 5, windowMs: 15 * 60 * 1000 },
  perAccountEverywhere: { max: 50, windowMs: 15 * 60 * 1000 },
  perClient: { max: 20, windowMs: 15 * 60 * 1000 },
  perDevice: { max: 5, windowMs: 15 * 60 * 1000 },
};

/** What a store that cannot count says (as AppError UNAVAILABLE): signing in fails closed. */
export const SIGN_IN_UNAVAILABLE = 'Signing in is not possible for a moment. Please try again in a minute.';

/**
 * Runs one command of a counter store; when the store does not answer, logs why and throws the
 * 503 problem, so no password is checked without its attempt being counted.
 */
export async function countedOrRefused<T>(log: Pick<Log, 'error'>, storeName: string, command: () => Promise<T>): Promise<T> {
  try {
    return await command();
  } catch (error) {
    log.error({ err: error }, `sign-in counters: ${storeName} did not answer; refusing sign-in`);
    throw new AppError('UNAVAILABLE', SIGN_IN_UNAVAILABLE);
  }
}

/**
 * What counters answer to an attempt: every key went up, or none did and the attempt may be made
 * again in `retryAfterMs` (when the last of the full keys' windows ends).
 */
export type TakeAnswer = { taken: true } | { taken: false; retryAfterMs: number };

/** The wait a refusal names: the longest of the full keys' windows still to run (ms, never below 0). */
export function refusedFor(windowsLeftMs: readonly number[]): TakeAnswer {
  return { taken: false, retryAfterMs: Math.max(0, ...windowsLeftMs) };
}

/**
 * Counters that go up together, all or none, only while every one is below its limit. A store
 * that cannot count throws AppError('UNAVAILABLE', SIGN_IN_UNAVAILABLE): a 503 problem rather
 * than a password checked without being counted.
 */
export interface SignInCounters {
  /** Adds one to each key when all are below their limits; otherwise adds nothing and says how long until there is room. */
  takeAll(keys: { key: string; limit: FailureLimit }[]): Promise<TakeAnswer>;
  /** Takes one back from a key (an attempt that turned out to succeed). */
  giveBack(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

export interface SignInAttempt {
  /** The password was right: this attempt does not count, and earlier failures are forgotten. */
  succeeded(): Promise<void>;
}

/** An attempt that may go on to the password check, or a refusal with how long until one may. */
export type SignInStart = { attempt: SignInAttempt } | { attempt: null; retryAfterMs: number };

export class SignInLimiter {
  constructor(
    private readonly limits: SignInLimits,
    private readonly counters: SignInCounters,
  ) {}

  /**
   * Counts an attempt for `email` from `clientIp`, by the device `deviceId` when the browser holds
   * a valid device cookie for this account. When a limit is reached the password must not be
   * checked: the answer is a refusal naming when the full limit's window ends.
   */
  async begin(email: string, clientIp: string, deviceId: string | null): Promise<SignInStart> {
    const network = clientNetwork(clientIp);
    const keys = deviceId
      ? [{ key: `device:${deviceId}`, limit: this.limits.perDevice, onSuccess: 'clear' as const }]
      : [
          { key: `account:${email}:${network}`, limit: this.limits.perAccount, onSuccess: 'clear' as const },
          // Shared by every network: the owner's success takes back only its own attempt.
          { key: `account:${email}`, limit: this.limits.perAccountEverywhere, onSuccess: 'giveBack' as const },
          { key: `client:${network}`, limit: this.limits.perClient, onSuccess: 'giveBack' as const },
        ];
    const answer = await this.counters.takeAll(keys.map(({ key, limit }) => ({ key, limit })));
    if (!answer.taken) return { attempt: null, retryAfterMs: answer.retryAfterMs };
    return {
      attempt: {
        succeeded: async () => {
          await Promise.all(keys.map(({ key, onSuccess }) => (onSuccess === 'giveBack' ? this.counters.giveBack(key) : this.counters.clear(key))));
        },
      },
    };
  }
}
