import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchMessages } from '../../../shared/discovery.js';
import type { Facet, SearchResult, Suggestions } from '../../../shared/schemas/discovery.js';
import { buildDiscoveryCatalog } from '../../test/discovery-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { searchUrl } from '../../test/search-url.js';
import { testDatabaseKinds } from '../../test/test-database.js';

type Catalog = Awaited<ReturnType<typeof buildDiscoveryCatalog>>;

describe.each(testDatabaseKinds())('search API on %s', (kind) => {
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
  const names = (result: { items: { name: string }[] }) => result.items.map((item) => item.name);
  const idsOf = (result: { items: { id: string }[] }) => result.items.map((item) => item.id);
  const facet = (result: SearchResult, key: string): Facet | undefined => result.facets.find((one) => one.key === key);
  const counts = (result: SearchResult, key: string) => {
    const found = facet(result, key);
    return found && found.kind !== 'number' ? Object.fromEntries(found.values.map((value) => [value.value, value.count])) : undefined;
  };

  describe('relevance', () => {
    it('ranks a product named by the words above one that only mentions them in its description', async () => {
      const result = await search({ q: 'driver' });
      expect(idsOf(result)).toEqual([catalog.products.drill.id, catalog.products.hammer.id]);
      expect(result.sort).toBe('relevance');
    });

    it.each([
      ['cordles dril', 'drill'],
      ['cordless dril', 'drill'],
      ['grindr', 'grinder'],
      ['angel grinder', 'grinder'],
      ['flexibel cable', 'cable15'],
    ] as const)('forgives the typos of "%s"', async (q, wanted) => {
      const result = await search({ q });
      expect(result.items[0]?.id).toBe(catalog.products[wanted].id);
    });

    it.each([
      ['TS-10002', 'hammer'],
      ['ts10002', 'hammer'],
      ['ts 10002', 'hammer'],
      ['HD-18B', 'hammer'],
      ['hd18b', 'hammer'],
      ['DD-18', 'drill'],
      ['dd18', 'drill'],
      ['4006381100012', 'drill'],
      ['h07rnf-5g25', 'cable25'],
    ] as const)('puts the exact part number or EAN %s first', async (q, wanted) => {
      const result = await search({ q });
      expect(result.items[0]?.id).toBe(catalog.products[wanted].id);
    });

    it('finds a part number by its beginning', async () => {
      const result = await search({ q: 'TS-1000' });
      const { drill, hammer, small, small2, grinder } = catalog.products;
      expect(idsOf(result).sort()).toEqual([drill.id, hammer.id, small.id, small2.id, grinder.id].sort());
      expect((await search({ q: 'cd-12' })).items[0]?.id).toBe(small.id);
      expect(idsOf(await search({ q: 'cd12' }))).toEqual(expect.arrayContaining([small.id, small2.id]));
    });

    it('finds a brand', async () => {
      const { small, small2, cable15, cable25 } = catalog.products;
      expect(idsOf(await search({ q: 'Ferrox' })).sort()).toEqual([small.id, small2.id].sort());
      expect(idsOf(await search({ q: 'cablex' })).sort()).toEqual([cable15.id, cable25.id].sort());
    });

    it('finds nothing for words no product has, and offers the nearest names instead', async () => {
      const result = await search({ q: 'compact drill hammer kit' });
      expect(result).toMatchObject({ items: [], total: 0, totalPages: 1 });
      expect(result.nearest.length).toBeGreaterThan(0);
      expect(result.nearest.map((product) => product.name)).toContain('Compact Drill CD-12');
      const typo = await search({ q: 'grindr xylophone' });
      expect(typo).toMatchObject({ total: 0 });
      expect(typo.nearest.map((product) => product.name)).toEqual(['Angle Grinder AG-125']);
      expect((await search({ q: 'grindr xylophone', category: 'cable' })).nearest).toEqual([]);
      const nothing = await search({ q: 'xylophone' });
      expect(nothing).toMatchObject({ items: [], total: 0, nearest: [] });
    });

    it('offers no near matches when something matches', async () => {
      expect((await search({ q: 'grinder' })).nearest).toEqual([]);
    });
  });

  describe('specification filters', () => {
    it('reads a range in any unit of the quantity: 1..2 kW is 1000..2000 W', async () => {
      const inKilowatts = await search({ f: 'power:1..2kW' });
      const inWatts = await search({ f: 'power:1000..2000' });
      expect(idsOf(inKilowatts)).toEqual([catalog.products.hammer.id]);
      expect(idsOf(inWatts)).toEqual(idsOf(inKilowatts));
      expect(idsOf(await search({ f: 'power:1 kW..2 kW' }))).toEqual(idsOf(inKilowatts));
      expect(idsOf(await search({ f: 'power:1000 W..2 kW' }))).toEqual(idsOf(inKilowatts));
      expect(idsOf(await search({ f: 'power:1.2kW..' }))).toEqual(idsOf(inKilowatts));
      expect(idsOf(await search({ f: 'power:1,5 kW' }))).toEqual(idsOf(inKilowatts));
      expect(facet(inKilowatts, 'power')).toMatchObject({ selectedMin: 1000, selectedMax: 2000 });
    });

    it('takes open ranges', async () => {
      const { drill, small, small2 } = catalog.products;
      expect(idsOf(await search({ f: 'power:..400 W', sort: 'price-asc' }))).toEqual([small.id, small2.id, drill.id]);
      expect(idsOf(await search({ f: 'torque:60..' }))).toEqual([catalog.products.hammer.id]);
    });

    it('matches a cross-section written as 2.5mm2, 2,5 mm² or 2.5', async () => {
      for (const value of ['2.5mm2', '2,5 mm²', '2.5', '2.5..2.5']) {
        expect(idsOf(await search({ f: `cross-section:${value}` }))).toEqual([catalog.products.cable25.id]);
      }
    });

    it('combines several values of one choice as any of them, and different filters as all of them', async () => {
      const { drill, hammer, small, small2 } = catalog.products;
      const either = await search({ f: ['platform:18 V system', 'platform:12 V system'], sort: 'price-asc' });
      expect(idsOf(either)).toEqual([small.id, small2.id, drill.id, hammer.id]);
      const both = await search({ f: ['platform:18 V system', 'torque:..50'] });
      expect(idsOf(both)).toEqual([drill.id]);
      expect(idsOf(await search({ f: 'cordless:no' }))).toEqual([catalog.products.grinder.id]);
    });

    it('counts each choice with the other filters applied, not its own', async () => {
      const result = await search({ f: 'platform:18 V system' });
      expect(result.total).toBe(2);
      expect(facet(result, 'platform')).toMatchObject({
        kind: 'choice',
        label: 'Battery platform',
        values: [
          { value: '12 V system', count: 2, selected: false },
          { value: '18 V system', count: 2, selected: true },
          { value: 'Mains', count: 1, selected: false },
        ],
      });
      // The other facets count only the 18 V products.
      expect(counts(result, 'cordless')).toEqual({ yes: 2 });
      expect(facet(result, 'voltage')).toMatchObject({ kind: 'number', min: 18, max: 18, selectedMin: null, selectedMax: null });

      const withPower = await search({ f: ['platform:18 V system', 'power:..1 kW'] });
      expect(idsOf(withPower)).toEqual([catalog.products.drill.id]);
      expect(counts(withPower, 'platform')).toEqual({ '12 V system': 2, '18 V system': 1, Mains: 1 });
      // The range facet shows the range of the products passing the other filters (18 V: 400 W and 1.5 kW).
      expect(facet(withPower, 'power')).toMatchObject({ min: 400, max: 1500, selectedMin: null, selectedMax: 1000 });
    });

    it('gives the lowest and highest value of a number facet, and facets in the attributes order', async () => {
      const result = await search({ category: 'drills' });
      expect(facet(result, 'torque')).toEqual({ kind: 'number', key: 'torque', label: 'Max. torque', unit: 'Nm', min: 30, max: 65, selectedMin: null, selectedMax: null });
      expect(facet(result, 'voltage')).toMatchObject({ unit: 'V', min: 12, max: 18 });
      expect(result.facets.map((one) => one.key)).toEqual(['voltage', 'power', 'cordless', 'platform', 'torque']);
      expect(counts(result, 'cordless')).toEqual({ yes: 4 });
    });

    it('counts facets of the words searched for', async () => {
      const result = await search({ q: 'cable' });
      expect(result.total).toBe(2);
      expect(result.facets.map((one) => one.key)).toEqual(['cross-section', 'cores']);
      expect(facet(result, 'cross-section')).toMatchObject({ min: 1.5, max: 2.5, unit: 'mm²' });
      expect(counts(result, 'cores')).toEqual({ '3': 1, '5': 1 });
    });

    it('finds nothing for a choice value no product has', async () => {
      expect(await search({ f: 'platform:36 V system' })).toMatchObject({ items: [], total: 0 });
    });
  });

  describe('category, stock, order and pages', () => {
    it('searches a category with its subcategories', async () => {
      const { drill, hammer, small, small2, grinder } = catalog.products;
      const tools = await search({ category: 'power-tools' });
      expect(idsOf(tools).sort()).toEqual([drill.id, hammer.id, small.id, small2.id, grinder.id].sort());
      const drills = await search({ category: 'drills' });
      expect(idsOf(drills).sort()).toEqual([drill.id, hammer.id, small.id, small2.id].sort());
      expect(idsOf(await search({ category: 'cable', q: 'drill' }))).toEqual([]);
      expect(idsOf(await search({ category: 'drills', q: 'grinder' }))).toEqual([]);
    });

    it('leaves out products that cannot be ordered when asked to', async () => {
      const result = await search({ category: 'drills', inStock: 'true' });
      expect(result.total).toBe(3);
      expect(idsOf(result)).not.toContain(catalog.products.small.id);
      expect((await search({ category: 'drills', inStock: 'false' })).total).toBe(4);
    });

    it('sorts by price both ways and by newest, and the newest first without words', async () => {
      const { drill, hammer, small, small2 } = catalog.products;
      expect(idsOf(await search({ category: 'drills', sort: 'price-asc' }))).toEqual([small.id, small2.id, drill.id, hammer.id]);
      expect(idsOf(await search({ category: 'drills', sort: 'price-desc' }))).toEqual([hammer.id, drill.id, small2.id, small.id]);
      // Created in the order drill, hammer, small, small2.
      expect(idsOf(await search({ category: 'drills', sort: 'newest' }))).toEqual([small2.id, small.id, hammer.id, drill.id]);
      const plain = await search({ category: 'drills' });
      expect(plain.sort).toBe('newest');
      expect(idsOf(plain)).toEqual([small2.id, small.id, hammer.id, drill.id]);
      expect(names(await search({ q: 'drill', sort: 'price-desc' }))[0]).toBe('Brushless Hammer Drill HD-18B');
    });

    it('pages through the matches with the total of all pages', async () => {
      const all = await search({ category: 'power-tools', sort: 'price-asc' });
      expect(all).toMatchObject({ total: 5, totalPages: 1, page: 1, pageSize: 24 });
      const pages = await Promise.all([1, 2, 3].map((page) => search({ category: 'power-tools', sort: 'price-asc', pageSize: 2, page })));
      expect(pages.map((page) => page.total)).toEqual([5, 5, 5]);
      expect(pages.map((page) => page.totalPages)).toEqual([3, 3, 3]);
      expect(pages.flatMap((page) => idsOf(page))).toEqual(idsOf(all));
      expect(await search({ category: 'power-tools', pageSize: 2, page: 9 })).toMatchObject({ items: [], total: 5, totalPages: 3 });
    });

    it('lists every live product without words or filters', async () => {
      const result = await search({});
      expect(result.total).toBe(Object.keys(catalog.products).length);
      expect(result.nearest).toEqual([]);
    });
  });

  describe('suggestions', () => {
    async function suggestions(q: string): Promise<Suggestions> {
      const response = await t.app.inject({ method: 'GET', url: `/api/search/suggestions?q=${encodeURIComponent(q)}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Suggestions>();
    }

    it('suggests products and categories while typing', async () => {
      const drills = await suggestions('drill');
      expect(drills.categories).toEqual([{ slug: 'drills', name: 'Drills' }]);
      expect(drills.products.map((product) => product.name)).toEqual(expect.arrayContaining(['Cordless Drill Driver DD-18', 'Compact Drill CD-12']));
      expect(drills.products[0]).toMatchObject({ slug: expect.any(String), sku: expect.stringMatching(/^TS-/), price: expect.any(Number), image: { src: expect.any(String) } });
      const cable = await suggestions('cab');
      expect(cable.categories).toEqual([{ slug: 'cable', name: 'Cable' }]);
      expect((await suggestions('hd-18')).products[0]?.name).toBe('Brushless Hammer Drill HD-18B');
    });

    it('suggests nothing for no words, and refuses too many', async () => {
      expect(await suggestions('')).toEqual({ products: [], categories: [] });
      expect(await suggestions("'; drop table products; --")).toEqual({ products: [], categories: [] });
      expect(await suggestions('\u0000\u0007')).toEqual({ products: [], categories: [] });
      expect((await suggestions('\u0000grinder')).products.map((product) => product.name)).toEqual(['Angle Grinder AG-125']);
      const response = await t.app.inject({ method: 'GET', url: `/api/search/suggestions?q=${'a'.repeat(2000)}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: [{ field: 'q', message: searchMessages.queryTooLong }] });
    });
  });
});
