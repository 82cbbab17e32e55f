import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ShopConfig } from '../../shared/schemas/shop.js';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { DatabaseHandle } from '../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import type { SignInCounters } from '../modules/accounts/sign-in-limiter.js';
import type { PaymentProvider } from '../modules/payments/payment-provider.js';
import type { RenderBundle } from '../pages/page-renderer.js';
import { capturingMailer } from './capturing-mailer.js';
import { loadShopConfig } from '../modules/shop/shop-config.js';
import { contentDir } from '../project-root.js';
import { createTestDatabase, type DatabaseKind } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  shop: ShopConfig;
  close(): Promise<void>;
}

/**
 * Test files place many orders for a few customers and leave most unpaid; the limits that stop one
 * customer from holding the stock are raised for them. unpaid-order-limits.test.ts tests the limits.
 */
const MANY_UNPAID_ORDERS = { MAX_UNPAID_ORDERS: '100000', MAX_UNPAID_PIECES: '100000000', MAX_UNPAID_STOCK_PERCENT: '100', ORDERS_PER_HOUR: '100000' };

/** The real application on a fresh database of the given kind, for `app.inject()` tests. */
export async function createTestApp(
  kind: DatabaseKind,
  options: { env?: Record<string, string>; shop?: ShopConfig; webDir?: string; ssrDir?: string; renderBundle?: RenderBundle; mailer?: Mailer; paymentProvider?: PaymentProvider; wrapDatabase?: (database: DatabaseHandle) => DatabaseHandle; expirySweepMs?: number; signInCounters?: SignInCounters } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-api-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...MANY_UNPAID_ORDERS, ...options.env });
  const opened = await createTestDatabase(kind);
  const database = options.wrapDatabase ? options.wrapDatabase(opened) : opened;
  const shop = options.shop ?? (await loadShopConfig(contentDir));
  const app = await buildApp({ config, database, shop, logger: false, webDir: options.webDir ?? path.join(dataDir, 'no-web-build'), ssrDir: options.ssrDir ?? path.join(dataDir, 'no-ssr-build'), ...(options.renderBundle ? { renderBundle: options.renderBundle } : {}), mailer: options.mailer ?? capturingMailer(), ...(options.paymentProvider ? { paymentProvider: options.paymentProvider } : {}), ...(options.expirySweepMs ? { expirySweepMs: options.expirySweepMs } : {}), ...(options.signInCounters ? { signInCounters: options.signInCounters } : {}) });
  await app.ready();
  return {
    app,
    database,
    config,
    shop,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
