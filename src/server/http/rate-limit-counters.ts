import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/database.js';

/**
 * The counters of rate_limit_counters (rate-limit-counters.tables.ts), kept atomic under any number
 * of app processes by PostgreSQL itself: every change is one upsert, or one transaction holding the
 * rows' locks. Times come from the caller's clock (ms since the epoch), so tests can move it.
 */

export interface CounterWanted {
  key: string;
  max: number;
  windowMs: number;
}

const at = (ms: number) => sql`to_timestamp(${ms}::float8 / 1000)`;

/**
 * Adds one to each key when every one is below its max (a window that has ended counts as zero and
 * restarts) and answers []; otherwise adds nothing and answers when the full counters' windows
 * end (ms since the epoch). The rows are locked in key order, so two callers wanting overlapping
 * keys wait for each other instead of deadlocking.
 */
export async function takeAllCounters(db: Database, wanted: CounterWanted[], now: number): Promise<number[]> {
  if (wanted.length === 0) return [];
  const sorted = [...wanted].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return db.transaction(async (tx) => {
    const rows = await rowsOf<{ key: string; count: number; ends_ms: number | string }>(
      tx,
      sql`insert into rate_limit_counters as c (key, count, window_ends_at)
          values ${sql.join(
            sorted.map((w) => sql`(${w.key}, 0, ${at(now + w.windowMs)})`),
            sql`, `,
          )}
          on conflict (key) do update set
            count = case when c.window_ends_at <= ${at(now)} then 0 else c.count end,
            window_ends_at = case when c.window_ends_at <= ${at(now)} then excluded.window_ends_at else c.window_ends_at end
          returning c.key, c.count, (extract(epoch from c.window_ends_at) * 1000)::float8 as ends_ms`,
    );
    const byKey = new Map(rows.map((row) => [row.key, row]));
    const full = sorted.flatMap((w) => {
      const row = byKey.get(w.key);
      return row && Number(row.count) >= w.max ? [Math.round(Number(row.ends_ms))] : [];
    });
    if (full.length > 0) return full;
    await tx.execute(sql`update rate_limit_counters set count = count + 1 where key in (${sql.join(
      sorted.map((w) => sql`${w.key}`),
      sql`, `,
    )})`);
    return [];
  });
}

/** Takes one back from a key whose window is still open (never below zero). */
export async function giveBackCounter(db: Database, key: string, now: number): Promise<void> {
  await db.execute(sql`update rate_limit_counters set count = greatest(count - 1, 0) where key = ${key} and window_ends_at > ${at(now)}`);
}

export async function clearCounter(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limit_counters where key = ${key}`);
}

export interface CounterAfterUse {
  /** Uses in the window, this one included. */
  count: number;
  /** When the window ends (ms since the epoch). */
  windowEndsAt: number;
}

/**
 * Counts one use of `key` in one statement: a new or ended window starts now with a count of 1.
 * With `restartWhenOver`, a use beyond `max` starts the window again (the wait restarts).
 */
export async function countUse(db: Database, use: CounterWanted & { restartWhenOver: boolean }, now: number): Promise<CounterAfterUse> {
  const [row] = await rowsOf<{ count: number; ends_ms: number | string }>(
    db,
    sql`insert into rate_limit_counters as c (key, count, window_ends_at) values (${use.key}, 1, ${at(now + use.windowMs)})
        on conflict (key) do update set
          count = case when c.window_ends_at <= ${at(now)} then 1 else c.count + 1 end,
          window_ends_at = case when c.window_ends_at <= ${at(now)} or (${use.restartWhenOver}::boolean and c.count + 1 > ${use.max}::integer)
                                then excluded.window_ends_at else c.window_ends_at end
        returning c.count, (extract(epoch from c.window_ends_at) * 1000)::float8 as ends_ms`,
  );
  if (!row) throw new Error(`counting a use of ${use.key} returned no row`);
  return { count: Number(row.count), windowEndsAt: Math.round(Number(row.ends_ms)) };
}

const SWEEP_BATCH = 1000;
const SWEEP_MAX_BATCHES = 100;

/**
 * Deletes rows whose window ended (they count as zero anyway), in batches that skip rows another
 * process holds, so it never waits on, nor deadlocks with, a counter in use. Returns how many.
 */
export async function sweepEndedCounters(db: Database, now: number): Promise<number> {
  let swept = 0;
  for (let batch = 0; batch < SWEEP_MAX_BATCHES; batch += 1) {
    const rows = await rowsOf<{ key: string }>(
      db,
      sql`delete from rate_limit_counters where key in (
            select key from rate_limit_counters where window_ends_at <= ${at(now)} limit ${SWEEP_BATCH} for update skip locked)
          returning key`,
    );
    swept += rows.length;
    if (rows.length < SWEEP_BATCH) break;
  }
  return swept;
}
