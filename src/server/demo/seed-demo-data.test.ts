import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOutOfStock } from '../../shared/catalog.js';
import { priceTierProblems, pricedTiers } from '../../shared/price-tiers.js';
import type { ProductPage } from '../../shared/schemas/catalog.js';
import type { ProductDetails } from '../../shared/schemas/discovery.js';
import type { ReviewPage } from '../../shared/schemas/reviews.js';
import type { ProductReviewPage } from '../../shared/schemas/product-reviews.js';
import type { RelatedProducts } from '../../shared/schemas/discovery.js';
import { localMediaStorage } from '../modules/media/media-storage.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { readPdfText } from '../test/pdf-text.js';
import { demoDocuments } from './demo-documents.js';
import { demoProducts } from './demo-products.js';
import { demoReviews } from './demo-reviews.js';
import { demoAccessories } from './demo-accessories.js';
import { seedDemoData } from './seed-demo-data.js';

describe('demo data', () => {
  let t: TestApp;
  let mediaDir: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    mediaDir = `${t.config.dataDir}/media`;
  });
  afterAll(() => t.close());

  it('is a realistic catalog: 30+ products with sensible numbers and 10+ reviews', () => {
    expect(demoProducts.length).toBeGreaterThanOrEqual(30);
    expect(new Set(demoProducts.map((p) => p.name)).size).toBe(demoProducts.length);
    expect(new Set(demoProducts.map((p) => p.art)).size).toBe(demoProducts.length);
    for (const product of demoProducts) {
      expect(product.priceCents, product.name).toBeGreaterThan(0);
      expect(Number.isInteger(product.priceCents), product.name).toBe(true);
      expect(product.minOrderQuantity, product.name).toBeGreaterThanOrEqual(1);
      expect(product.availableQuantity, product.name).toBeGreaterThanOrEqual(0);
      expect(product.art, product.name).toMatch(/^<svg[^>]+viewBox="0 0 800 600"/);
      expect(product.art, product.name).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    }
    expect(demoProducts.some((p) => isOutOfStock(p))).toBe(true);
    // Quantity prices on a handful of products, each valid (above the minimum, rising).
    const tiered = demoProducts.filter((p) => (p.priceTiers ?? []).length > 0);
    expect(tiered.length).toBeGreaterThanOrEqual(5);
    for (const product of tiered) expect(priceTierProblems(product.priceTiers ?? [], product.minOrderQuantity), product.name).toEqual([]);
    expect(demoReviews.length).toBeGreaterThanOrEqual(10);
    for (const review of demoReviews) expect(review.rating).toBeGreaterThanOrEqual(1);
  });

  it('loads into an empty shop with a picture per product, newest first', async () => {
    const result = await seedDemoData(t.database.db, localMediaStorage(mediaDir));
    expect(result).toEqual({ products: demoProducts.length, categories: 14, reviews: demoReviews.length });

    const page = (await t.app.inject({ method: 'GET', url: '/api/products?pageSize=100' })).json<ProductPage>();
    expect(page.total).toBe(demoProducts.length);
    const newestDemo = [...demoProducts].sort((a, b) => a.ageDays - b.ageDays)[0];
    expect(page.items[0]?.name).toBe(newestDemo?.name);

    for (const demo of demoProducts) {
      const shown = page.items.find((item) => item.name === demo.name);
      expect(shown?.priceTiers, demo.name).toEqual(pricedTiers(demo.priceCents, demo.priceTiers ?? []));
    }

    const files = await readdir(mediaDir);
    expect(files.filter((f) => f.endsWith('.webp'))).toHaveLength(demoProducts.length * 2);
    const picture = await t.app.inject({ method: 'GET', url: page.items[0]?.image.src ?? '' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.rawPayload.subarray(8, 12).toString()).toBe('WEBP');

    const reviews = (await t.app.inject({ method: 'GET', url: '/api/reviews?pageSize=100' })).json<ReviewPage>();
    expect(reviews.total).toBe(demoReviews.length);

    // Demo products come with their own reviews: the drill driver's three average 4.7.
    const drill = page.items.find((item) => item.name === '18V Cordless Drill Driver DD-18');
    expect(drill?.rating).toEqual({ average: 4.7, count: 3 });
    const drillReviews = (await t.app.inject({ method: 'GET', url: `/api/products/${drill?.slug}/reviews` })).json<ProductReviewPage>();
    expect(drillReviews.items.map((review) => review.authorName)).toEqual(['Tomasz Kowalski', 'Grace Mensah', 'Luis Ortega']);
    // No order of this shop stands behind them: they are not marked "verified purchase".
    expect(drillReviews.items.some((review) => review.verifiedPurchase)).toBe(false);

    // A few come with documents: the drill driver with its datasheet and declaration, real PDFs.
    const drillDetails = (await t.app.inject({ method: 'GET', url: `/api/products/${drill?.slug}` })).json<ProductDetails>();
    expect(drillDetails.documents.map((document) => [document.kind, document.title])).toEqual([
      ['datasheet', 'DD-18 technical datasheet'],
      ['declaration-of-conformity', 'DD-18 EU and UKCA declaration of conformity'],
    ]);
    const datasheet = await t.app.inject({ method: 'GET', url: drillDetails.documents[0]?.url ?? '' });
    expect(datasheet.statusCode).toBe(200);
    expect(datasheet.headers['content-disposition']).toContain('filename="DD-18-datasheet.pdf"');
    expect((await readPdfText(datasheet.rawPayload)).text).toContain('Maximum torque: 45 Nm');
    expect(files.filter((f) => f.endsWith('.pdf'))).toHaveLength(demoDocuments.length);

    // And with what they go with, in order.
    const related = (await t.app.inject({ method: 'GET', url: `/api/products/${drill?.slug}/related` })).json<RelatedProducts>();
    expect(related.accessories.map((product) => product.name)).toEqual(demoAccessories['18V Cordless Drill Driver DD-18']);
  }, 60_000);

  it('never doubles data when run again', async () => {
    expect(await seedDemoData(t.database.db, localMediaStorage(mediaDir))).toEqual({ products: 0, categories: 0, reviews: 0 });
  });
});
