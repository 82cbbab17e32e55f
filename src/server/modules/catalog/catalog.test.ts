import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductPage } from '../../../shared/schemas/catalog.js';
import { insertProduct, minutesAgo } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { products } from './catalog.tables.js';

describe.each(testDatabaseKinds())('catalog API on %s', (kind) => {
  let t: TestApp;
  const created: Product[] = [];
  let archived: Product;

  beforeAll(async () => {
    t = await createTestApp(kind);
    // 30 live products, created one minute apart: index 29 is the newest.
    for (let i = 0; i < 30; i += 1) {
      created.push(await insertProduct(t.database.db, { name: `Drill ${i}`, priceCents: 1000 + i, createdAt: minutesAgo(100 - i) }));
    }
    archived = await insertProduct(t.database.db, { name: 'Archived saw', createdAt: minutesAgo(1) });
    await t.database.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, archived.id));
  });
  afterAll(() => t.close());

  it('lists live products newest first, 24 per page by default', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(response.statusCode).toBe(200);
    const page = response.json<ProductPage>();
    expect(page).toMatchObject({ page: 1, pageSize: 24, total: 30, totalPages: 2 });
    expect(page.items).toHaveLength(24);
    expect(page.items.map((p) => p.name)).toEqual(created.slice(6).reverse().map((p) => p.name));
    expect(page.items.some((p) => p.id === archived.id)).toBe(false);
  });

  it('returns the requested page and page size', async () => {
    const second = (await t.app.inject({ method: 'GET', url: '/api/products?page=2' })).json<ProductPage>();
    expect(second.items.map((p) => p.name)).toEqual(created.slice(0, 6).reverse().map((p) => p.name));
    const newest = (await t.app.inject({ method: 'GET', url: '/api/products?pageSize=9' })).json<ProductPage>();
    expect(newest.items).toHaveLength(9);
    expect(newest.items[0]?.name).toBe('Drill 29');
    const beyond = (await t.app.inject({ method: 'GET', url: '/api/products?page=9' })).json<ProductPage>();
    expect(beyond).toMatchObject({ items: [], total: 30, totalPages: 2 });
  });

  it('sends prices in cents and image URLs in several widths', async () => {
    const page = (await t.app.inject({ method: 'GET', url: '/api/products?pageSize=1' })).json<ProductPage>();
    const product = page.items[0];
    expect(product).toMatchObject({ price: 1029, availableQuantity: 100, minOrderQuantity: 1 });
    expect(product?.image.src).toMatch(/^\/media\/[a-f0-9]{24}-800\.webp$/);
    expect(product?.image.srcSet).toContain(' 400w');
  });

  it.each([
    ['page=0', 'page', 'Page must be 1 or more'],
    ['page=abc', 'page', 'Page must be a number'],
    ['page=1.5', 'page', 'Page must be a whole number'],
    ['pageSize=101', 'pageSize', 'Page size must be at most 100'],
    ['pageSize=-3', 'pageSize', 'Page size must be 1 or more'],
  ])('refuses a bad query %s with 400 and the field message', async (query, field, message) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', errors: [{ field, message }] });
  });

  it('returns one live product by id', async () => {
    const wanted = created[3];
    const response = await t.app.inject({ method: 'GET', url: `/api/products/${wanted?.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...wanted, mpn: null, ean: null, category: null, breadcrumbs: [], specs: [], pictures: [wanted?.image], documents: [] });
  });

  it.each([
    ['unknown', '4b0f4a36-2a8d-4c39-9a57-0d8a1f3e0c11'],
    ['malformed', 'not-a-uuid'],
    ['injection-like', "1' or '1'='1"],
  ])('answers 404 problem+json for an %s id', async (_label, id) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/products/${encodeURIComponent(id)}` });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 404, code: 'NOT_FOUND', detail: 'This product does not exist or is no longer sold.' });
  });

  it('answers 404 for an archived product', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/products/${archived.id}` });
    expect(response.statusCode).toBe(404);
  });
});
