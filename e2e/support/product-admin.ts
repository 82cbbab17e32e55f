import { expect, type APIRequestContext } from '@playwright/test';
import type { Product, ProductInput } from '../../src/shared/schemas/catalog.js';
import { baseUrl } from './accounts.js';
import { uploadPictureThroughApi } from './pictures.js';

/** A product name no other test uses. */
export function uniqueProductName(label: string): string {
  return `${label} ${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1296).toString(36).toUpperCase()}`;
}

/** The id of a demo category, by its address. */
export async function categoryId(page: { request: APIRequestContext }, slug: string): Promise<string> {
  const response = await page.request.get('/api/categories');
  expect(response.ok()).toBe(true);
  const { categories } = (await response.json()) as { categories: { id: string; slug: string }[] };
  const found = categories.find((category) => category.slug === slug);
  expect(found, `the demo shop has the category ${slug}`).toBeDefined();
  return found!.id;
}

async function firstCategoryId(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/categories');
  expect(response.ok()).toBe(true);
  const { categories } = (await response.json()) as { categories: { id: string }[] };
  expect(categories.length, 'the demo shop has categories').toBeGreaterThan(0);
  return categories[0]!.id;
}

/** Adds a product through the API (`request` signed in as an admin), with a freshly uploaded picture. */
export async function createProductThroughApi(request: APIRequestContext, input: Partial<Omit<ProductInput, 'imageKey'>> & { name: string }): Promise<Product> {
  const picture = await uploadPictureThroughApi(request);
  // Every product is filed in a category: the demo shop's first, unless the test names one.
  const categoryId = input.categoryId ?? (await firstCategoryId(request));
  const response = await request.post('/api/products', {
    data: { price: 2599, availableQuantity: 50, minOrderQuantity: 1, description: 'A product made by a browser test.', ...input, categoryId, imageKey: picture.key },
    headers: { origin: baseUrl() },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { product: Product }).product;
}

/** Removes (archives) a product through the API, so tests leave the shop's newest products as they were. */
export async function removeProductThroughApi(request: APIRequestContext, productId: string): Promise<void> {
  const response = await request.delete(`/api/products/${productId}`, { headers: { origin: baseUrl() } });
  expect([200, 404]).toContain(response.status());
}

/** The live products, newest first (the first `count`). */
export async function newestProducts(request: APIRequestContext, count: number): Promise<Product[]> {
  const response = await request.get(`/api/products?page=1&pageSize=${count}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: Product[] }).items;
}
