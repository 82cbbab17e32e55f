/**
 * `npm run api:types`: writes the TypeScript types of the shop's API (from GET /api/openapi.json,
 * through openapi-typescript) to src/server/test/generated/shop-api.d.ts. The app is built in this
 * process on a throwaway in-memory database; nothing listens. Run it after changing a route:
 * generated-client.test.ts fails while the committed types differ from the live document.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openPglite } from '../src/server/db/pglite.js';
import { loadShopConfig } from '../src/server/modules/shop/shop-config.js';
import { contentDir, projectRoot } from '../src/server/project-root.js';
import { SHOP_API_TYPES_FILE, shopApiTypes } from '../src/server/test/shop-api-types.js';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-api-types-'));
const database = await openPglite();
try {
  await database.migrate();
  // The configuration the API tests run with, so the committed types match their document.
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database, shop: await loadShopConfig(contentDir), logger: false, webDir: path.join(dataDir, 'no-web-build') });
  try {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    if (response.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${response.statusCode}: ${response.body}`);
    await mkdir(path.dirname(SHOP_API_TYPES_FILE), { recursive: true });
    await writeFile(SHOP_API_TYPES_FILE, await shopApiTypes(response.body));
    console.log(`Wrote ${path.relative(projectRoot, SHOP_API_TYPES_FILE)}`);
  } finally {
    await app.close();
  }
} finally {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
