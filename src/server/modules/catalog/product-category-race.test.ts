import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAdmin, type TestUser } from '../../test/accounts-helpers.js';
import { buildDiscoveryCatalog } from '../../test/discovery-fixtures.js';
import { storedPictureKey } from '../../test/picture-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { categories, products } from './catalog.tables.js';

/**
 * An admin saving a product while another admin archives its category: the product's save waits
 * for the category change (the category row is held FOR SHARE, the tree change holds every
 * category FOR UPDATE) and is then refused, instead of leaving a live product in an archived
 * category. Two connections are needed, so PostgreSQL only (PGlite has one).
 */
describe.runIf(testDatabaseKinds().includes('postgres'))('a product saved while its category is archived, on postgres', () => {
  let t: TestApp;
  let admin: TestUser;
  let catalog: Awaited<ReturnType<typeof buildDiscoveryCatalog>>;
  let picture: string;

  beforeAll(async () => {
    t = await createTestApp('postgres');
    admin = await signUpAdmin(t.app, t.database.db);
    catalog = await buildDiscoveryCatalog(t.database.db);
    picture = await storedPictureKey(t, '#123');
  });
  afterAll(() => t.close());

  /** Whether some statement of this database is waiting for a row lock. */
  const someoneWaits = async () => {
    const rows = await t.database.db.execute(sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
    return ((rows as unknown as { rows: { waiting: number }[] }).rows[0]?.waiting ?? 0) > 0;
  };

  it('waits for the archive and is refused, leaving no product in the archived category', async () => {
    const category = catalog.categories.cable;
    let saved: Promise<{ statusCode: number; body: string }> | undefined;
    let answeredEarly = false;
    await t.database.db.transaction(async (tx) => {
      // What an admin's tree change does first, then the archive itself.
      await tx.select().from(categories).for('update');
      await tx.update(categories).set({ archivedAt: new Date() }).where(eq(categories.id, category.id));
      const request = t.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: { cookie: admin.cookie },
        payload: { name: 'Flexible Cable 3 x 2.5 mm², 50 m', price: 7999, availableQuantity: 5, minOrderQuantity: 1, description: 'PVC flexible cable.', categoryId: category.id, pictures: [picture] },
      });
      saved = request;
      void request.then(() => (answeredEarly = true));
      // The save either answers at once (no lock: the defect) or waits for this transaction.
      while (!answeredEarly && !(await someoneWaits())) await new Promise((resolve) => setImmediate(resolve));
    });
    const response = await saved!;
    expect(response.statusCode, response.body).toBe(400);
    const inArchived = await t.database.db.select({ id: products.id }).from(products).where(eq(products.categoryId, category.id));
    expect(inArchived.map((row) => row.id).sort()).toEqual([catalog.products.cable15.id, catalog.products.cable25.id].sort());
  });
});
