import path from 'node:path';
import type { Config } from '../config.js';
import type { DatabaseHandle } from './database.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite with its files in DATA_DIR/pglite. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres({ url: config.databaseUrl });
  return openPglite({ dataDir: path.join(config.dataDir, 'pglite') });
}
