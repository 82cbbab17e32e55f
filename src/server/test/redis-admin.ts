import { Redis } from 'ioredis';

/** The Redis server the tests use: TEST_REDIS_URL, or the local default. */
export function testRedisUrl(): string {
  return process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
}

/** A connection that gives up at once (no retries, no queue), for checks and clean-up. */
export function openTestRedis(url: string): Redis {
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 3000 });
  redis.on('error', () => {});
  return redis;
}

/** Runs `work` on a fresh connection to `url`, closed afterwards. */
async function withRedis<T>(url: string, work: (redis: Redis) => Promise<T>): Promise<T> {
  const redis = openTestRedis(url);
  await redis.connect();
  try {
    return await work(redis);
  } finally {
    redis.disconnect();
  }
}

/** The keys under `prefix`. */
export function redisKeysUnder(url: string, prefix: string): Promise<string[]> {
  return withRedis(url, async (redis) => {
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, found] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      keys.push(...found);
      cursor = next;
    } while (cursor !== '0');
    return keys;
  });
}

/** Deletes every key under `prefix`. */
export async function removeRedisKeys(url: string, prefix: string): Promise<void> {
  const keys = await redisKeysUnder(url, prefix);
  if (keys.length > 0) await withRedis(url, (redis) => redis.del(...keys));
}
