import { Redis } from 'ioredis';
import type { Log } from '../log.js';

/** The URL without its password, for messages and logs. */
function redactedRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'redis://…';
  }
}

/**
 * Connects to Redis for the shared limit counters, failing at once when it does not answer.
 * Commands never wait for a lost connection (no offline queue, no retries, 2 s timeout): each
 * user of the connection decides what an unanswered command means. It reconnects by itself; an
 * outage is logged once when it starts and once when it ends.
 */
export async function connectRedis(url: string, log: Pick<Log, 'info' | 'error'>): Promise<Redis> {
  const client = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: 5000, commandTimeout: 2000 });
  /** Null until the first connection is up (a failure then is thrown, not logged). */
  let answering: boolean | null = null;
  let firstError: Error | null = null;
  client.on('error', (error: Error) => {
    firstError ??= error;
    if (answering) log.error({ err: error, redis: redactedRedisUrl(url) }, 'Redis does not answer');
    if (answering !== null) answering = false;
  });
  client.on('ready', () => {
    if (answering === false) log.info({ redis: redactedRedisUrl(url) }, 'Redis answers again');
    answering = true;
  });
  try {
    await client.connect();
  } catch (closed) {
    client.disconnect();
    const reason = (firstError ?? (closed as Error)).message;
    throw new Error(`Redis did not answer at REDIS_URL ${redactedRedisUrl(url)}: ${reason}`, { cause: closed });
  }
  return client;
}

/** Closes the connection politely when it is up, at once otherwise. */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'ready') {
    try {
      await client.quit();
      return;
    } catch {
      // Lost while quitting: fall through.
    }
  }
  client.disconnect();
}
