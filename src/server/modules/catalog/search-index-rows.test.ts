import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type DatabaseHandle } from '../../db/database.js';
import { buildDiscoveryCatalog } from '../../test/discovery-fixtures.js';
import { createTestDatabase, testDatabaseKinds } from '../../test/test-database.js';
import { readIndexedProducts, readLiveProductOrder } from './search-index-rows.js';

describe.each(testDatabaseKinds())('the order the search index is read in (%s)', (kind) => {
  let database: DatabaseHandle;
  let live: { id: string; categoryId: string | null }[];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await buildDiscoveryCatalog(database.db);
    // One product without a category, one archived.
    await database.db.execute(sql`update products set category_id = null where id = (select id from products order by name limit 1)`);
    await database.db.execute(sql`update products set archived_at = now() where id = (select id from products order by name desc limit 1)`);
    live = await rowsOf(database.db, sql`select id, category_id as "categoryId" from products where archived_at is null`);
  });
  afterAll(() => database.close());

  it('takes every live product once, those without a category first, then each category’s together, by id within it', async () => {
    const order = await readLiveProductOrder(database.db);
    expect([...order].sort()).toEqual(live.map((product) => product.id).sort());
    const categoryOf = new Map(live.map((product) => [product.id, product.categoryId]));
    const categories = order.map((id) => categoryOf.get(id) ?? null);
    expect(categories[0]).toBeNull();
    // Each category's products form one run, and ids ascend within it.
    const runs = categories.filter((category, at) => at === 0 || category !== categories[at - 1]);
    expect(new Set(runs).size).toBe(runs.length);
    expect(runs.length).toBeGreaterThan(2);
    order.forEach((id, at) => {
      if (at > 0 && categories[at] === categories[at - 1]) expect(id > order[at - 1]!, `${id} after ${order[at - 1]}`).toBe(true);
    });
  });

  it('reads the products asked for in the order asked, leaving out those no longer live', async () => {
    const archived = (await rowsOf<{ id: string }>(database.db, sql`select id from products where archived_at is not null`))[0]!.id;
    const asked = [...live.map((product) => product.id).reverse(), archived];
    const rows = await readIndexedProducts(database.db, asked);
    expect(rows.map((row) => row.id)).toEqual(asked.slice(0, -1));
  });
});
