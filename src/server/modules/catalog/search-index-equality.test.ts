import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_SORTS, type SearchSort } from '../../../shared/discovery.js';
import { rowsOf, type DatabaseHandle } from '../../db/database.js';
import { forgetEachOnNotify } from '../../db/notified-cache.js';
import { growDemoCatalog } from '../../demo/grow-catalog.js';
import { seedDemoData } from '../../demo/seed-demo-data.js';
import { seededRandom } from '../../test/seeded-random.js';
import { createTestDatabase, testDatabaseKinds } from '../../test/test-database.js';
import { localMediaStorage } from '../media/media-storage.js';
import { CATALOG_CHANGED_CHANNEL } from './catalog-cache.js';
import { loadCatalogStructure, type CatalogStructure } from './catalog-structure.js';
import { SearchIndex } from './search-index.js';
import type { FoundPage } from './search-index-answer.js';
import { planOf } from './search-plan.js';
import { nearestInDatabase, searchInDatabase } from './search.service.js';

/** Products in the grown catalog: enough for ties, broad words and many facet values, quick to build. */
const PRODUCTS = 1_500;
const quiet = { info: () => undefined, error: (...args: unknown[]) => console.error(...args) };

interface Sample {
  name: string;
  sku: string | null;
  mpn: string | null;
  ean: string | null;
  brand: string | null;
  description: string;
}

/** Words shoppers type that the catalog's own text does not give: odd forms, operators, other scripts, nothing at all. */
const ODD_WORDS = [
  'the and of',
  '"cordless drill"',
  '"drill cordless"',
  'drill -cordless',
  'drill or grinder',
  '-drill',
  'hammer -"hammer drill"',
  'mm²',
  '2.5 mm²',
  'Ø 6 mm',
  'µF Ω',
  'Bohrschrauber für Holz',
  '!!!',
  '--',
  'a',
  'x1',
  'xyzzy plugh',
  'qwertyuiop',
  "o'clock",
  'drill & (grinder | saw)',
  'drill:*',
  'DD-18',
  'dd18',
  'H07RN-F 3G2.5',
  '4006381',
  '230 V~',
];

/** Searches drawn from the catalog: part numbers in several spellings and their beginnings, name words, typos, brands, description words, odd words. */
function searchWords(samples: readonly Sample[], count: number): string[] {
  const random = seededRandom(2026);
  const words = (text: string) => text.split(/[^\p{L}\p{N}-]+/u).filter((word) => word.length >= 2);
  const typo = (word: string) => {
    const at = 1 + Math.floor(random.next() * Math.max(1, word.length - 2));
    return random.next() < 0.5 ? word.slice(0, at) + word.slice(at + 1) : word.slice(0, at) + word[at] + word.slice(at);
  };
  const found = new Set<string>(ODD_WORDS);
  for (let i = 0; found.size < count && i < count * 20; i += 1) {
    const sample = random.pick(samples);
    const name = words(sample.name);
    const kind = i % 9;
    if (kind === 0) found.add(random.pick([sample.sku, sample.mpn, sample.ean].filter((part): part is string => !!part)));
    else if (kind === 1 && sample.sku) found.add(random.pick([sample.sku.toLowerCase().replace(/-/g, ''), sample.sku.slice(0, 2 + Math.floor(random.next() * 5))]));
    else if (kind === 2) found.add(random.pick(name));
    else if (kind === 3 && name.length > 1) found.add(name.slice(0, 2).join(' '));
    else if (kind === 4) found.add(typo(random.pick(name).toLowerCase()));
    else if (kind === 5 && sample.brand) found.add(sample.brand);
    else if (kind === 6) found.add(random.pick(words(sample.description)));
    else if (kind === 7) found.add(`${random.pick(name)} ${typo(random.pick(name))}`);
    else found.add(name.join(' ').toUpperCase());
  }
  return [...found];
}

interface FilterSet {
  category?: string;
  f: string[];
  price?: string;
  brand?: string[];
}

/** Specification, price and brand filters drawn from the structure and the values the catalog holds. */
async function filterSets(handle: DatabaseHandle, structure: CatalogStructure): Promise<FilterSet[]> {
  const values = await rowsOf<{ key: string; kind: string; unit: string | null; choice: string | null; low: number | null; high: number | null }>(
    handle.db,
    sql`select a.key, a.kind, a.unit, v.choice_value as choice, min(v.number_value) as low, max(v.number_value) as high
          from product_attribute_values v join category_attributes a on a.id = v.attribute_id
         group by a.key, a.kind, a.unit, v.choice_value`,
  );
  const brands = (await rowsOf<{ brand: string }>(handle.db, sql`select distinct brand from products where brand <> '' order by brand`)).map((row) => row.brand);
  const random = seededRandom(13);
  const priceOf = () => random.pick(['..50', '20..', '10.50..99.99', '49.99', '0..5000', '..0.5']);
  const filterOf = (value: (typeof values)[number]): string => {
    if (value.kind === 'choice') return `${value.key}:${value.choice}`;
    if (value.kind === 'boolean') return `${value.key}:${random.pick(['yes', 'no'])}`;
    const low = value.low ?? 0;
    const high = value.high ?? 0;
    const from = Math.round(low + (high - low) * random.next() * 0.5);
    return random.pick([`${value.key}:${from}..`, `${value.key}:..${from} ${value.unit}`, `${value.key}:${from}..${Math.round(high)}`, `${value.key}:${low}..${low}`]);
  };
  // 49.99 is the price the set-up gave 40 products: both ends of a range hold it.
  const sets: FilterSet[] = [{ f: [] }, { f: [], price: '49.99' }, { f: [], price: '..49.99' }, { f: [], price: '49.99..' }, { f: [], brand: [brands[0]!] }, { f: [], brand: ['No such brand'] }];
  for (const category of structure.tree.ordered) sets.push({ category: category.slug, f: [] });
  for (let i = 0; i < 60; i += 1) {
    const chosen = new Map<string, string[]>();
    for (let n = 1 + Math.floor(random.next() * 3); n > 0; n -= 1) {
      const value = random.pick(values);
      const filter = filterOf(value);
      if (value.kind === 'choice') chosen.set(value.key, [...(chosen.get(value.key) ?? []), filter]);
      else chosen.set(value.key, [filter]);
    }
    const category = random.next() < 0.5 ? random.pick(structure.tree.ordered).slug : undefined;
    const price = random.next() < 0.3 ? priceOf() : undefined;
    const brand = random.next() < 0.3 ? [random.pick(brands), ...(random.next() < 0.5 ? [random.pick(brands)] : [])] : undefined;
    sets.push({ ...(category ? { category } : {}), f: [...chosen.values()].flat(), ...(price ? { price } : {}), ...(brand ? { brand } : {}) });
  }
  return sets;
}

/** Facet counts in one order, so two answers compare as lists. */
const sortedFacets = (answer: FoundPage) => [...answer.facets].sort((a, b) => (a.key === b.key ? (a.value < b.value ? -1 : a.value > b.value ? 1 : 0) : a.key < b.key ? -1 : 1));
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Brand and category counts in one order too. */
const sortedListing = ({ listing }: FoundPage) => ({
  price: listing.price,
  brands: [...listing.brands].sort((a, b) => byText(a.value, b.value)),
  categories: [...listing.categories].sort((a, b) => byText(a.id, b.id)),
});

describe.each(testDatabaseKinds())('the search index answers as the database does, on %s', (kind) => {
  let handle: DatabaseHandle;
  let mediaDir: string;
  let index: SearchIndex;
  let structure: CatalogStructure;
  let samples: Sample[];

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    mediaDir = await mkdtemp(join(tmpdir(), 'shop-search-index-'));
    await seedDemoData(handle.db, localMediaStorage(mediaDir));
    await growDemoCatalog((text) => rowsOf(handle.db, sql.raw(text)), PRODUCTS);
    // Ties: the same time and price for several products, so the order falls to their ids; and archived products, never found.
    await handle.db.execute(sql`update products set created_at = '2026-01-01T00:00:00Z', price_cents = 4999 where slug in (select slug from products where slug like 'catalog-item-%' order by slug limit 40)`);
    await handle.db.execute(sql`update products set archived_at = now() where slug in (select slug from products where slug like 'catalog-item-%' order by slug desc limit 25)`);
    // Pieces sold, with many ties, so "best selling" orders by them and then as "newest".
    await handle.db.execute(sql`update products set units_sold_recently = length(name) % 6`);
    // Ratings, some with equal averages from different counts (4 of 1, 8 of 2), and none, so "top rated" orders by average, count, then as "newest".
    await handle.db.execute(sql`update products set rating_count = length(name) % 3, rating_total = length(name) % 3 + length(description) % (4 * (length(name) % 3) + 1)`);
    structure = await loadCatalogStructure(handle.db);
    samples = await rowsOf<Sample>(handle.db, sql`select name, sku, mpn, ean, brand, description from products order by md5(id::text) limit 300`);
    index = new SearchIndex(handle, quiet);
    await index.heard();
    expect(index.ready).toBe(true);
  }, 240_000);
  afterAll(async () => {
    await handle.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  const compare = async (query: { q: string; inStock?: 'true' } & Partial<FilterSet>, sort: SearchSort, limit: number, offset: number, label: string) => {
    const plan = planOf(structure, query);
    const request = { sort, limit, offset, facets: true };
    const fromIndex = await index.search(plan, request);
    if (!fromIndex) return 'database';
    const fromDatabase = await searchInDatabase(handle.db, plan, sort, limit, offset);
    expect(fromIndex.total, label).toBe(fromDatabase.total);
    expect(fromIndex.ids, label).toEqual(fromDatabase.ids);
    expect(sortedFacets(fromIndex), label).toEqual(sortedFacets(fromDatabase));
    expect(sortedListing(fromIndex), label).toEqual(sortedListing(fromDatabase));
    if (fromDatabase.total === 0 && plan.q) expect(await index.nearest(plan, 4), label).toEqual(await nearestInDatabase(handle.db, plan));
    return fromDatabase.total;
  };

  it('finds, ranks, counts and pages words as the database does', async () => {
    const random = seededRandom(7);
    const answered: (number | 'database')[] = [];
    for (const q of searchWords(samples, 260)) {
      const sort = random.pick(SEARCH_SORTS);
      const limit = random.pick([6, 12, 24, 48]);
      const offset = random.pick([0, 0, 0, limit, limit * 2]);
      const query = { q, ...(random.next() < 0.2 ? { inStock: 'true' as const } : {}) };
      answered.push(await compare(query, sort, limit, offset, `q=${q} sort=${sort} limit=${limit} offset=${offset}`));
      if (sort !== 'relevance') answered.push(await compare(query, 'relevance', limit, 0, `q=${q} relevance`));
    }
    // The index answers nearly everything itself: only query forms it does not handle go to the database.
    expect(answered.filter((total) => total === 'database').length).toBeLessThanOrEqual(2);
    // The searches cover broad words, narrow ones and none at all.
    expect(answered.some((total) => typeof total === 'number' && total > 200)).toBe(true);
    expect(answered.some((total) => total === 0)).toBe(true);
  }, 240_000);

  it('filters by category, stock, specification, price and brand and counts facets as the database does', async () => {
    const random = seededRandom(11);
    for (const set of await filterSets(handle, structure)) {
      const sort = random.pick(SEARCH_SORTS);
      const q = random.next() < 0.3 ? random.pick(['drill', 'cable', 'voltek', 'led', 'pro']) : '';
      const query = { q, ...set, ...(random.next() < 0.3 ? { inStock: 'true' as const } : {}) };
      expect(await compare(query, sort, 24, random.pick([0, 24]), JSON.stringify({ ...query, sort }))).not.toBe('database');
    }
  }, 240_000);

  it('ranks a product found by a close name as the database does, though it has a word the search excludes', async () => {
    // PostgreSQL ranks by the covers of the words within the text: where the excluded word lies
    // outside them, a product the words do not match still ranks above nothing (tsrank.c Cover).
    const names = ['Wenge mallet', 'Wenge mallet, sturdy quilted handle', 'Wenge quilted mallet'];
    // Three live products, far from the 40 the set-up tied (the first by slug) and past the 25 it archived (the last).
    const picked = await rowsOf<{ id: string }>(handle.db, sql`select id from products where archived_at is null and slug like 'catalog-item-%' order by slug desc offset 40 limit 3`);
    for (const [at, { id }] of picked.entries()) await handle.db.execute(sql`update products set name = ${names[at]!}, created_at = '2026-01-01T00:00:00Z' where id = ${id}`);
    const [matching, rankedThoughExcluded, notRanked] = picked.map(({ id }) => id);
    const fresh = new SearchIndex(handle, quiet);
    await fresh.heard();
    const plan = planOf(structure, { q: 'wenge mallet -quilted' });
    const fromDatabase = await searchInDatabase(handle.db, plan, 'relevance', 12, 0);
    // The two excluded-word names are found by closeness; the closer one has no cover, so the farther one ranks above it.
    expect(fromDatabase.ids.slice(0, 3)).toEqual([matching, rankedThoughExcluded, notRanked]);
    const fromIndex = await fresh.search(plan, { sort: 'relevance', limit: 12, offset: 0, facets: true });
    expect(fromIndex?.ids).toEqual(fromDatabase.ids);
    expect(fromIndex?.total).toBe(fromDatabase.total);
  });

  it('answers with every change committed before the search, however it was made, without waiting', async () => {
    const stop = await forgetEachOnNotify(handle, CATALOG_CHANGED_CHANNEL, [], [index]);
    try {
      // Listening starts with a reading of the whole index; searches meanwhile go to the database.
      await index.heard();
      const [target] = await rowsOf<{ id: string; category: string }>(handle.db, sql`select p.id, c.slug as category from products p join categories c on c.id = p.category_id where p.archived_at is null and p.slug like 'catalog-item-%' order by p.slug limit 1`);
      const same = async (query: { q: string; category?: string; inStock?: 'true'; f?: string[] }, sort: SearchSort) => {
        const plan = planOf(structure, query);
        const fromIndex = await index.search(plan, { sort, limit: 12, offset: 0, facets: true });
        expect(fromIndex, JSON.stringify(query)).toBeDefined();
        expect(fromIndex).toEqual({ ...(await searchInDatabase(handle.db, plan, sort, 12, 0)), facets: fromIndex?.facets });
        expect(sortedFacets(fromIndex!)).toEqual(sortedFacets(await searchInDatabase(handle.db, plan, sort, 12, 0)));
        return fromIndex!;
      };
      await handle.db.execute(sql`update products set name = 'Zebrawood handle ' || name where id = ${target!.id}`);
      expect((await same({ q: 'zebrawood' }, 'relevance')).ids).toEqual([target!.id]);
      await handle.db.execute(sql`update products set price_cents = 1 where id = ${target!.id}`);
      expect((await same({ q: '', category: target!.category }, 'price-asc')).ids[0]).toBe(target!.id);
      await handle.db.execute(sql`update products set available_quantity = 0 where id = ${target!.id}`);
      expect((await same({ q: 'zebrawood', inStock: 'true' }, 'relevance')).total).toBe(0);
      await handle.db.execute(sql`update product_attribute_values set number_value = number_value * 1000 where product_id = ${target!.id} and number_value is not null`);
      await same({ q: '', category: target!.category }, 'newest');
      await handle.db.execute(sql`update products set archived_at = now() where id = ${target!.id}`);
      expect((await same({ q: 'zebrawood' }, 'relevance')).total).toBe(0);
      await handle.db.execute(sql`update products set archived_at = null where id = ${target!.id}`);
      expect((await same({ q: 'zebrawood' }, 'relevance')).total).toBe(1);
    } finally {
      await stop();
    }
  });
});
