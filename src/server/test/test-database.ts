import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { openPglite } from '../db/pglite.js';
import { openPostgres } from '../db/postgres.js';
import { adminQuery, quoteIdent, withDatabase } from './postgres-admin.js';

export type DatabaseKind = 'pglite' | 'postgres';

/** The engines the API tests run on: PGlite always, PostgreSQL when one answers (always in CI). */
export function testDatabaseKinds(): DatabaseKind[] {
  return inject('postgres') ? ['pglite', 'postgres'] : ['pglite'];
}

/** A fresh, migrated, empty database of the given kind, for one test file. */
export async function createTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    const dump = new Blob([await readFile(inject('pgliteDump'))]);
    return openPglite({ loadDataDir: dump });
  }
  return (await createPostgresTestDatabase()).database;
}

/** A fresh migrated PostgreSQL database and its URL (dropped when the handle is closed). */
export async function createPostgresTestDatabase(): Promise<{ database: DatabaseHandle; url: string }> {
  const postgres = inject('postgres');
  if (!postgres) throw new Error('PostgreSQL is not available for tests');
  const name = `${postgres.prefix}_${randomBytes(5).toString('hex')}`;
  await adminQuery(postgres.url, `create database ${quoteIdent(name)} template ${quoteIdent(postgres.template)}`);
  const url = withDatabase(postgres.url, name);
  const opened = await openPostgres({ url, poolSize: 20 });
  const database: DatabaseHandle = {
    ...opened,
    async close() {
      await opened.close();
      await adminQuery(postgres.url, `drop database if exists ${quoteIdent(name)} with (force)`);
    },
  };
  return { database, url };
}

/** One fresh database reached through two handles, as two shop processes reach it. */
export interface TwoConnections {
  database: DatabaseHandle;
  /** Its own pool on PostgreSQL; PGlite lives in one process, so there it is `database` itself. */
  other: DatabaseHandle;
  close(): Promise<void>;
}

export async function createTwoConnections(kind: DatabaseKind): Promise<TwoConnections> {
  if (kind === 'pglite') {
    const database = await createTestDatabase(kind);
    return { database, other: database, close: () => database.close() };
  }
  const { database, url } = await createPostgresTestDatabase();
  const other = await openPostgres({ url });
  return {
    database,
    other,
    async close() {
      await other.close();
      await database.close();
    },
  };
}
