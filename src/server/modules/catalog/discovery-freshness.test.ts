import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../../shared/schemas/catalog.js';
import type { SearchResult } from '../../../shared/schemas/discovery.js';
import { signUp, type TestUser } from '../../test/accounts-helpers.js';
import { insertProduct, renameProductUnannounced } from '../../test/fixtures.js';
import { placeOrderFor } from '../../test/orders-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { products } from './catalog.tables.js';

/**
 * Cached search answers (discovery.routes.ts) stay true: a change that can move a product onto or
 * off a search (price, stock crossing the minimum order, words) refreshes them; an order that only
 * changes a product's stock refreshes the answers that show it and keeps the others.
 */
describe.each(testDatabaseKinds())('cached search answers on %s', (kind) => {
  let t: TestApp;
  let customer: TestUser;
  let cheap: Product;
  let dear: Product;
  let other: Product;

  const search = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/search?${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<SearchResult>();
  };
  const renameUnannounced = (id: string, name: string) => renameProductUnannounced(t.database.db, id, name);

  beforeAll(async () => {
    t = await createTestApp(kind);
    customer = await signUp(t.app);
    cheap = await insertProduct(t.database.db, { name: 'Socket tester cheap', priceCents: 1000, availableQuantity: 40 });
    dear = await insertProduct(t.database.db, { name: 'Socket tester dear', priceCents: 5000, availableQuantity: 40 });
    other = await insertProduct(t.database.db, { name: 'Wire brush', priceCents: 700, availableQuantity: 40 });
  });
  afterAll(() => t.close());

  it('a new price reorders a search sorted by price, even for a product the cached page did not show', async () => {
    expect((await search('q=socket+tester&sort=price-asc&pageSize=1')).items.map((p) => p.id)).toEqual([cheap.id]);
    await t.database.db.update(products).set({ priceCents: 500 }).where(eq(products.id, dear.id));
    await vi.waitFor(async () => expect((await search('q=socket+tester&sort=price-asc&pageSize=1')).items.map((p) => p.id)).toEqual([dear.id]), { timeout: 5000, interval: 20 });
  });

  it('stock falling below the minimum order takes a product off "in stock only" searches', async () => {
    expect((await search('q=socket+tester&inStock=true')).total).toBe(2);
    await t.database.db.update(products).set({ availableQuantity: 0 }).where(eq(products.id, cheap.id));
    await vi.waitFor(async () => expect((await search('q=socket+tester&inStock=true')).items.map((p) => p.id)).toEqual([dear.id]), { timeout: 5000, interval: 20 });
    await t.database.db.update(products).set({ availableQuantity: 40 }).where(eq(products.id, cheap.id));
    await vi.waitFor(async () => expect((await search('q=socket+tester&inStock=true')).total).toBe(2), { timeout: 5000, interval: 20 });
  });

  it('an order shows its new stock in the searches that show the product, and keeps the searches without it', async () => {
    expect((await search('q=socket+tester')).items.find((p) => p.id === dear.id)?.availableQuantity).toBe(40);
    expect((await search('q=wire+brush')).items[0]?.name).toBe('Wire brush');
    await renameUnannounced(other.id, 'Wire brush, renamed');
    await placeOrderFor(t.app, customer, dear.id, 3);
    await vi.waitFor(async () => expect((await search('q=socket+tester')).items.find((p) => p.id === dear.id)?.availableQuantity).toBe(37), { timeout: 5000, interval: 20 });
    // The wire brush search was not concerned by the order: still the cached answer.
    expect((await search('q=wire+brush')).items[0]?.name).toBe('Wire brush');
  });
});
