import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { DatabaseHandle } from '../db/database.js';
import { loadShopConfig } from '../modules/shop/shop-config.js';
import { contentDir } from '../project-root.js';
import { capturingMailer } from './capturing-mailer.js';
import { createTwoConnections, type DatabaseKind } from './test-database.js';

export interface TwoApps {
  a: FastifyInstance;
  b: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * Two instances of the app with the same environment on one fresh database of the given kind:
 * on PostgreSQL each has its own pool, as two shop processes would; PGlite lives in one process,
 * so both share its handle.
 */
export async function createTwoAppsOnOneDatabase(kind: DatabaseKind, env: Record<string, string> = {}): Promise<TwoApps> {
  const connections = await createTwoConnections(kind);
  const { database, other } = connections;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-two-apps-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const shop = await loadShopConfig(contentDir);
  const common = { config, shop, logger: false as const, webDir: path.join(dataDir, 'no-web'), mailer: capturingMailer() };
  const a = await buildApp({ ...common, database });
  const b = await buildApp({ ...common, database: other });
  await Promise.all([a.ready(), b.ready()]);
  return {
    a,
    b,
    database,
    async close() {
      await b.close();
      await a.close();
      await connections.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
