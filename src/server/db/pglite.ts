import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsDir } from '../project-root.js';
import type { Database, DatabaseHandle } from './database.js';
import * as schema from './schema.js';

export interface PgliteOptions {
  /** Folder of the data files; omitted for an in-memory database. */
  dataDir?: string;
  /** A data directory dumped with `dumpDataDir()`, to start from a prepared copy (tests). */
  loadDataDir?: Blob;
}

/** Search needs trigram similarity (migration 0009), which PGlite ships as an extension to load. */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** The embedded default: PostgreSQL compiled to WebAssembly, running in this process. */
export async function openPglite(options: PgliteOptions = {}): Promise<DatabaseHandle & { client: PGlite }> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir, { extensions: PGLITE_EXTENSIONS, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) });
  const db = drizzle(client, { schema }) as unknown as Database;
  return {
    db,
    client,
    kind: 'pglite',
    async migrate() {
      await migrate(drizzle(client, { schema }), { migrationsFolder: migrationsDir });
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async listen(channel, onMessage) {
      const unsubscribe = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) await unsubscribe();
      };
    },
    // One session: its own notifications reach the listeners as the statement that committed them
    // returns, before anything else runs.
    async heardUpToNow() {},
    async close() {
      if (!client.closed) await client.close();
    },
  };
}
