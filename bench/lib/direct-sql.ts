import pg from 'pg';
import { openPglite } from '../../src/server/db/pglite.js';
import { SHOP_CONNECTION_OPTIONS } from '../../src/server/db/postgres.js';
import type { BenchDatabase } from './databases.js';

/** Runs SQL on the benchmark's database directly (not through the shop). */
export interface DirectSql {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** Runs `work` in one transaction (BEGIN … COMMIT on one connection). */
  transaction<T>(work: (query: DirectSql['query']) => Promise<T>): Promise<T>;
  /** How many statements can run at once (the pool size; 1 for PGlite). */
  parallelism: number;
  close(): Promise<void>;
}

/** The app's own pool size on PostgreSQL (src/server/db/postgres.ts), so both sides get as many connections (with the same settings). */
export const APP_POOL_SIZE = 10;

export async function openDirectSql(database: BenchDatabase): Promise<DirectSql> {
  if (database.databaseUrl) {
    const pool = new pg.Pool({ connectionString: database.databaseUrl, options: SHOP_CONNECTION_OPTIONS, max: APP_POOL_SIZE });
    pool.on('error', () => undefined);
    const query = async <Row>(text: string, params?: unknown[]) => (await pool.query(text, params)).rows as Row[];
    const transaction = async <T>(work: (query: DirectSql['query']) => Promise<T>) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(async <Row>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as Row[]);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    };
    return {
      query,
      transaction,
      parallelism: APP_POOL_SIZE,
      close: () => pool.end(),
    };
  }
  // PGlite allows one process per data directory: the shop must be stopped while this is open.
  const { client, close } = await openPglite({ dataDir: `${database.dataDir}/pglite` });
  const query = async <Row>(text: string, params?: unknown[]) => (await client.query<Row>(text, params)).rows;
  const transaction = <T>(work: (query: DirectSql['query']) => Promise<T>) =>
    client.transaction((tx) => work(async <Row>(text: string, params?: unknown[]) => (await tx.query<Row>(text, params)).rows));
  return {
    query,
    transaction,
    parallelism: 1,
    close,
  };
}
