import pg from 'pg';
import { openPglite } from '../../src/server/db/pglite.js';
import type { BenchDatabase } from './databases.js';

/** Runs SQL on the benchmark's database directly (not through the shop). */
export interface DirectSql {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** How many statements can run at once (the pool size; 1 for PGlite). */
  parallelism: number;
  close(): Promise<void>;
}

/** The app's own pool size on PostgreSQL (src/server/db/postgres.ts), so both sides get as many connections. */
export const APP_POOL_SIZE = 10;

export async function openDirectSql(database: BenchDatabase): Promise<DirectSql> {
  if (database.databaseUrl) {
    const pool = new pg.Pool({ connectionString: database.databaseUrl, max: APP_POOL_SIZE });
    pool.on('error', () => undefined);
    const query = async <Row>(text: string, params?: unknown[]) => (await pool.query(text, params)).rows as Row[];
    return {
      query,
      parallelism: APP_POOL_SIZE,
      close: () => pool.end(),
    };
  }
  // PGlite allows one process per data directory: the shop must be stopped while this is open.
  const { client, close } = await openPglite({ dataDir: `${database.dataDir}/pglite` });
  const query = async <Row>(text: string, params?: unknown[]) => (await client.query<Row>(text, params)).rows;
  return {
    query,
    parallelism: 1,
    close,
  };
}
