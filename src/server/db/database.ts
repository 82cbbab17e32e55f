import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.js';

/** The shop's database, whichever engine is behind it (PGlite or PostgreSQL). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What a service function runs its queries on: the database, or the caller's transaction. */
export type Executor = Database | Transaction;

/**
 * The rows of a hand-written statement (for the few a query builder cannot express), as objects
 * keyed by the column names the statement gives them. Both engines answer `{ rows }`.
 */
export async function rowsOf<Row>(db: Executor, statement: SQL): Promise<Row[]> {
  const result = (await db.execute(statement)) as unknown as { rows: Row[] };
  return result.rows;
}

export interface ListenGaps {
  onLost(): void;
  onRestored(): void;
}

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations in drizzle/ that have not run yet. */
  migrate(): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /**
   * Calls `onMessage` for each NOTIFY on `channel` (from any process); returns the unsubscribe.
   * If the listening connection drops, `gaps.onLost` is called at once and `gaps.onRestored` once
   * it listens again: messages sent in between are lost, so a listener that caches must forget.
   */
  listen(channel: string, onMessage: (payload: string) => void, gaps?: ListenGaps): Promise<() => Promise<void>>;
  /**
   * Resolves once every notification on `channel` committed before the call has reached this
   * process's listeners, so what they keep can be brought up to date before it is read. At once
   * when nothing listens on `channel`.
   */
  heardUpToNow(channel: string): Promise<void>;
  close(): Promise<void>;
}
