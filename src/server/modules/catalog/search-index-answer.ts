import type { SearchSort } from '../../../shared/discovery.js';
import type { SearchFilter } from './search-filters.js';
import type { SearchIndexStore, StoredValue } from './search-index-store.js';
import type { SearchPlan } from './search-plan.js';
import { matches, requiredLexemeGroups, type TextSearchQuery } from './text-search-query.js';
import { rankCoverDensity } from './text-search-rank.js';
import { isWordSimilar, wordSimilarity, type QueryTrigrams } from './trigram-similarity.js';

/**
 * A search answered from the index (search-index-store.ts) exactly as the database's search
 * (search.service.ts) answers it: the same matches, the same relevance (the database's own word
 * forms, with `ts_rank_cd` and `word_similarity` computed the way PostgreSQL computes them), the
 * same order and the same counts. Its cost grows with the products the words find, not with the
 * catalog, and finding, ranking and counting are passes over arrays rather than statements.
 */

/** The words of a search as the index needs them, prepared once (search-index.ts). */
export interface IndexWords {
  /** The database's query of the words (`websearch_to_tsquery`), or null when it has no word left. */
  text: TextSearchQuery | null;
  /** The words' trigrams, for names close to the words and their closeness. */
  trigrams: QueryTrigrams;
}

/** One facet value's count, as the database's statement gives it. */
export interface FacetCount {
  key: string;
  value: string;
  count: number;
  min: number | null;
  max: number | null;
  position: number;
}

export interface IndexAnswer {
  ids: string[];
  total: number;
  facets: FacetCount[];
}

/** How a product was found by the words: by its full text (ranks by text), or otherwise (ranks by closeness). */
const NOT_FOUND = 0;
const BY_TEXT = 1;
const OTHERWISE = 2;

const ALL_SLOTS = -1;

/** The slots the words find, each marked by how (`found[slot]`), and their list. */
function findByWords(store: SearchIndexStore, plan: SearchPlan, words: IndexWords, found: Uint8Array): number[] {
  const hits: number[] = [];
  const mark = (slot: number, how: number) => {
    if (found[slot] === NOT_FOUND) hits.push(slot);
    if (found[slot] !== BY_TEXT) found[slot] = how;
  };
  if (words.text) {
    const query = words.text;
    for (const slot of textCandidates(store, query)) {
      const document = store.documents[slot];
      if (document && found[slot] !== BY_TEXT && matches(document, query)) mark(slot, BY_TEXT);
    }
  }
  for (const slot of nameCandidates(store, words.trigrams)) {
    if (found[slot] === NOT_FOUND && isWordSimilar(words.trigrams, store.nameTrigrams[slot]!)) mark(slot, OTHERWISE);
  }
  for (const slot of partNumberMatches(store, plan.partKey)) if (found[slot] === NOT_FOUND) mark(slot, OTHERWISE);
  return hits;
}

/** The slots whose text may match: those holding a word form of every group the query needs, or every slot. */
function textCandidates(store: SearchIndexStore, query: TextSearchQuery): Iterable<number> {
  const groups = requiredLexemeGroups(query);
  if (groups === null) return liveSlots(store);
  // The group with the fewest postings bounds the candidates; the query itself checks the rest.
  let best: number[] | null = null;
  let bestSize = Number.POSITIVE_INFINITY;
  for (const group of groups) {
    let size = 0;
    for (const lexeme of group) size += store.lexemePostings.get(lexeme)?.slots.length ?? 0;
    if (size < bestSize) {
      bestSize = size;
      best = group;
    }
  }
  if (best === null) return liveSlots(store);
  const slots = new Set<number>();
  for (const lexeme of best) for (const slot of store.lexemePostings.get(lexeme)?.slots ?? []) slots.add(slot);
  return slots;
}

/**
 * The slots whose names share enough of the words' trigrams to come close to them: a name's
 * closeness is shared / (the words' trigrams + the extent's − shared), so it reaches the
 * threshold only when it shares at least that part of the words' trigrams.
 */
function nameCandidates(store: SearchIndexStore, trigrams: QueryTrigrams): number[] {
  const distinct = trigrams.distinct;
  const needed = trigrams.minimumShared;
  // The shop keeps the default threshold, so a name must share at least one trigram.
  if (distinct.length === 0 || needed < 1) return [];
  const shared = new Uint8Array(store.capacity);
  const candidates: number[] = [];
  for (const trigram of distinct) {
    for (const slot of store.trigramPostings.get(trigram)?.slots ?? []) {
      const count = shared[slot]! + 1;
      shared[slot] = count;
      if (count === needed) candidates.push(slot);
    }
  }
  return candidates;
}

function* liveSlots(store: SearchIndexStore): Iterable<number> {
  for (let slot = 0; slot < store.capacity; slot += 1) if (store.ids[slot] !== undefined) yield slot;
}

/** Part number, manufacturer number (equal, or from 3 characters starting with the words) or EAN equal to the words. */
function partNumberMatches(store: SearchIndexStore, key: string): number[] {
  if (key.length < 2) return [];
  const hits = store.partNumbersStartingWith(key, key.length >= 3);
  for (const slot of store.eanSlots.get(key)?.slots ?? []) hits.push(slot);
  return hits;
}

function passesFilter(filter: SearchFilter, value: StoredValue): boolean {
  if (filter.kind === 'choice') return value.choice !== null && filter.values.includes(value.choice);
  if (filter.kind === 'boolean') return value.boolean !== null && value.boolean === filter.value;
  return value.number !== null && (filter.min === null || value.number >= filter.min) && (filter.max === null || value.number <= filter.max);
}

/** What a value shows in its facet: '' for numbers (a range), the choice, or yes/no; null (not counted) for a choice without one. */
function facetValue(kind: string, value: StoredValue): string | null {
  if (kind === 'number') return '';
  if (kind === 'choice') return value.choice;
  return value.boolean ? 'yes' : 'no';
}

/** The relevance the database's search gives a found product (search.service.ts `relevance`), as the same double. */
function relevanceOf(store: SearchIndexStore, plan: SearchPlan, words: IndexWords, found: Uint8Array, slot: number): number {
  const key = plan.partKey;
  const sku = store.skuKey[slot]!;
  const mpn = store.mpnKey[slot]!;
  const exact = key.length >= 2 && (sku === key || mpn === key || store.ean[slot] === key) ? 100 : 0;
  const prefix = key.length >= 3 && (sku.startsWith(key) || mpn.startsWith(key)) ? 20 : 0;
  const rank = words.text ? rankCoverDensity(store.documents[slot]!, words.text) : 0;
  const closeness = found[slot] === BY_TEXT ? 5 : wordSimilarity(words.trigrams, store.nameTrigrams[slot]!) * 5;
  return exact + prefix + rank * 10 + closeness;
}

type Compare = (a: number, b: number) => number;

function ordering(store: SearchIndexStore, sort: SearchSort, scores: Float64Array | null): Compare {
  const { ids, createdAt, priceCents } = store;
  const idDescending = (a: number, b: number) => (ids[a]! < ids[b]! ? 1 : ids[a]! > ids[b]! ? -1 : 0);
  const newest = (a: number, b: number) => createdAt[b]! - createdAt[a]! || idDescending(a, b);
  if (sort === 'price-asc') return (a, b) => priceCents[a]! - priceCents[b]! || -idDescending(a, b);
  if (sort === 'price-desc') return (a, b) => priceCents[b]! - priceCents[a]! || idDescending(a, b);
  if (sort === 'relevance' && scores) return (a, b) => scores[b]! - scores[a]! || newest(a, b);
  return newest;
}

/** The first `count` slots in `compare`'s order: all sorted when that is most of them, else kept in a bounded heap. */
export function firstInOrder(slots: number[], count: number, compare: Compare): number[] {
  if (count <= 0) return [];
  if (count * 4 >= slots.length) return slots.sort(compare).slice(0, count);
  // A heap of the best `count` so far with the worst on top.
  const heap: number[] = [];
  const worse = (a: number, b: number) => compare(a, b) > 0;
  const up = (at: number) => {
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (!worse(heap[at]!, heap[parent]!)) break;
      [heap[at], heap[parent]] = [heap[parent]!, heap[at]!];
      at = parent;
    }
  };
  const down = (at: number) => {
    for (;;) {
      const left = at * 2 + 1;
      const right = left + 1;
      let top = at;
      if (left < heap.length && worse(heap[left]!, heap[top]!)) top = left;
      if (right < heap.length && worse(heap[right]!, heap[top]!)) top = right;
      if (top === at) return;
      [heap[at], heap[top]] = [heap[top]!, heap[at]!];
      at = top;
    }
  };
  for (const slot of slots) {
    if (heap.length < count) {
      heap.push(slot);
      up(heap.length - 1);
    } else if (compare(slot, heap[0]!) < 0) {
      heap[0] = slot;
      down(0);
    }
  }
  return heap.sort(compare);
}

/**
 * One page of a search, its total and (when asked) its facet counts, from the index. A product
 * counts for attribute A's facet when it passes every filter except A's own.
 */
export function answerFromIndex(
  store: SearchIndexStore,
  plan: SearchPlan,
  words: IndexWords | null,
  request: { sort: SearchSort; limit: number; offset: number; facets: boolean },
): IndexAnswer {
  const found = new Uint8Array(store.capacity);
  const candidates = plan.q && words ? findByWords(store, plan, words, found) : ALL_SLOTS;
  const categoryMask = plan.categoryIds ? new Set(plan.categoryIds.map((id) => store.categoryNumber(id))) : null;
  const filterOfAttribute = new Int32Array(store.attributes.length).fill(-1);
  plan.filters.forEach((filter, i) => store.attributes.forEach((attribute, number) => attribute.key === filter.key && (filterOfAttribute[number] = i)));
  const everyFilter = plan.filters.length === 0 ? 0 : (2 ** plan.filters.length - 1) | 0;

  const passing: number[] = [];
  const counts = new Map<string, FacetCount>();
  const consider = (slot: number) => {
    if (store.ids[slot] === undefined) return;
    if (categoryMask && !categoryMask.has(store.categoryNo[slot]!)) return;
    if (plan.inStock && store.inStock[slot] === 0) return;
    const values = store.values[slot]!;
    let passed = 0;
    for (const value of values) {
      const filter = filterOfAttribute[value.attribute]!;
      if (filter >= 0 && passesFilter(plan.filters[filter]!, value)) passed |= 1 << filter;
    }
    if (passed === everyFilter) passing.push(slot);
    if (!request.facets) return;
    for (const value of values) {
      const filter = filterOfAttribute[value.attribute]!;
      if ((passed | (filter >= 0 ? 1 << filter : 0)) !== everyFilter) continue;
      const attribute = store.attributes[value.attribute]!;
      const shown = facetValue(attribute.kind, value);
      if (shown === null) continue;
      const group = `${attribute.key}\u0000${attribute.kind}\u0000${shown}`;
      const count = counts.get(group);
      if (!count) {
        counts.set(group, { key: attribute.key, value: shown, count: 1, min: value.number, max: value.number, position: attribute.position });
        continue;
      }
      count.count += 1;
      if (value.number !== null) {
        if (count.min === null || value.number < count.min) count.min = value.number;
        if (count.max === null || value.number > count.max) count.max = value.number;
      }
      if (attribute.position < count.position) count.position = attribute.position;
    }
  };
  if (candidates === ALL_SLOTS) for (let slot = 0; slot < store.capacity; slot += 1) consider(slot);
  else for (const slot of candidates) consider(slot);

  let scores: Float64Array | null = null;
  if (request.sort === 'relevance' && plan.q && words) {
    scores = new Float64Array(store.capacity);
    for (const slot of passing) scores[slot] = relevanceOf(store, plan, words, found, slot);
  }
  const total = passing.length;
  const page = firstInOrder(passing, request.offset + request.limit, ordering(store, request.sort, scores)).slice(request.offset);
  return { ids: page.map((slot) => store.ids[slot]!), total, facets: [...counts.values()] };
}

/**
 * When nothing matches: the products whose names come closest to the words, among the names
 * close to any one of them (search.service.ts `nearestTo`): closest first, then newest, then by id.
 */
export function nearestFromIndex(store: SearchIndexStore, plan: SearchPlan, words: IndexWords, terms: readonly QueryTrigrams[], count: number): string[] {
  const categoryMask = plan.categoryIds ? new Set(plan.categoryIds.map((id) => store.categoryNumber(id))) : null;
  const chosen = new Set<number>();
  for (const term of terms) {
    for (const slot of nameCandidates(store, term)) {
      if (chosen.has(slot) || store.ids[slot] === undefined) continue;
      if (categoryMask && !categoryMask.has(store.categoryNo[slot]!)) continue;
      if (isWordSimilar(term, store.nameTrigrams[slot]!)) chosen.add(slot);
    }
  }
  const closeness = new Map([...chosen].map((slot) => [slot, wordSimilarity(words.trigrams, store.nameTrigrams[slot]!)]));
  const { ids, createdAt } = store;
  const order: Compare = (a, b) => closeness.get(b)! - closeness.get(a)! || createdAt[b]! - createdAt[a]! || (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0);
  return firstInOrder([...chosen], count, order).map((slot) => store.ids[slot]!);
}
