import type { SearchSort } from '../../../shared/discovery.js';
import { passesFilter, prepareFilters } from './search-index-filters.js';
import { ascendingOrder, firstInOrder, ordering, type Compare } from './search-index-order.js';
import type { SearchIndexStore } from './search-index-store.js';
import { CODE_FIELDS, GROUP, KEY, POSITION } from './search-index-values.js';
import { nameCandidates, relevanceOf, type IndexWords, type WordMatches } from './search-index-words.js';
import type { SearchPlan } from './search-plan.js';
import { NameClosenessOf, type QueryTrigrams } from './trigram-word-similarity.js';

/**
 * A search answered from the index (search-index-store.ts) exactly as the database's search
 * (search.service.ts) answers it: the same matches, the same relevance (the database's own word
 * forms, with `ts_rank_cd` and `word_similarity` computed the way PostgreSQL computes them), the
 * same order and the same counts. Its cost grows with the products the words find, not with the
 * catalog, and finding, ranking and counting are passes over arrays rather than statements.
 */

/** One facet value's count, as the database's statement gives it. */
export interface FacetCount {
  key: string;
  value: string;
  count: number;
  min: number | null;
  max: number | null;
  position: number;
}

/**
 * The counts every listing shows beside the specifications: each brand's products and the price
 * range of those passing every other filter, and the products of each category that pass them all.
 */
export interface ListingCounts {
  brands: { value: string; count: number }[];
  /** Null when no product passes the other filters. */
  price: { min: number; max: number } | null;
  /** By the id of the category a product is in (products without one are not counted). */
  categories: { id: string; count: number }[];
}

export const NO_LISTING_COUNTS: ListingCounts = { brands: [], price: null, categories: [] };

/** One page of a search as ids, with its total and facet counts: what the index and the database both answer. */
export interface FoundPage {
  ids: string[];
  total: number;
  facets: FacetCount[];
  listing: ListingCounts;
}

/** The slots of the given categories (a category and its subcategories). */
function inCategories(store: SearchIndexStore, categoryIds: readonly string[]): Int32Array {
  const lists = categoryIds.map((id) => store.categorySlots.get(store.categoryNumber(id))?.slots ?? []);
  const slots = new Int32Array(lists.reduce((sum, list) => sum + list.length, 0));
  let at = 0;
  for (const list of lists) {
    slots.set(list, at);
    at += list.length;
  }
  return slots;
}

/** For the plan's category (and its subcategories): a flag per category number + 1 (0: no category), or null for all. */
function categoryMaskOf(store: SearchIndexStore, plan: SearchPlan): Uint8Array | null {
  if (!plan.categoryIds) return null;
  const numbers = plan.categoryIds.map((id) => store.categoryNumber(id));
  const mask = new Uint8Array(Math.max(0, ...numbers) + 2);
  for (const number of numbers) mask[number + 1] = 1;
  return mask;
}

/**
 * What a search counts before its order and page: the found products that pass its category, stock
 * and filters, and (when asked) the facet counts. The same for every sort and page of the search,
 * so the index keeps it (search-index.ts).
 */
export interface CountedSearch {
  /** Entries that pass: places in the words' found products when there are words, else slots; in slot or found order. */
  passing: Int32Array;
  facets: FacetCount[];
  listing: ListingCounts;
}

/** For the plan's brands: a flag per brand number + 1 (0: no brand), or null for any. */
function brandMaskOf(store: SearchIndexStore, plan: SearchPlan): Uint8Array | null {
  if (!plan.brands) return null;
  const mask = new Uint8Array(store.brands.length + 1);
  for (const brand of plan.brands) mask[store.brandNumber(brand) + 1] = 1;
  // Index 0 (no brand, or a brand no product has) never passes.
  mask[0] = 0;
  return mask;
}

/**
 * The products of a search that pass and (when asked) its facet counts, from the index. A product
 * counts for attribute A's facet (and for the brand and price counts) when it passes every filter
 * except A's own.
 */
export function countFound(store: SearchIndexStore, plan: SearchPlan, found: WordMatches | null, facets: boolean): CountedSearch {
  const candidates = found ? found.slots : plan.categoryIds ? inCategories(store, plan.categoryIds) : null;
  const inCategory = categoryMaskOf(store, plan);
  const filters = prepareFilters(store, plan.filters);
  const { bitOfKey, every } = filters;
  const groups = store.groups.length;
  const counts = new Int32Array(facets ? groups : 0);
  const lowest = new Float64Array(counts.length).fill(Number.NaN);
  const highest = new Float64Array(counts.length).fill(Number.NaN);
  const positions = new Int32Array(counts.length);

  const brandMask = brandMaskOf(store, plan);
  const lowestPrice = plan.price?.min ?? Number.NEGATIVE_INFINITY;
  const highestPrice = plan.price?.max ?? Number.POSITIVE_INFINITY;
  const brandCounts = new Int32Array(facets ? store.brands.length : 0);
  const categoryCounts = new Map<number, number>();
  let priced = 0;
  let cheapest = 0;
  let dearest = 0;

  const count = candidates ? candidates.length : store.capacity;
  // At most every entry passes: a typed array of that size holds them without a large array on the heap.
  const passing = new Int32Array(count);
  let passed = 0;
  const { categoryNo, inStock, priceCents, brandNo } = store;
  const { live } = store.ids;
  const values = store.values;
  const { codes, numbers, start: valuesStart, length: valuesLength } = values;
  for (let entry = 0; entry < count; entry += 1) {
    const slot = candidates ? candidates[entry]! : entry;
    if (live[slot] !== 1) continue;
    if (inCategory && inCategory[categoryNo[slot]! + 1] !== 1) continue;
    if (plan.inStock && inStock[slot] === 0) continue;
    const first = valuesStart[slot]!;
    const end = first + valuesLength[slot]!;
    let bits = 0;
    if (every !== 0) {
      for (let at = first; at < end; at += 1) {
        const bit = bitOfKey[codes[at * CODE_FIELDS + KEY]!]!;
        if (bit !== 0 && passesFilter(filters, 31 - Math.clz32(bit), codes, numbers, at)) bits |= bit;
      }
    }
    const price = priceCents[slot]!;
    const priceOk = price >= lowestPrice && price <= highestPrice;
    const brand = brandNo[slot]!;
    const brandOk = brandMask === null || brandMask[brand + 1] === 1;
    const specificationsOk = bits === every;
    if (specificationsOk && priceOk && brandOk) passing[passed++] = found ? entry : slot;
    if (!facets) continue;
    if (specificationsOk && priceOk && brandOk) {
      const category = categoryNo[slot]!;
      if (category >= 0) categoryCounts.set(category, (categoryCounts.get(category) ?? 0) + 1);
    }
    if (specificationsOk && priceOk && brand >= 0) brandCounts[brand] = brandCounts[brand]! + 1;
    if (specificationsOk && brandOk) {
      if (priced === 0 || price < cheapest) cheapest = price;
      if (priced === 0 || price > dearest) dearest = price;
      priced += 1;
    }
    if (!priceOk || !brandOk) continue;
    for (let at = first; at < end; at += 1) {
      const code = at * CODE_FIELDS;
      const group = codes[code + GROUP]!;
      if (group < 0 || (every !== 0 && (bits | bitOfKey[codes[code + KEY]!]!) !== every)) continue;
      const position = codes[code + POSITION]!;
      if (counts[group] === 0 || position < positions[group]!) positions[group] = position;
      counts[group] = counts[group]! + 1;
      const number = numbers[at]!;
      if (number === number) {
        if (!(number >= lowest[group]!)) lowest[group] = number;
        if (!(number <= highest[group]!)) highest[group] = number;
      }
    }
  }
  const counted: FacetCount[] = [];
  for (let group = 0; group < counts.length; group += 1) {
    if (counts[group] === 0) continue;
    const { key, value } = store.groups[group]!;
    const low = lowest[group]!;
    const high = highest[group]!;
    counted.push({ key, value, count: counts[group]!, min: Number.isNaN(low) ? null : low, max: Number.isNaN(high) ? null : high, position: positions[group]! });
  }
  const listing: ListingCounts = {
    brands: [...brandCounts].flatMap((brandCount, brand) => (brandCount === 0 ? [] : [{ value: store.brands[brand]!, count: brandCount }])),
    price: priced === 0 ? null : { min: cheapest, max: dearest },
    categories: [...categoryCounts].map(([category, categoryCount]) => ({ id: store.categoryIdOf(category), count: categoryCount })),
  };
  return { passing: passing.slice(0, passed), facets: counted, listing };
}

/** One page of a search, its total and facet counts, from what it counted (`countFound`). */
export function pageFromIndex(
  store: SearchIndexStore,
  plan: SearchPlan,
  words: { words: IndexWords; found: WordMatches } | null,
  counted: CountedSearch,
  request: { sort: SearchSort; limit: number; offset: number },
): FoundPage {
  const candidates = words ? words.found.slots : null;
  let relevance: Float64Array | null = null;
  if (request.sort === 'relevance' && words) relevance = words.found.relevance ??= relevanceOf(store, plan, words.words, words.found);
  const slotOf = candidates ? (entry: number) => candidates[entry]! : (entry: number) => entry;
  const page = firstInOrder(counted.passing, request.offset + request.limit, ordering(store, request.sort, slotOf, relevance))
    .slice(request.offset)
    .map(slotOf);
  return { ids: page.map((slot) => store.ids.idOf(slot)), total: counted.passing.length, facets: counted.facets, listing: counted.listing };
}

/**
 * When nothing matches: the products whose names come closest to the words, among the names
 * close to any one of them (search.service.ts `nearestTo`): closest first, then newest, then by id.
 */
export function nearestFromIndex(store: SearchIndexStore, plan: SearchPlan, words: IndexWords, terms: readonly QueryTrigrams[], count: number): string[] {
  const inCategory = categoryMaskOf(store, plan);
  const chosen = new Set<number>();
  for (const term of terms) {
    const termClose = new NameClosenessOf(term);
    const candidates = nameCandidates(store, term);
    for (let at = 0; at < candidates.length; at += 1) {
      const slot = candidates[at]!;
      if (chosen.has(slot) || store.ids.live[slot] !== 1) continue;
      if (inCategory && inCategory[store.categoryNo[slot]! + 1] !== 1) continue;
      if (store.names.isSimilar(termClose, slot)) chosen.add(slot);
    }
  }
  const wordsClose = new NameClosenessOf(words.trigrams);
  const closeness = new Map([...chosen].map((slot) => [slot, store.names.similarity(wordsClose, slot)]));
  const { ids, createdAt } = store;
  const order: Compare = (a, b) => ascendingOrder(closeness.get(b)!, closeness.get(a)!) || ascendingOrder(createdAt[b]!, createdAt[a]!) || ids.compare(a, b);
  return firstInOrder([...chosen], count, order).map((slot) => ids.idOf(slot));
}
