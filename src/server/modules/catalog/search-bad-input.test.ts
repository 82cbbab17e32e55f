import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FILTERS, searchMessages, SEARCH_MAX_QUERY } from '../../../shared/discovery.js';
import type { SearchResult } from '../../../shared/schemas/discovery.js';
import { buildDiscoveryCatalog } from '../../test/discovery-fixtures.js';
import { searchUrl } from '../../test/search-url.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';

/** Issue 13, "Bad input": unknown filters, wrong units, upside-down ranges, long words, SQL and HTML. */
describe.each(testDatabaseKinds())('search refusing bad input on %s', (kind) => {
  let t: TestApp;
  let catalog: Awaited<ReturnType<typeof buildDiscoveryCatalog>>;

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

  describe('bad input', () => {
    async function refused(url: string) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      const body = response.json<{ status: number; code: string; detail: string; errors: { field: string; message: string }[] }>();
      expect(body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      expect(body.errors).toHaveLength(1);
      expect(body.detail).toBe(body.errors[0]?.message);
      return body.errors[0]!;
    }

    it.each([
      [['nope:1'], 'There is no filter named nope'],
      [['voltage:12 kg'], 'Voltage: kg is not a unit of this value; use mV, V, kV'],
      [['power:2kW..1kW'], 'Power: the lowest value is above the highest'],
      [['voltage:18..12'], 'Voltage: the lowest value is above the highest'],
      [['voltage'], searchMessages.filterShape],
      [[':12'], searchMessages.filterShape],
      [['voltage:12', 'voltage:18'], 'Voltage is filtered twice'],
      [['cordless:yes', 'cordless:no'], 'Cordless is filtered twice'],
      [['voltage:..'], 'Voltage: give a lowest or a highest value'],
      [['voltage:abc'], 'Voltage: "abc" is not a number'],
      [['voltage:1..2..3'], 'Voltage: a range is written from..to, for example 12..18'],
      [['voltage:1e400'], 'Voltage: e400 is not a unit of this value'],
      [['voltage:12..18 kg'], 'Voltage: kg is not a unit of this value'],
      [['voltage:\u0000'], searchMessages.filterShape],
      [['cordless:maybe'], 'Cordless is filtered by yes or no'],
      [['cross-section:2.5 kW'], 'Cross-section: kW is not a unit of this value; use mm²'],
      [[`voltage:${'x'.repeat(201)}`], searchMessages.filterShape],
      [Array.from({ length: MAX_FILTERS + 1 }, () => 'platform:Mains'), searchMessages.tooManyFilters],
    ])('refuses the filters %j with a message for f', async (filters, message) => {
      const error = await refused(searchUrl({ f: filters }));
      expect(error.field).toBe('f');
      expect(error.message.startsWith(message) || error.message === message).toBe(true);
    });

    it.each([
      [{ q: 'a'.repeat(SEARCH_MAX_QUERY + 1) }, 'q', searchMessages.queryTooLong],
      [{ q: 'drill '.repeat(334) }, 'q', searchMessages.queryTooLong],
      [{ q: ['drill', 'saw'] }, 'q', searchMessages.queryNotText],
      [{ category: 'Not A Slug!' }, 'category', searchMessages.unknownCategory],
      [{ sort: 'cheapest' }, 'sort', 'Sort by one of: relevance, newest, best-selling, top-rated, price-asc, price-desc'],
      [{ inStock: 'maybe' }, 'inStock', 'inStock is true or false'],
      [{ page: 0 }, 'page', 'Page must be 1 or more'],
      [{ page: 'two' }, 'page', 'Page must be a number'],
      [{ page: 1_000_000 }, 'page', 'Page is too large'],
      [{ pageSize: 101 }, 'pageSize', 'Page size must be at most 100'],
    ])('refuses %j with a message for its field', async (params, field, message) => {
      expect(await refused(searchUrl(params))).toEqual({ field, message });
    });

    it('answers an unknown category with 404 problem+json', async () => {
      const response = await t.app.inject({ method: 'GET', url: searchUrl({ category: 'no-such-category' }) });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ status: 404, code: 'NOT_FOUND', detail: searchMessages.unknownCategory });
    });

    it.each([
      "'; drop table products; --",
      "drill' or '1'='1",
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '%_\\',
      '!!! & | ( ) : * <-> "',
      'the',
      '\u0000drill',
      'ÆØÅ ß 電動ドリル 🔌',
    ])('searches "%s" as plain words, never failing', async (q) => {
      const result = await search({ q });
      expect(result.items.every((item) => typeof item.name === 'string')).toBe(true);
    });

    it('keeps every product after SQL in the words', async () => {
      await search({ q: "'; delete from products; --" });
      expect((await search({})).total).toBe(Object.keys(catalog.products).length);
    });

    it.each(['platform:<script>', "platform:' or 1=1 --", 'platform:', 'voltage:-5', `voltage:${'9'.repeat(190)}`, 'voltage:0.000000001..0.000000002'])(
      'answers the filter %j with an empty result',
      async (filter) => {
        expect(await search({ f: filter })).toMatchObject({ items: [], total: 0 });
      },
    );
  });
});
