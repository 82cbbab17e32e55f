import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../project-root.js';
import type { Database, DatabaseHandle } from './database.js';
import * as schema from './schema.js';

/** Any constant: several app processes starting at once take turns migrating under this lock. */
const MIGRATION_LOCK_ID = 72_210_001;

export interface PostgresOptions {
  url: string;
  poolSize?: number;
  /** How often a listening connection is checked to be alive (ms); 10 s unless set. */
  listenHeartbeatMs?: number;
  /** How a lost listening connection waits before it reconnects: a second, unless a test runs the attempt itself. */
  scheduleListenRetry?: (attempt: () => Promise<void>) => void;
}

/**
 * Settings of every connection of the shop. Just-in-time compilation is off: PostgreSQL compiles a
 * statement whose estimated cost passes `jit_above_cost`, and the shop's statements (a search
 * with specification filters over 100,000 products among them) are short ones where compiling
 * took longer than running — 378 ms of a 516 ms search.
 */
export const SHOP_CONNECTION_OPTIONS = '-c jit=off';

const retryAfterASecond = (attempt: () => Promise<void>) => void setTimeout(() => void attempt(), 1000);

/** A PostgreSQL server reached over the network through a connection pool. */
/**
 * `ask`, shared: a call while one is on its way waits for it and then for one more, which every
 * call made meanwhile shares (a call must see a question asked after it began).
 */
function sharedRoundTrip(ask: () => Promise<void>): () => Promise<void> {
  let current: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const start = (): Promise<void> => {
    const trip = ask().finally(() => {
      if (current === trip) current = null;
    });
    current = trip;
    return trip;
  };
  return () => {
    if (!current) return start();
    next ??= current.then(() => {
      next = null;
      return start();
    });
    return next;
  };
}

export async function openPostgres(options: PostgresOptions): Promise<DatabaseHandle & { pool: pg.Pool }> {
  const pool = new pg.Pool({
    connectionString: options.url,
    options: SHOP_CONNECTION_OPTIONS,
    max: options.poolSize ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
  });
  // A broken idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema }) as unknown as Database;
  let closed = false;
  /** Per channel, the round trips of the connections listening on it (see `heardUpToNow`). */
  const roundTrips = new Map<string, Set<() => Promise<void>>>();
  return {
    db,
    pool,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrate(drizzle(client, { schema }), { migrationsFolder: migrationsDir });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    heardUpToNow(channel) {
      return Promise.all([...(roundTrips.get(channel) ?? [])].map((roundTrip) => roundTrip())).then(() => undefined);
    },
    async listen(channel, onMessage, gaps) {
      // LISTEN needs a connection of its own for as long as we listen; it reconnects if dropped.
      // A connection can also die silently (no reset reaches us), so it is asked a question every
      // `heartbeatMs`: one not answered by the next beat counts as dropped.
      const heartbeatMs = options.listenHeartbeatMs ?? 10_000;
      let client: pg.Client | undefined;
      let stopped = false;
      const schedule = options.scheduleListenRetry ?? retryAfterASecond;
      const retry = () => {
        if (stopped) return;
        schedule(async () => {
          if (stopped) return;
          await connect().then(() => {
            if (!stopped) gaps?.onRestored();
          }, retry);
        });
      };
      const connect = async (): Promise<void> => {
        const next = new pg.Client({
          connectionString: options.url,
          application_name: `shop-listen-${channel}`.slice(0, 63),
          keepAlive: true,
          keepAliveInitialDelayMillis: heartbeatMs,
          connectionTimeoutMillis: 5_000,
        });
        next.on('notification', (message) => {
          if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
        });
        let dropped = false;
        let unanswered = false;
        const heartbeat = setInterval(() => {
          if (unanswered) return drop();
          unanswered = true;
          next.query('select 1').then(() => (unanswered = false), drop);
        }, heartbeatMs);
        heartbeat.unref();
        /**
         * Ends this connection, once. Ending it also fails a connect or LISTEN still waiting, whose
         * caller then retries; a connection that was listening reports the gap and reconnects.
         */
        const drop = () => {
          if (dropped) return;
          dropped = true;
          clearInterval(heartbeat);
          void next.end().catch(() => undefined);
          if (client !== next || stopped) return;
          client = undefined;
          gaps?.onLost();
          retry();
        };
        next.on('error', drop);
        next.on('end', drop);
        try {
          await next.connect();
          await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        } catch (error) {
          drop();
          throw error;
        }
        if (stopped) return drop();
        client = next;
      };
      await connect();
      /**
       * PostgreSQL sends a listening session the notifications committed before its statement,
       * ahead of the statement's answer: one question on the listening connection proves that all
       * of them have been heard. Callers arriving while a question is on its way share the next.
       */
      const roundTrip = sharedRoundTrip(async () => {
        await client?.query('select 1').catch(() => undefined);
      });
      const trips = roundTrips.get(channel) ?? new Set();
      roundTrips.set(channel, trips.add(roundTrip));
      return async () => {
        stopped = true;
        trips.delete(roundTrip);
        await client?.end().catch(() => undefined);
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
