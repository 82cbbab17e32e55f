/**
 * `npm run api:types` (the first step of `npm run check`): writes the TypeScript types of the
 * shop's API — GET /api/openapi.json through openapi-typescript with its defaults, what
 * `npx openapi-typescript <url>` prints — to src/server/test/generated/shop-api.d.ts (not
 * committed), which generated-client.test.ts is type-checked against. The app is built in this
 * process on a throwaway in-memory database; nothing listens.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openPglite } from '../src/server/db/pglite.js';
import { loadShopConfig } from '../src/server/modules/shop/shop-config.js';
import { contentDir, projectRoot } from '../src/server/project-root.js';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';

const typesFile = path.join(projectRoot, 'src', 'server', 'test', 'generated', 'shop-api.d.ts');
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-api-types-'));
const database = await openPglite();
try {
  await database.migrate();
  // The configuration the API tests run with, so the types are those of the document they test.
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database, shop: await loadShopConfig(contentDir), logger: false, webDir: path.join(dataDir, 'no-web-build') });
  try {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    if (response.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${response.statusCode}: ${response.body}`);
    const types = astToString(await openapiTS(response.body, { silent: true }));
    await mkdir(path.dirname(typesFile), { recursive: true });
    await writeFile(typesFile, `${COMMENT_HEADER}// Written by \`npm run api:types\` from GET /api/openapi.json.\n\n${types}`);
    console.log(`Wrote ${path.relative(projectRoot, typesFile)}`);
  } finally {
    await app.close();
  }
} finally {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
