import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../../shared/schemas/catalog.js';
import { signUp, signUpAdmin, type TestUser } from '../../test/accounts-helpers.js';
import { insertProduct, renameProductUnannounced } from '../../test/fixtures.js';
import { placeOrderFor } from '../../test/orders-helpers.js';
import { createTwoAppsOnOneDatabase } from '../../test/two-apps-one-database.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { products } from './catalog.tables.js';

async function readProduct(t: { app: TestApp['app'] }, id: string): Promise<Product> {
  const response = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
  expect(response.statusCode).toBe(200);
  return response.json<Product>();
}

async function listedStock(t: { app: TestApp['app'] }, id: string): Promise<number | undefined> {
  const page = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<{ items: Product[] }>();
  return page.items.find((p) => p.id === id)?.availableQuantity;
}

describe.each(testDatabaseKinds())('cached catalog answers on %s', (kind) => {
  let t: TestApp;
  let customer: TestUser;
  let admin: TestUser;
  let product: Product;

  beforeAll(async () => {
    t = await createTestApp(kind);
    customer = await signUp(t.app);
    admin = await signUpAdmin(t.app, t.database.db);
    product = await insertProduct(t.database.db, { name: 'Cached drill', availableQuantity: 10 });
  });
  afterAll(() => t.close());

  it('answers 304 without a body to a client that holds the current version', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/products' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/); // weak: the same answer goes out compressed or not
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({ method: 'GET', url: '/api/products', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const strongForm = await t.app.inject({ method: 'GET', url: '/api/products', headers: { 'if-none-match': `"unrelated", ${etag.slice(2)}` } });
    expect(strongForm.statusCode).toBe(304);
    const other = await t.app.inject({ method: 'GET', url: '/api/products', headers: { 'if-none-match': '"something-else"' } });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it('shows the stock an order took to the very next read, and the version changes', async () => {
    expect(await listedStock(t, product.id)).toBe(10);
    const before = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    await placeOrderFor(t.app, customer, product.id, 3);
    expect((await readProduct(t, product.id)).availableQuantity).toBe(7);
    expect(await listedStock(t, product.id)).toBe(7);
    const revalidated = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}`, headers: { 'if-none-match': before.headers.etag as string } });
    expect(revalidated.statusCode).toBe(200);
  });

  it("shows an admin's edit to the very next read", async () => {
    await readProduct(t, product.id);
    const edit = await t.app.inject({ method: 'PATCH', url: `/api/products/${product.id}`, headers: { cookie: admin.cookie }, payload: { price: 4321 } });
    expect(edit.statusCode).toBe(200);
    expect((await readProduct(t, product.id)).price).toBe(4321);
  });

  it('hears changes made outside the shop (straight SQL) through the database', async () => {
    await readProduct(t, product.id);
    await t.database.db.update(products).set({ name: 'Renamed by hand' }).where(eq(products.id, product.id));
    await vi.waitFor(async () => expect((await readProduct(t, product.id)).name).toBe('Renamed by hand'), { timeout: 5000, interval: 20 });
  });

  describe('forgets only what a change makes stale', () => {
    let a: Product;
    let b: Product;
    const page = async (n: number) => (await t.app.inject({ method: 'GET', url: `/api/products?pageSize=1&page=${n}` })).json<{ items: Product[] }>().items[0];
    const renameUnannounced = (id: string, name: string) => renameProductUnannounced(t.database.db, id, name);

    beforeAll(async () => {
      // The two newest products: page 1 (one per page) shows b, page 2 shows a. Added without
      // announcement, so that no announcement still on its way can forget what the tests cache
      // (no answer shows them yet: nothing is stale).
      await t.database.db.execute(sql`alter table products disable trigger products_announce_insert`);
      try {
        a = await insertProduct(t.database.db, { name: 'Product A', availableQuantity: 50, createdAt: new Date(Date.now() + 60_000) });
        b = await insertProduct(t.database.db, { name: 'Product B', availableQuantity: 50, createdAt: new Date(Date.now() + 120_000) });
      } finally {
        await t.database.db.execute(sql`alter table products enable trigger products_announce_insert`);
      }
    });

    it("an order forgets its product's answers, and keeps the other products' and the pages without it", async () => {
      expect([(await page(1))?.id, (await page(2))?.id]).toEqual([b.id, a.id]);
      await readProduct(t, a.id);
      await readProduct(t, b.id);
      await renameUnannounced(a.id, 'Product A, renamed');
      await renameUnannounced(b.id, 'Product B, renamed');

      await placeOrderFor(t.app, customer, a.id, 2);
      expect(await readProduct(t, a.id)).toMatchObject({ name: 'Product A, renamed', availableQuantity: 48 });
      expect((await page(2))?.name).toBe('Product A, renamed');
      // Kept: b's answers, and page 1 (only b on it), still show what was cached.
      expect((await readProduct(t, b.id)).name).toBe('Product B');
      expect((await page(1))?.name).toBe('Product B');
    });

    it('a new product refreshes the list pages and keeps the answers of single products', async () => {
      await readProduct(t, b.id);
      const newest = await insertProduct(t.database.db, { name: 'Product C', createdAt: new Date(Date.now() + 180_000) });
      await vi.waitFor(async () => expect((await page(1))?.id).toBe(newest.id), { timeout: 5000, interval: 20 });
      expect((await readProduct(t, b.id)).name).toBe('Product B');
    });

    it('an announcement of more products than it can name forgets everything', async () => {
      expect((await readProduct(t, b.id)).name).toBe('Product B');
      const many = Array.from({ length: 250 }, (_, i) => ({ name: `Bulk ${i}`, slug: `bulk-${i}`, description: 'Bulk', priceCents: 100, availableQuantity: 1, minOrderQuantity: 1, imageKey: 'a'.repeat(24), createdAt: new Date(0) }));
      await t.database.db.insert(products).values(many);
      await vi.waitFor(async () => expect((await readProduct(t, b.id)).name).toBe('Product B, renamed'), { timeout: 5000, interval: 20 });
    });
  });

  it('no longer answers for a product removed by hand', async () => {
    const gone = await insertProduct(t.database.db, { name: 'Soon gone' });
    await readProduct(t, gone.id);
    await t.database.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, gone.id));
    await vi.waitFor(async () => expect((await t.app.inject({ method: 'GET', url: `/api/products/${gone.id}` })).statusCode).toBe(404), { timeout: 5000, interval: 20 });
  });
});

describe.runIf(testDatabaseKinds().includes('postgres'))('cached catalog answers across app processes on PostgreSQL', () => {
  it("one process's cache hears an order placed through another", async () => {
    const { a, b, database, close } = await createTwoAppsOnOneDatabase('postgres');
    try {
      const product = await insertProduct(database.db, { availableQuantity: 10 });
      expect((await readProduct({ app: b }, product.id)).availableQuantity).toBe(10); // now cached in b
      await placeOrderFor(a, await signUp(a), product.id, 4);
      await vi.waitFor(async () => expect((await readProduct({ app: b }, product.id)).availableQuantity).toBe(6), { timeout: 5000, interval: 20 });
    } finally {
      await close();
    }
  });
});
