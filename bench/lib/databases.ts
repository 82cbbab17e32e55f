import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type DatabaseKind = 'pglite' | 'postgres';

export const databaseLabel = (kind: DatabaseKind) => (kind === 'pglite' ? 'PGlite' : 'PostgreSQL');

/** Where the benchmark creates its PostgreSQL databases (one per run, dropped afterwards). */
export const postgresAdminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  kind: DatabaseKind;
  dataDir: string;
  databaseUrl?: string;
  dispose(): Promise<void>;
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresAdminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function postgresAvailable(): Promise<boolean> {
  try {
    await adminQuery('select 1');
    return true;
  } catch {
    return false;
  }
}

let created = 0;

/** An empty data directory, and for PostgreSQL an empty database of its own. */
export async function createBenchDatabase(kind: DatabaseKind): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `shop-bench-${kind}-`));
  if (kind === 'pglite') {
    return { kind, dataDir, dispose: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const name = `shop_bench_${process.pid}_${++created}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return {
    kind,
    dataDir,
    databaseUrl: url.toString(),
    dispose: async () => {
      await adminQuery(`drop database if exists ${name} with (force)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
