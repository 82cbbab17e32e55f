import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_BRANDS, searchMessages } from '../../../shared/discovery.js';
import type { SearchResult } from '../../../shared/schemas/discovery.js';
import { signUp } from '../../test/accounts-helpers.js';
import { buildDiscoveryCatalog } from '../../test/discovery-fixtures.js';
import { act, placeOrderFor } from '../../test/orders-helpers.js';
import { BEST_SELLING_DAYS, refreshBestSellers } from './best-sellers.js';
import { searchUrl } from '../../test/search-url.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';

type Catalog = Awaited<ReturnType<typeof buildDiscoveryCatalog>>;

/**
 * The fixture: four drills under Drills (in Power tools), a grinder in Power tools itself, two
 * cables in Cable; brands Voltek (2 drills and the grinder), Ferrox (2 drills), Cablex (the cables).
 */
describe.each(testDatabaseKinds())('price, brand and category facets, and specifications that fit, on %s', (kind) => {
  let t: TestApp;
  let catalog: Catalog;

  beforeAll(async () => {
    t = await createTestApp(kind);
    catalog = await buildDiscoveryCatalog(t.database.db);
  });
  afterAll(() => t.close());

  async function search(params: Record<string, string | number | string[]>): Promise<SearchResult> {
    const response = await t.app.inject({ method: 'GET', url: searchUrl(params) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SearchResult>();
  }
  const names = (result: SearchResult) => result.items.map((item) => item.name).sort();
  const keys = (result: SearchResult) => result.facets.map((facet) => facet.key);

  it('counts every listing by brand, price and top category', async () => {
    const result = await search({});
    expect(result.brands).toEqual([
      { value: 'Cablex', count: 2, selected: false },
      { value: 'Ferrox', count: 2, selected: false },
      { value: 'Voltek', count: 3, selected: false },
    ]);
    expect(result.price).toEqual({ min: 5999, max: 19999, selectedMin: null, selectedMax: null });
    expect(result.categories).toEqual([
      { slug: catalog.categories.powerTools.slug, name: 'Power tools', count: 5 },
      { slug: catalog.categories.cable.slug, name: 'Cable', count: 2 },
    ]);
  });

  it('filters by brands (any of them) and still counts the other brands', async () => {
    const one = await search({ brand: 'Ferrox' });
    expect(names(one)).toEqual(['Compact Drill CD-12', 'Compact Drill CD-12 Plus']);
    expect(one.brands.find((brand) => brand.value === 'Ferrox')).toEqual({ value: 'Ferrox', count: 2, selected: true });
    expect(one.brands.find((brand) => brand.value === 'Voltek')).toEqual({ value: 'Voltek', count: 3, selected: false });
    expect(one.price).toMatchObject({ min: 7999, max: 8999 });
    expect(one.categories).toEqual([{ slug: catalog.categories.drills.slug, name: 'Drills', count: 2 }]);

    const two = await search({ brand: ['Ferrox', 'Cablex'] });
    expect(two.total).toBe(4);
  });

  it('filters by a price range in the shop currency and counts prices without its own range', async () => {
    const result = await search({ price: '60..100' });
    expect(names(result)).toEqual(['Compact Drill CD-12', 'Compact Drill CD-12 Plus', 'Flexible Cable 3 x 1.5 mm², 100 m', 'Rubber Cable 5 x 2.5 mm², 50 m']);
    expect(result.price).toEqual({ min: 5999, max: 19999, selectedMin: 6000, selectedMax: 10000 });
    expect(result.brands.map(({ value, count }) => [value, count])).toEqual([
      ['Cablex', 2],
      ['Ferrox', 2],
    ]);
    expect((await search({ price: '..64.99' })).total).toBe(2);
    expect((await search({ price: '199.99..' })).items.map((item) => item.id)).toEqual([catalog.products.hammer.id]);
    expect((await search({ price: '129.99' })).items.map((item) => item.id)).toEqual([catalog.products.drill.id]);
  });

  it('keeps a chosen brand no product of the other filters has, so it can be taken off', async () => {
    const result = await search({ brand: 'Cablex', category: catalog.categories.drills.slug });
    expect(result.total).toBe(0);
    expect(result.brands).toContainEqual({ value: 'Cablex', count: 0, selected: true });
  });

  it('offers the subcategories of the category in view, or of the one every product lies under', async () => {
    expect((await search({ category: catalog.categories.powerTools.slug })).categories).toEqual([{ slug: catalog.categories.drills.slug, name: 'Drills', count: 4 }]);
    expect((await search({ category: catalog.categories.drills.slug })).categories).toEqual([]);
    // Every "drill" is in Drills: the list says so rather than offering Power tools alone.
    expect((await search({ q: 'drill' })).categories).toEqual([{ slug: catalog.categories.drills.slug, name: 'Drills', count: 4 }]);
  });

  it('offers the specifications of the category in view only', async () => {
    expect(keys(await search({ category: catalog.categories.cable.slug }))).toEqual(['cross-section', 'cores']);
    const drills = keys(await search({ category: catalog.categories.drills.slug }));
    expect(drills).toEqual(expect.arrayContaining(['voltage', 'power', 'cordless', 'platform', 'torque']));
    expect(drills).not.toContain('cross-section');
  });

  it('offers, without a category, those of the category most of the products fall in, and none while they are spread wide', async () => {
    // Power tools hold 5 of 7: theirs, not the drills' own (4 of 7) nor the cables'.
    const all = keys(await search({}));
    expect(all).toEqual(expect.arrayContaining(['voltage', 'power', 'cordless', 'platform']));
    expect(all).not.toContain('torque');
    expect(all).not.toContain('cross-section');
    expect(keys(await search({ q: 'drill' }))).toContain('torque');
    expect(keys(await search({ q: 'cable' }))).toEqual(['cross-section', 'cores']);
    // Two Voltek drills and the two Cablex cables: no category holds most, so no specification is offered.
    expect(keys(await search({ brand: ['Ferrox', 'Cablex'] }))).toEqual([]);
  });

  it('keeps a chosen specification filter on offer though its category no longer holds most', async () => {
    const result = await search({ brand: ['Ferrox', 'Cablex'], f: 'cores:3' });
    expect(names(result)).toEqual(['Flexible Cable 3 x 1.5 mm², 100 m']);
    expect(keys(result)).toContain('cores');
  });

  it('sorts best selling by the pieces in recent orders not cancelled, newest first among equals', async () => {
    const bestSelling = async () => (await search({ category: catalog.categories.drills.slug, sort: 'best-selling' })).items.map((item) => item.name);
    const newest = (await search({ category: catalog.categories.drills.slug, sort: 'newest' })).items.map((item) => item.name);
    expect(await bestSelling()).toEqual(newest);

    const buyer = await signUp(t.app);
    await placeOrderFor(t.app, buyer, catalog.products.small2.id, 3);
    await placeOrderFor(t.app, buyer, catalog.products.hammer.id, 1);
    const cancelled = await placeOrderFor(t.app, buyer, catalog.products.drill.id, 5);
    expect((await act(t.app, buyer, cancelled.id, 'cancel')).statusCode).toBe(200);
    const old = await placeOrderFor(t.app, buyer, catalog.products.drill.id, 9);
    await t.database.db.execute(sql`update orders set created_at = now() - make_interval(days => ${BEST_SELLING_DAYS + 1}) where id = ${old.id}`);
    // Orders do not move the ranking as they come; the recount does.
    expect(await bestSelling()).toEqual(newest);
    expect(await refreshBestSellers(t.database.db)).toHaveLength(2);

    // Every process hears of the new counts (the catalog announcements) and forgets the lists they change.
    await vi.waitFor(async () => expect((await bestSelling()).slice(0, 2)).toEqual(['Compact Drill CD-12 Plus', 'Brushless Hammer Drill HD-18B']), { timeout: 5000, interval: 20 });
    const sold = await bestSelling();
    // The drill's cancelled order and its order of long ago count for nothing: it ranks among the unsold, newest first.
    expect(sold.slice(2)).toEqual(newest.filter((name) => !sold.slice(0, 2).includes(name)));
    // Counting again changes nothing more.
    expect(await refreshBestSellers(t.database.db)).toEqual([]);
  });

  describe('bad input', () => {
    it.each([
      ['abc', searchMessages.priceShape],
      ['10..20..30', searchMessages.priceShape],
      ['-5..10', searchMessages.priceShape],
      ['10.555', searchMessages.priceShape],
      ['100..10', searchMessages.priceUpsideDown],
      ['x'.repeat(41), searchMessages.priceShape],
      ['..20000000', searchMessages.priceShape],
    ])('refuses the price range %s with a message', async (price, message) => {
      const response = await t.app.inject({ method: 'GET', url: searchUrl({ price }) });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json<{ detail: string }>().detail).toContain(message);
    });

    it('refuses too many brands and a brand too long to be one', async () => {
      const many = await t.app.inject({ method: 'GET', url: searchUrl({ brand: Array.from({ length: MAX_BRANDS + 1 }, (_, i) => `Brand ${i}`) }) });
      expect(many.statusCode).toBe(400);
      expect(many.json<{ detail: string }>().detail).toContain(searchMessages.tooManyBrands);
      const long = await t.app.inject({ method: 'GET', url: searchUrl({ brand: 'b'.repeat(101) }) });
      expect(long.statusCode).toBe(400);
    });

    it('finds nothing for a brand no product has, HTML and SQL included', async () => {
      for (const brand of ['<script>alert(1)</script>', "Voltek' or '1'='1", 'voltek']) {
        const result = await search({ brand });
        expect(result.total, brand).toBe(0);
        expect(result.brands).toContainEqual({ value: brand, count: 0, selected: true });
      }
    });

    it('reads an open or blank range as no price filter, and a leading currency sign as the amount', async () => {
      expect((await search({ price: '..' })).total).toBe(7);
      expect((await search({ price: '' })).total).toBe(7);
      expect((await search({ price: '$60..$100' })).total).toBe(4);
    });
  });
});
