import type { SearchIndexStore } from './search-index-store.js';
import { DocumentWindow } from './search-index-texts.js';
import type { SearchPlan } from './search-plan.js';
import { plainConjunction, requiredLexemeGroups } from './text-search-candidates.js';
import { matches, type TextSearchQuery } from './text-search-query.js';
import { rankOfWeightSum } from './text-search-rank.js';
import { RanksOfQuery } from './text-search-rank-memo.js';
import { NameClosenessOf, type QueryTrigrams } from './trigram-word-similarity.js';

/**
 * What a search's words find in the search index (search-index-store.ts), as the database's search
 * finds it (search.service.ts `wordMatches` and `relevance`): by full text, by a name close to the
 * words, or by part number; and the relevance of each.
 */

/** The words of a search as the index needs them, prepared once (search-index.ts). */
export interface IndexWords {
  /** The database's query of the words (`websearch_to_tsquery`), or null when it has no word left. */
  text: TextSearchQuery | null;
  /** The words' trigrams, for names close to the words and their closeness. */
  trigrams: QueryTrigrams;
}

/** How a product was found by the words: by its full text (ranks by text), or otherwise (ranks by closeness). */
const NOT_FOUND = 0;
const BY_TEXT = 1;
const OTHERWISE = 2;

/**
 * What a search's words find: worked out once for the words, and kept by the index while it does
 * not change (search-index.ts), since the same words come back with other filters, sorts and pages.
 */
export interface WordMatches {
  /** Tells this finding from every other, of the same words or not (what is counted from it refers to its places). */
  serial: number;
  /** The slots found, ascending. */
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

let findings = 0;

const NO_POSTINGS = { slots: new Int32Array(0), sums: new Float64Array(0) };

/** Per slot, the closeness and rank of the products being found (working arrays, read only for the slots found). */
let closenessBySlot = new Float64Array(0);
let rankBySlot = new Float64Array(0);
/** The slots being found, in the order found (a working array: typed, so that no large array is made on the heap). */
let foundSlots = new Int32Array(0);

/**
 * The found slots in ascending order: a search's later passes over them (counts, ranks) then read
 * the store's per-slot arrays and packed values front to back, as they lie in memory.
 */
function ascending(slots: Int32Array, found: Uint8Array): Int32Array {
  if (slots.length * 16 < found.length) return slots.slice().sort();
  const ordered = new Int32Array(slots.length);
  let at = 0;
  for (let slot = 0; slot < found.length; slot += 1) if (found[slot] !== NOT_FOUND) ordered[at++] = slot;
  return ordered;
}

/** The products the words find: by full text, by a name close to the words (typos), or by part number. */
export function findWordMatches(store: SearchIndexStore, plan: SearchPlan, words: IndexWords): WordMatches {
  const found = new Uint8Array(store.capacity);
  if (closenessBySlot.length < store.capacity) {
    closenessBySlot = new Float64Array(store.capacity * 2);
    rankBySlot = new Float64Array(store.capacity * 2);
    foundSlots = new Int32Array(store.capacity * 2);
  }
  let count = 0;
  const mark = (slot: number, how: number, close: number, rank = 0) => {
    if (found[slot] !== NOT_FOUND) return;
    found[slot] = how;
    foundSlots[count++] = slot;
    closenessBySlot[slot] = close;
    rankBySlot[slot] = rank;
  };
  const all = words.text ? plainConjunction(words.text) : null;
  const oneWordForm = all?.length === 1 ? all[0]! : null;
  if (words.text) {
    const query = words.text;
    if (oneWordForm !== null) {
      const { slots, sums } = store.lexemePostings.get(oneWordForm) ?? NO_POSTINGS;
      const lengths = store.texts.length;
      for (let at = 0; at < slots.length; at += 1) mark(slots[at]!, BY_TEXT, 0, rankOfWeightSum(sums[at]!, lengths[slots[at]!]!));
    } else if (all) for (const slot of holdingAll(store, all)) mark(slot, BY_TEXT, 0);
    else {
      const document = new DocumentWindow();
      for (const slot of textCandidates(store, query)) {
        if (found[slot] === NOT_FOUND && matches(store.texts.read(slot, document), query)) mark(slot, BY_TEXT, 0);
      }
    }
  }
  // `<%` holds exactly when `word_similarity` reaches the threshold: worked out once, it also ranks.
  const namesClose = new NameClosenessOf(words.trigrams);
  const candidates = nameCandidates(store, words.trigrams);
  for (let at = 0; at < candidates.length; at += 1) {
    const slot = candidates[at]!;
    if (found[slot] !== NOT_FOUND) continue;
    const close = store.names.similarity(namesClose, slot);
    if (close >= words.trigrams.threshold) mark(slot, OTHERWISE, close);
  }
  for (const slot of partNumberMatches(store, plan.partKey)) {
    if (found[slot] === NOT_FOUND) mark(slot, OTHERWISE, store.names.similarity(namesClose, slot));
  }
  const ordered = ascending(foundSlots.subarray(0, count), found);
  const how = new Uint8Array(ordered.length);
  const closeness = new Float64Array(ordered.length);
  const rank = oneWordForm !== null ? new Float64Array(ordered.length) : null;
  for (let at = 0; at < ordered.length; at += 1) {
    const slot = ordered[at]!;
    how[at] = found[slot]!;
    closeness[at] = closenessBySlot[slot]!;
    if (rank) rank[at] = rankBySlot[slot]!;
  }
  return { serial: ++findings, slots: ordered, how, closeness, relevance: null, rank };
}

/** The slots whose text holds every one of `lexemes` (from their postings; a lexeme no product has holds none). */
function holdingAll(store: SearchIndexStore, lexemes: readonly number[]): number[] {
  const lists = lexemes.map((lexeme) => store.lexemePostings.get(lexeme)?.slots ?? new Int32Array(0)).sort((a, b) => a.length - b.length);
  const [shortest, ...others] = lists;
  if (!shortest || others.length === 0) return shortest ? Array.from(shortest) : [];
  const held = new Uint8Array(store.capacity);
  for (let at = 0; at < shortest.length; at += 1) held[shortest[at]!] = 1;
  let round = 1;
  for (const list of others) {
    for (let at = 0; at < list.length; at += 1) {
      const slot = list[at]!;
      if (held[slot] === round) held[slot] = round + 1;
    }
    round += 1;
  }
  return Array.from(shortest.filter((slot) => held[slot] === round));
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
  for (const lexeme of best) {
    const postings = store.lexemePostings.get(lexeme)?.slots;
    if (!postings) continue;
    for (let at = 0; at < postings.length; at += 1) slots.add(postings[at]!);
  }
  return slots;
}

/**
 * The slots whose names share enough of the words' trigrams to come close to them: a name's
 * closeness is shared / (the words' trigrams + the extent's − shared), so it reaches the
 * threshold only when it shares at least that part of the words' trigrams.
 */
export function nameCandidates(store: SearchIndexStore, trigrams: QueryTrigrams): Int32Array {
  const distinct = trigrams.distinct;
  const needed = trigrams.minimumShared;
  // The shop keeps the default threshold, so a name must share at least one trigram.
  if (distinct.length === 0 || needed < 1) return new Int32Array(0);
  const lists: Int32Array[] = [];
  let postings = 0;
  for (const trigram of distinct) {
    const slots = store.trigramPostings.get(trigram)?.slots;
    if (!slots) continue;
    lists.push(slots);
    postings += slots.length;
  }
  const shared = new Uint8Array(store.capacity);
  // Each candidate takes `needed` postings: a typed array of that bound holds them off the heap.
  const candidates = new Int32Array(Math.min(store.capacity, Math.floor(postings / needed)));
  let taken = 0;
  for (const slots of lists) {
    for (let at = 0; at < slots.length; at += 1) {
      const slot = slots[at]!;
      const count = shared[slot]! + 1;
      shared[slot] = count;
      if (count === needed) candidates[taken++] = slot;
    }
  }
  return candidates.subarray(0, taken);
}

function* liveSlots(store: SearchIndexStore): Iterable<number> {
  const { live } = store.ids;
  for (let slot = 0; slot < store.capacity; slot += 1) if (live[slot] === 1) yield slot;
}

/** Part number, manufacturer number (equal, or from 3 characters starting with the words) or EAN equal to the words. */
function partNumberMatches(store: SearchIndexStore, key: string): number[] {
  if (key.length < 2) return [];
  const hits = store.partNumbersStartingWith(key, key.length >= 3);
  for (const slot of store.eanSlotsOf(key)) hits.push(slot);
  return hits;
}

/** The relevance the database's search gives each found product (search.service.ts `relevance`), as the same doubles. */
export function relevanceOf(store: SearchIndexStore, plan: SearchPlan, words: IndexWords, found: WordMatches): Float64Array {
  // Products whose part number, manufacturer number or EAN is the words score 100, and 20 more when a number starts with them.
  const bonus = new Map<number, number>();
  const key = plan.partKey;
  if (key.length >= 2) for (const slot of [...store.partNumbersStartingWith(key, false), ...store.eanSlotsOf(key)]) bonus.set(slot, 100);
  if (key.length >= 3) for (const slot of new Set(store.partNumbersStartingWith(key, true))) bonus.set(slot, (bonus.get(slot) ?? 0) + 20);
  const relevance = new Float64Array(found.slots.length);
  const ranks = words.text && !found.rank ? new RanksOfQuery(words.text) : null;
  // A cover of words that must all be there holds every one of them (tsrank.c Cover), so a product
  // found otherwise (a close name, a part number) ranks 0 without looking: often most of those found.
  const rankedOnlyByText = words.text !== null && plainConjunction(words.text) !== null;
  const document = new DocumentWindow();
  for (let at = 0; at < found.slots.length; at += 1) {
    const slot = found.slots[at]!;
    const exactAndPrefix = bonus.get(slot) ?? 0;
    const byText = found.how[at] === BY_TEXT;
    const rank = found.rank ? found.rank[at]! : ranks && (byText || !rankedOnlyByText) ? ranks.rank(store.texts.read(slot, document)) : 0;
    const closeness = byText ? 5 : found.closeness[at]! * 5;
    relevance[at] = exactAndPrefix + rank * 10 + closeness;
  }
  return relevance;
}

