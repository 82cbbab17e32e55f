import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult, Suggestions } from '../../../shared/schemas/discovery.js';
import { buildDiscoveryCatalog } from '../../test/discovery-fixtures.js';
import { searchUrl } from '../../test/search-url.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';

type Catalog = Awaited<ReturnType<typeof buildDiscoveryCatalog>>;

describe.each(testDatabaseKinds())('search that recovers, on %s', (kind) => {
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
  const ids = (result: SearchResult) => result.items.map((item) => item.id);

  describe('swapped letters and split or joined words', () => {
    it.each([
      ['dirll', 'drill', 'drill'],
      ['cordless drlil', 'cordless drill', 'drill'],
      ['grinedr', 'grinder', 'grinder'],
      ['hammerdrill', 'hammer drill', 'hammer'],
      ['drilll', 'drill', 'drill'],
    ] as const)('"%s" finds what "%s" finds', async (typed, meant, wanted) => {
      const result = await search({ q: typed });
      expect(ids(result)).toContain(catalog.products[wanted].id);
      // Words close enough by the names' closeness find products as typed; the others are put right, and it says so.
      if (result.understood.correctedFrom !== null) {
        expect(result.understood).toEqual({ q: meant, terms: [], correctedFrom: typed });
        expect(ids(result)).toEqual(ids(await search({ q: meant })));
      }
    });

    it.each([
      ['dirll', 'drill'],
      ['grinedr', 'grinder'],
    ] as const)('puts "%s" right as "%s" when the words as typed find nothing', async (typed, meant) => {
      const result = await search({ q: typed });
      expect(result.understood).toEqual({ q: meant, terms: [], correctedFrom: typed });
      expect(result.total).toBeGreaterThan(0);
    });

    it('changes no word into one the products do not hold: no multimeter here, so "mutlimeter" stays', async () => {
      const result = await search({ q: 'mutlimeter' });
      expect(result).toMatchObject({ total: 0, understood: { q: 'mutlimeter', correctedFrom: null } });
    });

    it('joins two words that name one product only together', async () => {
      const result = await search({ q: 'ham mer drill' });
      expect(result.items[0]?.id).toBe(catalog.products.hammer.id);
    });

    it('keeps words that search nothing ("with") and puts right only the others', async () => {
      const result = await search({ q: 'with grinedr' });
      expect(result.understood).toMatchObject({ q: 'with grinder', correctedFrom: 'with grinedr' });
      expect(ids(result)).toEqual([catalog.products.grinder.id]);
    });

    it('leaves words that find products as they are, and words no correction makes real', async () => {
      expect((await search({ q: 'drill' })).understood).toEqual({ q: 'drill', terms: [], correctedFrom: null });
      const nothing = await search({ q: 'xylophone' });
      expect(nothing).toMatchObject({ total: 0, understood: { q: 'xylophone', correctedFrom: null } });
    });

    it('does not change part numbers: exact ones still come first', async () => {
      const result = await search({ q: 'HD-18B' });
      expect(result.items[0]?.id).toBe(catalog.products.hammer.id);
      expect(result.understood).toEqual({ q: 'HD-18B', terms: [], correctedFrom: null });
    });
  });

  it('suggests while typing what the corrected words find, and nothing for words nothing comes close to', async () => {
    const suggested = async (q: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/search/suggestions?q=${encodeURIComponent(q)}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Suggestions>().products.map((product) => product.id);
    };
    expect(await suggested('dirll')).toContain(catalog.products.drill.id);
    expect(await suggested('grinedr')).toEqual([catalog.products.grinder.id]);
    expect(await suggested('mutlimeter')).toEqual([]);
    // Quantities are read as the search reads them: "12v drill" suggests the 12 V drills only.
    expect((await suggested('12v drill')).sort()).toEqual([catalog.products.small.id, catalog.products.small2.id].sort());
    expect(await suggested('99v drill')).toEqual([]);
  });

  describe('quantities and codes in the words', () => {
    it('"12v drill" filters by voltage 12 V and searches "drill"', async () => {
      const result = await search({ q: '12v drill' });
      expect(ids(result).sort()).toEqual([catalog.products.small.id, catalog.products.small2.id].sort());
      expect(result.understood).toEqual({ q: 'drill', correctedFrom: null, terms: [{ text: '12v', key: 'voltage', label: 'Voltage', value: '12 V', qWithout: 'drill' }] });
      const voltage = result.facets.find((facet) => facet.key === 'voltage');
      expect(voltage).toMatchObject({ selectedMin: 12, selectedMax: 12 });
    });

    it('reads a unit in any of its spellings and sizes: "2,5 mm2", "0.4 kW", "1500w"', async () => {
      expect(ids(await search({ q: 'cable 2,5 mm2' }))).toEqual([catalog.products.cable25.id]);
      const kilowatts = await search({ q: '0.4 kW drill' });
      expect(ids(kilowatts)).toEqual([catalog.products.drill.id]);
      expect(kilowatts.understood.terms).toMatchObject([{ text: '0.4 kW', key: 'power', value: '400 W', qWithout: 'drill' }]);
      expect(ids(await search({ q: '1500w' }))).toEqual([catalog.products.hammer.id]);
    });

    it('reads several terms, each removable on its own', async () => {
      const result = await search({ q: '18v 1.5kw drill' });
      expect(ids(result)).toEqual([catalog.products.hammer.id]);
      expect(result.understood.terms.map((term) => [term.key, term.qWithout])).toEqual([
        ['voltage', '1.5kw drill'],
        ['power', '18v drill'],
      ]);
    });

    it('reads a code that is a value of the products found: "mains grinder" stays words, "18 V system" is not a code', async () => {
      const result = await search({ q: 'grinder' });
      expect(result.understood.terms).toEqual([]);
      expect((await search({ q: 'cd12 drill' })).understood.terms).toEqual([]);
    });

    it('keeps a quantity no product found is measured in as words: "16 kg drill" finds nothing, readably', async () => {
      const result = await search({ q: '16 kg drill' });
      expect(result).toMatchObject({ total: 0, understood: { q: '16 kg drill', terms: [] } });
    });

    it('shows a filter read from the words even when nothing has that value', async () => {
      const result = await search({ q: '99v drill' });
      expect(result.total).toBe(0);
      expect(result.understood.terms).toMatchObject([{ key: 'voltage', value: '99 V', qWithout: 'drill' }]);
    });

    it('does not read a term over a filter already chosen for that specification', async () => {
      const result = await search({ q: '12v drill', f: 'voltage:18' });
      expect(result.understood.terms).toEqual([]);
      expect(result.facets.find((facet) => facet.key === 'voltage')).toMatchObject({ selectedMin: 18, selectedMax: 18 });
      for (const id of ids(result)) expect([catalog.products.drill.id, catalog.products.hammer.id]).toContain(id);
    });

    it('answers HTML, SQL and a long row of terms with results or nothing, never an error', async () => {
      for (const q of ["<script>alert(1)</script> 16a", "'; drop table products; -- 12v", Array.from({ length: 40 }, (_, i) => `${i}v`).join(' ').slice(0, 200)]) {
        const result = await search({ q });
        expect(result.total).toBeGreaterThanOrEqual(0);
      }
      const tooLong = await t.app.inject({ method: 'GET', url: searchUrl({ q: '16a '.repeat(500) }) });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.headers['content-type']).toMatch(/application\/problem\+json/);
    });
  });
});
