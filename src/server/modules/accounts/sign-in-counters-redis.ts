import type { Redis } from 'ioredis';
import type { Log } from '../../log.js';
import { countedOrRefused, refusedFor, type FailureLimit, type SignInCounters, type TakeAnswer } from './sign-in-limiter.js';

/**
 * KEYS: the counters; ARGV: now (ms), then each key's max and window (ms). All go up ({1}), or
 * none ({0, ms until the last full key's window ends}).
 */
const TAKE_ALL = `
local now = tonumber(ARGV[1])
local function open_count(key)
  local ends = tonumber(redis.call('HGET', key, 'ends') or '0')
  if ends > now then return tonumber(redis.call('HGET', key, 'count') or '0') end
  return nil
end
local wait = -1
for i, key in ipairs(KEYS) do
  if (open_count(key) or 0) >= tonumber(ARGV[2 * i]) then
    wait = math.max(wait, tonumber(redis.call('HGET', key, 'ends')) - now)
  end
end
if wait >= 0 then return {0, wait} end
for i, key in ipairs(KEYS) do
  local window = tonumber(ARGV[2 * i + 1])
  if open_count(key) then
    redis.call('HINCRBY', key, 'count', 1)
  else
    redis.call('HSET', key, 'count', 1, 'ends', string.format('%.0f', now + window))
    redis.call('PEXPIRE', key, window)
  end
end
return {1}
`;

/** KEYS[1]: the counter; ARGV[1]: now (ms). One back, if its window is open and it is above zero. */
const GIVE_BACK = `
local ends = tonumber(redis.call('HGET', KEYS[1], 'ends') or '0')
if ends > tonumber(ARGV[1]) and tonumber(redis.call('HGET', KEYS[1], 'count') or '0') > 0 then
  redis.call('HINCRBY', KEYS[1], 'count', -1)
end
return 1
`;

/**
 * Sign-in counters in Redis (REDIS_URL), shared by every app process using it: one Lua script
 * checks and raises all keys of an attempt, so it is atomic. When Redis does not answer, signing
 * in fails closed: a 503 problem rather than an attempt nobody counted.
 */
export class RedisSignInCounters implements SignInCounters {
  constructor(
    private readonly redis: Redis,
    private readonly options: { keyPrefix: string; log: Pick<Log, 'error'>; now?: () => number },
  ) {}

  async takeAll(keys: { key: string; limit: FailureLimit }[]): Promise<TakeAnswer> {
    const args = keys.flatMap(({ limit }) => [limit.max, limit.windowMs]);
    const [taken, waitMs] = (await this.run(() => this.redis.eval(TAKE_ALL, keys.length, ...keys.map(({ key }) => this.keyOf(key)), this.now(), ...args))) as [number, number?];
    return taken === 1 ? { taken: true } : refusedFor([Number(waitMs ?? 0)]);
  }

  async giveBack(key: string): Promise<void> {
    await this.run(() => this.redis.eval(GIVE_BACK, 1, this.keyOf(key), this.now()));
  }

  async clear(key: string): Promise<void> {
    await this.run(() => this.redis.del(this.keyOf(key)));
  }

  private keyOf(key: string): string {
    return `${this.options.keyPrefix}sign-in:${key}`;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private run<T>(command: () => Promise<T>): Promise<T> {
    return countedOrRefused(this.options.log, 'Redis', command);
  }
}
