import type { SearchSort } from '../../../shared/discovery.js';
import type { SearchFilter } from './search-filters.js';
import type { SearchIndexStore } from './search-index-store.js';
import { BOOLEAN, GROUP, KEY, NUMBER, POSITION, VALUE_FIELDS } from './search-index-values.js';
import type { SearchPlan } from './search-plan.js';
import { matches, plainConjunction, requiredLexemeGroups, type TextSearchQuery } from './text-search-query.js';
import { rankCoverDensity, rankOfWeightSum } from './text-search-rank.js';
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
 * What a search's words find: worked out once for the words, and kept by the index while it does
 * not change (search-index.ts), since the same words come back with other filters, sorts and pages.
 */
export interface WordMatches {
  /** The slots found, in the order found. */
  slots: Int32Array;
  /** For each of `slots`: found by its full text (BY_TEXT), or otherwise (a close name, a part number). */
  how: Uint8Array;
  /** For each of `slots` found otherwise: the closeness of its name to the words (`word_similarity`). */
  closeness: Float64Array;
  /** For each of `slots`: its relevance, once a search has been sorted by it. */
  relevance: Float64Array | null;
  /** For words of one word form: each found product's text rank, read from the postings (0 for those found otherwise). */
  rank: Float64Array | null;
}

/** The products the words find: by full text, by a name close to the words (typos), or by part number. */
export function findWordMatches(store: SearchIndexStore, plan: SearchPlan, words: IndexWords): WordMatches {
  const found = new Uint8Array(store.capacity);
  const slots: number[] = [];
  const closeness: number[] = [];
  const ranks: number[] = [];
  const mark = (slot: number, how: number, close: number, rank = 0) => {
    if (found[slot] !== NOT_FOUND) return;
    found[slot] = how;
    slots.push(slot);
    closeness.push(close);
    ranks.push(rank);
  };
  const all = words.text ? plainConjunction(words.text) : null;
  const oneWordForm = all?.length === 1 ? all[0]! : null;
  if (words.text) {
    const query = words.text;
    if (oneWordForm !== null) {
      const postings = store.lexemePostings.get(oneWordForm);
      postings?.slots.forEach((slot, at) => mark(slot, BY_TEXT, 0, rankOfWeightSum(postings.sums[at]!, store.textLength[slot]!)));
    } else if (all) for (const slot of holdingAll(store, all)) mark(slot, BY_TEXT, 0);
    else {
      for (const slot of textCandidates(store, query)) {
        const document = store.documents[slot];
        if (document && found[slot] === NOT_FOUND && matches(document, query)) mark(slot, BY_TEXT, 0);
      }
    }
  }
  // `<%` holds exactly when `word_similarity` reaches the threshold: worked out once, it also ranks.
  for (const slot of nameCandidates(store, words.trigrams)) {
    if (found[slot] !== NOT_FOUND) continue;
    const close = wordSimilarity(words.trigrams, store.nameTrigrams[slot]!);
    if (close >= words.trigrams.threshold) mark(slot, OTHERWISE, close);
  }
  for (const slot of partNumberMatches(store, plan.partKey)) {
    if (found[slot] === NOT_FOUND) mark(slot, OTHERWISE, wordSimilarity(words.trigrams, store.nameTrigrams[slot]!));
  }
  return {
    slots: Int32Array.from(slots),
    how: Uint8Array.from(slots, (slot) => found[slot]!),
    closeness: Float64Array.from(closeness),
    relevance: null,
    rank: oneWordForm !== null ? Float64Array.from(ranks) : null,
  };
}

/** The slots whose text holds every one of `lexemes` (from their postings; a lexeme no product has holds none). */
function holdingAll(store: SearchIndexStore, lexemes: readonly number[]): number[] {
  const lists = lexemes.map((lexeme) => store.lexemePostings.get(lexeme)?.slots ?? []).sort((a, b) => a.length - b.length);
  const [shortest, ...others] = lists;
  if (!shortest || others.length === 0) return shortest ? [...shortest] : [];
  const held = new Uint8Array(store.capacity);
  for (const slot of shortest) held[slot] = 1;
  let round = 1;
  for (const list of others) {
    for (const slot of list) if (held[slot] === round) held[slot] = round + 1;
    round += 1;
  }
  return shortest.filter((slot) => held[slot] === round);
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

/**
 * The specification filters of a search, ready for a pass over packed values (search-index-store.ts):
 * per key number the filter's bit; per filter its kind and bounds; for choices, the facet groups it lets through.
 */
interface PreparedFilters {
  bitOfKey: Int32Array;
  every: number;
  kind: Uint8Array;
  low: Float64Array;
  high: Float64Array;
  yes: Uint8Array;
  choiceGroups: Uint8Array;
}

const NUMBER_FILTER = 0;
const CHOICE_FILTER = 1;
const BOOLEAN_FILTER = 2;

function prepareFilters(store: SearchIndexStore, filters: readonly SearchFilter[]): PreparedFilters {
  const prepared: PreparedFilters = {
    bitOfKey: new Int32Array(store.keyCount),
    every: filters.length === 0 ? 0 : (2 ** filters.length - 1) | 0,
    kind: new Uint8Array(filters.length),
    low: new Float64Array(filters.length),
    high: new Float64Array(filters.length),
    yes: new Uint8Array(filters.length),
    choiceGroups: new Uint8Array(store.groups.length),
  };
  filters.forEach((filter, i) => {
    const key = store.keyNumber(filter.key);
    if (key >= 0) prepared.bitOfKey[key] = 1 << i;
    if (filter.kind === 'number') {
      prepared.kind[i] = NUMBER_FILTER;
      prepared.low[i] = filter.min ?? Number.NEGATIVE_INFINITY;
      prepared.high[i] = filter.max ?? Number.POSITIVE_INFINITY;
    } else if (filter.kind === 'boolean') {
      prepared.kind[i] = BOOLEAN_FILTER;
      prepared.yes[i] = filter.value ? 1 : 0;
    } else {
      prepared.kind[i] = CHOICE_FILTER;
      store.groups.forEach((group, number) => {
        if (group.key === filter.key && group.kind === 'choice' && filter.values.includes(group.value)) prepared.choiceGroups[number] = 1;
      });
    }
  });
  return prepared;
}

/** Whether the packed value at `at` passes filter `i` (as the database's `exists` checks one value row). */
function passesFilter(filters: PreparedFilters, i: number, values: Float64Array, at: number): boolean {
  const kind = filters.kind[i];
  if (kind === CHOICE_FILTER) {
    const group = values[at + GROUP]!;
    return group >= 0 && filters.choiceGroups[group] === 1;
  }
  if (kind === BOOLEAN_FILTER) return values[at + BOOLEAN] === filters.yes[i];
  const number = values[at + NUMBER]!;
  return number >= filters.low[i]! && number <= filters.high[i]!;
}

/** The relevance the database's search gives each found product (search.service.ts `relevance`), as the same doubles. */
function relevanceOf(store: SearchIndexStore, plan: SearchPlan, words: IndexWords, found: WordMatches): Float64Array {
  // Products whose part number, manufacturer number or EAN is the words score 100, and 20 more when a number starts with them.
  const bonus = new Map<number, number>();
  const key = plan.partKey;
  if (key.length >= 2) for (const slot of [...store.partNumbersStartingWith(key, false), ...(store.eanSlots.get(key)?.slots ?? [])]) bonus.set(slot, 100);
  if (key.length >= 3) for (const slot of new Set(store.partNumbersStartingWith(key, true))) bonus.set(slot, (bonus.get(slot) ?? 0) + 20);
  const relevance = new Float64Array(found.slots.length);
  for (let at = 0; at < found.slots.length; at += 1) {
    const slot = found.slots[at]!;
    const exactAndPrefix = bonus.get(slot) ?? 0;
    const rank = found.rank ? found.rank[at]! : words.text ? rankCoverDensity(store.documents[slot]!, words.text) : 0;
    const closeness = found.how[at] === BY_TEXT ? 5 : found.closeness[at]! * 5;
    relevance[at] = exactAndPrefix + rank * 10 + closeness;
  }
  return relevance;
}

type Compare = (a: number, b: number) => number;

/** The order of a search over entries that `slotOf` turns into slots (the found products' places, or slots themselves). */
function ordering(store: SearchIndexStore, sort: SearchSort, slotOf: (entry: number) => number, relevance: Float64Array | null): Compare {
  const { ids, createdAt, priceCents } = store;
  const idDescending = (a: number, b: number) => (ids[a]! < ids[b]! ? 1 : ids[a]! > ids[b]! ? -1 : 0);
  const newest = (a: number, b: number) => createdAt[b]! - createdAt[a]! || idDescending(a, b);
  if (sort === 'price-asc') return (a, b) => ((a = slotOf(a)), (b = slotOf(b)), priceCents[a]! - priceCents[b]! || -idDescending(a, b));
  if (sort === 'price-desc') return (a, b) => ((a = slotOf(a)), (b = slotOf(b)), priceCents[b]! - priceCents[a]! || idDescending(a, b));
  if (sort === 'relevance' && relevance) return (a, b) => relevance[b]! - relevance[a]! || newest(slotOf(a), slotOf(b));
  return (a, b) => newest(slotOf(a), slotOf(b));
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
  words: { words: IndexWords; found: WordMatches } | null,
  request: { sort: SearchSort; limit: number; offset: number; facets: boolean },
): IndexAnswer {
  const candidates = words ? words.found.slots : plan.categoryIds ? inCategories(store, plan.categoryIds) : null;
  const inCategory = categoryMaskOf(store, plan);
  const filters = prepareFilters(store, plan.filters);
  const { bitOfKey, every } = filters;
  const groups = store.groups.length;
  const counts = new Int32Array(request.facets ? groups : 0);
  const lowest = new Float64Array(counts.length).fill(Number.NaN);
  const highest = new Float64Array(counts.length).fill(Number.NaN);
  const positions = new Int32Array(counts.length);

  // Entries: places in the found products when there are words, else slots.
  const passing: number[] = [];
  const count = candidates ? candidates.length : store.capacity;
  const { ids, categoryNo, inStock } = store;
  const { data: values, start: valuesStart, length: valuesLength } = store.values;
  for (let entry = 0; entry < count; entry += 1) {
    const slot = candidates ? candidates[entry]! : entry;
    if (ids[slot] === undefined) continue;
    if (inCategory && inCategory[categoryNo[slot]! + 1] !== 1) continue;
    if (plan.inStock && inStock[slot] === 0) continue;
    const first = valuesStart[slot]!;
    const end = first + valuesLength[slot]!;
    let passed = 0;
    if (every !== 0) {
      for (let at = first; at < end; at += VALUE_FIELDS) {
        const bit = bitOfKey[values[at + KEY]!]!;
        if (bit !== 0 && passesFilter(filters, 31 - Math.clz32(bit), values, at)) passed |= bit;
      }
    }
    if (passed === every) passing.push(entry);
    if (!request.facets) continue;
    for (let at = first; at < end; at += VALUE_FIELDS) {
      const group = values[at + GROUP]!;
      if (group < 0 || (passed | bitOfKey[values[at + KEY]!]!) !== every) continue;
      const position = values[at + POSITION]!;
      if (counts[group] === 0 || position < positions[group]!) positions[group] = position;
      counts[group] = counts[group]! + 1;
      const number = values[at + NUMBER]!;
      if (number === number) {
        if (!(number >= lowest[group]!)) lowest[group] = number;
        if (!(number <= highest[group]!)) highest[group] = number;
      }
    }
  }
  const facets: FacetCount[] = [];
  for (let group = 0; group < counts.length; group += 1) {
    if (counts[group] === 0) continue;
    const { key, value } = store.groups[group]!;
    const low = lowest[group]!;
    const high = highest[group]!;
    facets.push({ key, value, count: counts[group]!, min: Number.isNaN(low) ? null : low, max: Number.isNaN(high) ? null : high, position: positions[group]! });
  }

  let relevance: Float64Array | null = null;
  if (request.sort === 'relevance' && words) relevance = words.found.relevance ??= relevanceOf(store, plan, words.words, words.found);
  const slotOf = candidates ? (entry: number) => candidates[entry]! : (entry: number) => entry;
  const total = passing.length;
  const page = firstInOrder(passing, request.offset + request.limit, ordering(store, request.sort, slotOf, relevance))
    .slice(request.offset)
    .map(slotOf);
  return { ids: page.map((slot) => store.ids[slot]!), total, facets };
}

/**
 * When nothing matches: the products whose names come closest to the words, among the names
 * close to any one of them (search.service.ts `nearestTo`): closest first, then newest, then by id.
 */
export function nearestFromIndex(store: SearchIndexStore, plan: SearchPlan, words: IndexWords, terms: readonly QueryTrigrams[], count: number): string[] {
  const inCategory = categoryMaskOf(store, plan);
  const chosen = new Set<number>();
  for (const term of terms) {
    for (const slot of nameCandidates(store, term)) {
      if (chosen.has(slot) || store.ids[slot] === undefined) continue;
      if (inCategory && inCategory[store.categoryNo[slot]! + 1] !== 1) continue;
      if (isWordSimilar(term, store.nameTrigrams[slot]!)) chosen.add(slot);
    }
  }
  const closeness = new Map([...chosen].map((slot) => [slot, wordSimilarity(words.trigrams, store.nameTrigrams[slot]!)]));
  const { ids, createdAt } = store;
  const order: Compare = (a, b) => closeness.get(b)! - closeness.get(a)! || createdAt[b]! - createdAt[a]! || (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0);
  return firstInOrder([...chosen], count, order).map((slot) => store.ids[slot]!);
}
