import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../../shared/schemas/catalog.js';
import type { SearchResult } from '../../../shared/schemas/discovery.js';
import { insertProduct, renameProductUnannounced } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { products } from './catalog.tables.js';

/**
 * The products that searches answered from the search index showed are kept in the process
 * (shown-products.ts), and every announced change of one shows in the next search that shows it,
 * whatever search that is (a different one than the cached answers hold).
 */
describe.each(testDatabaseKinds())('products kept for searches on %s', (kind) => {
  let t: TestApp;
  let drill: Product;

  const search = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/search?${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<SearchResult>();
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    drill = await insertProduct(t.database.db, { name: 'Hammer drill kept', priceCents: 9000, availableQuantity: 10 });
    await vi.waitFor(async () => expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toMatchObject({ search: 'index' }), { timeout: 10_000, interval: 20 });
  });
  afterAll(() => t.close());

  it('reads a shown product once, and shows an announced change of it in every later search', async () => {
    await vi.waitFor(async () => expect((await search('q=hammer+drill+kept')).items.map((p) => p.id)).toEqual([drill.id]), { timeout: 5000, interval: 20 });

    // Kept: a change that no announcement names is not read again by another search showing it.
    await renameProductUnannounced(t.database.db, drill.id, 'Hammer drill kept, renamed');
    expect((await search('q=hammer+drill+kept&sort=newest')).items[0]?.name).toBe('Hammer drill kept');

    // An announced change (a new price) is: the next searches show the product as it now is.
    await t.database.db.update(products).set({ priceCents: 8000 }).where(eq(products.id, drill.id));
    await vi.waitFor(async () => expect((await search('q=hammer+drill+kept&sort=price-asc')).items[0]).toMatchObject({ name: 'Hammer drill kept, renamed', price: 8000 }), {
      timeout: 5000,
      interval: 20,
    });
    expect((await search('q=hammer+drill+kept&sort=price-desc')).items[0]).toMatchObject({ name: 'Hammer drill kept, renamed', price: 8000 });
  });

  it('shows an announced change of stock that leaves the product orderable', async () => {
    expect((await search('q=hammer+drill+kept&pageSize=12')).items[0]?.availableQuantity).toBe(10);
    await t.database.db.update(products).set({ availableQuantity: 9 }).where(eq(products.id, drill.id));
    await vi.waitFor(async () => expect((await search('q=hammer+drill+kept&pageSize=48')).items[0]?.availableQuantity).toBe(9), { timeout: 5000, interval: 20 });
    expect((await search('q=hammer+drill+kept&pageSize=12&sort=newest')).items[0]?.availableQuantity).toBe(9);
  });
});
