import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { openPglite } from '../db/pglite.js';
import { ACCOUNTS_CHANGED_CHANNEL } from '../modules/accounts/session-cache.js';
import { CATALOG_CHANGED_CHANNEL } from '../modules/catalog/catalog-cache.js';
import { products } from '../modules/catalog/catalog.tables.js';
import { insertProduct } from '../test/fixtures.js';
import { createPostgresTestDatabase, testDatabaseKinds } from '../test/test-database.js';
import { backup, restore } from './backup.js';

const names = async (database: DatabaseHandle) => (await database.db.select({ name: products.name }).from(products).orderBy(asc(products.name))).map((row) => row.name);

describe.each(testDatabaseKinds())('backup and restore on %s', (kind) => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('backs up, survives changes, restores exactly what was saved (pictures included)', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-backup-data-'));
    const outDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'shop-backup-')), 'backup');
    dirs.push(dataDir, path.dirname(outDir));
    await mkdir(path.join(dataDir, 'media'), { recursive: true });
    await writeFile(path.join(dataDir, 'media', `${'c'.repeat(24)}-400.webp`), 'picture bytes');

    let url: string | undefined;
    let open: () => Promise<DatabaseHandle>;
    let cleanup: (() => Promise<void>) | undefined;
    if (kind === 'postgres') {
      const created = await createPostgresTestDatabase();
      url = created.url;
      open = async () => created.database;
      cleanup = () => created.database.close();
    } else {
      open = async () => {
        const handle = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
        await handle.migrate();
        return handle;
      };
    }
    try {
      let database = await open();
      const drill = await insertProduct(database.db, { name: 'Backed-up drill', availableQuantity: 12 });
      await insertProduct(database.db, { name: 'Backed-up grinder' });
      const before = await names(database);
      if (kind === 'pglite') await database.close();

      const written = await backup({ dataDir, databaseUrl: url }, outDir);
      expect(written.length).toBe(2);

      if (kind === 'pglite') database = await open();
      await database.db.update(products).set({ name: 'Changed after backup', availableQuantity: 0 }).where(eq(products.id, drill.id));
      await insertProduct(database.db, { name: 'Added after backup' });
      await rm(path.join(dataDir, 'media'), { recursive: true });
      expect(await names(database)).not.toEqual(before);
      if (kind === 'pglite') await database.close();

      // Running shop processes must forget what they keep from the old data (see catalog-cache.ts, session-cache.ts).
      const heard = new Set<string>();
      const unlisten = kind === 'postgres' ? await Promise.all([CATALOG_CHANGED_CHANNEL, ACCOUNTS_CHANGED_CHANNEL].map((channel) => database.listen(channel, () => heard.add(channel)))) : [];
      await restore({ dataDir, databaseUrl: url }, outDir);
      if (kind === 'postgres') {
        await vi.waitFor(() => expect([...heard].sort()).toEqual([ACCOUNTS_CHANGED_CHANNEL, CATALOG_CHANGED_CHANNEL].sort()), { timeout: 5000, interval: 20 });
        for (const stop of unlisten) await stop();
      }

      if (kind === 'pglite') database = await open();
      expect(await names(database)).toEqual(before);
      const [restored] = await database.db.select().from(products).where(eq(products.id, drill.id));
      expect(restored?.availableQuantity).toBe(12);
      expect(await readFile(path.join(dataDir, 'media', `${'c'.repeat(24)}-400.webp`), 'utf8')).toBe('picture bytes');
      if (kind === 'pglite') await database.close();
    } finally {
      await cleanup?.();
    }
  }, 90_000);
});
