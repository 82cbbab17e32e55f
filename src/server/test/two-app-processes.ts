import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { DatabaseHandle } from '../db/database.js';
import { openPostgres } from '../db/postgres.js';
import { loadShopConfig } from '../modules/shop/shop-config.js';
import { contentDir } from '../project-root.js';
import { capturingMailer } from './capturing-mailer.js';
import { createPostgresTestDatabase } from './test-database.js';

export interface TwoAppProcesses {
  a: FastifyInstance;
  b: FastifyInstance;
  /** a's connection to the shared database. */
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * Two instances of the app on one fresh PostgreSQL database, each with its own pool and
 * listening connections, as two shop processes behind a load balancer would be.
 */
export async function createTwoAppProcesses(): Promise<TwoAppProcesses> {
  const { database, url } = await createPostgresTestDatabase();
  const other = await openPostgres({ url });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-two-processes-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const shop = await loadShopConfig(contentDir);
  const common = { config, shop, logger: false as const, webDir: path.join(dataDir, 'no-web'), mailer: capturingMailer() };
  const a = await buildApp({ ...common, database });
  const b = await buildApp({ ...common, database: other });
  return {
    a,
    b,
    database,
    async close() {
      await b.close();
      await a.close();
      await other.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
