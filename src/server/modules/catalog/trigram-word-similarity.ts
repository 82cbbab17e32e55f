import { SequenceMap } from './sequence-map.js';
import { distinctTrigrams, trigramsOf, WORD_SIMILARITY_THRESHOLD, type CharacterRules } from './trigram-similarity.js';

/**
 * pg_trgm's `word_similarity` and `<%` over the trigrams of trigram-similarity.ts: a search's words
 * prepared once, then compared with many names.
 */

/**
 * A search's words, prepared once per search: the distinct trigram ids (what candidate selection
 * looks up), the threshold `<%` holds them to, and a small hash table from id to its place among them.
 */
export class QueryTrigrams {
  /** The distinct trigram ids of the words, ascending. */
  readonly distinct: Int32Array;
  /**
   * The fewest of `distinct` a name must have for `<%` to hold (see `minimumSharedTrigrams`):
   * 0 means every name, more than `distinct.length` none.
   */
  readonly minimumShared: number;
  private readonly keys: Int32Array;
  private readonly places: Int32Array;
  private readonly mask: number;

  constructor(
    sequence: Int32Array,
    /** `pg_trgm.word_similarity_threshold` for `<%`. */
    readonly threshold = WORD_SIMILARITY_THRESHOLD,
  ) {
    this.distinct = distinctTrigrams(sequence);
    this.minimumShared = minimumSharedTrigrams(this.distinct.length, threshold);
    let size = 8;
    while (size < this.distinct.length * 2) size *= 2;
    this.mask = size - 1;
    this.keys = new Int32Array(size).fill(-1);
    this.places = new Int32Array(size);
    this.distinct.forEach((id, place) => {
      let slot = hashOf(id) & this.mask;
      while (this.keys[slot] !== -1) slot = (slot + 1) & this.mask;
      this.keys[slot] = id;
      this.places[slot] = place;
    });
  }

  /** The place of a trigram among the distinct ones, or -1 when the words do not have it. */
  placeOf(id: number): number {
    let slot = hashOf(id) & this.mask;
    for (;;) {
      const key = this.keys[slot]!;
      if (key === id) return this.places[slot]!;
      if (key === -1) return -1;
      slot = (slot + 1) & this.mask;
    }
  }
}

function hashOf(id: number): number {
  return Math.imul(id, 0x9e3779b1) >>> 16;
}

/** The words of a search prepared for comparing with many names. Throws `UnlearnedCharacterError` like `trigramsOf`. */
export function queryTrigramsOf(query: string, rules: CharacterRules, threshold = WORD_SIMILARITY_THRESHOLD): QueryTrigrams {
  return new QueryTrigrams(trigramsOf(query, rules), threshold);
}

/**
 * The fewest distinct trigrams of the words a name must share for `words <% name` to hold: the
 * similarity of a stretch of the name is shared / (words' trigrams + stretch's trigrams - shared),
 * at most shared / words' trigrams, rounded to float4. Worked out exactly rather than as
 * ceil(threshold × count), which the double product overshoots for some thresholds (0.07 × 100).
 * 0 means every name qualifies (a threshold of 0 or less); above `queryTrigramCount`, none does.
 */
export function minimumSharedTrigrams(queryTrigramCount: number, threshold = WORD_SIMILARITY_THRESHOLD): number {
  for (let shared = 0; shared <= queryTrigramCount; shared++) {
    const best = queryTrigramCount === 0 ? 0 : Math.fround(shared / queryTrigramCount);
    if (best >= threshold) return shared;
  }
  return queryTrigramCount + 1;
}

/** Working arrays reused from one comparison to the next (grown when a longer name comes). */
let placesOfName = new Int32Array(64);
let lastPositions = new Int32Array(128);
let otherKeys = new Int32Array(128);
let otherPlaces = new Int32Array(128);
let otherStamps = new Uint32Array(128);
let stamp = 0;

function makeRoom(nameLength: number, queryLength: number): void {
  if (placesOfName.length < nameLength) placesOfName = new Int32Array(nameLength * 2);
  if (lastPositions.length < nameLength + queryLength) lastPositions = new Int32Array((nameLength + queryLength) * 2);
  if (otherKeys.length < nameLength * 2) {
    let size = otherKeys.length;
    while (size < nameLength * 2) size *= 2;
    otherKeys = new Int32Array(size);
    otherPlaces = new Int32Array(size);
    otherStamps = new Uint32Array(size);
    stamp = 0;
  }
  stamp = (stamp + 1) >>> 0;
  if (stamp === 0) {
    otherStamps.fill(0);
    stamp = 1;
  }
}

/**
 * Numbers the name's trigrams: one the words have gets its place among the words' trigrams (below
 * `query.distinct.length`: "found"), any other a number of its own after them. Returns how many
 * numbers were given.
 */
function numberTrigrams(query: QueryTrigrams, name: Int32Array): number {
  const found = query.distinct.length;
  const mask = otherKeys.length - 1;
  let next = found;
  for (let i = 0; i < name.length; i++) {
    const id = name[i]!;
    let place = query.placeOf(id);
    if (place < 0) {
      let slot = hashOf(id) & mask;
      while (otherStamps[slot] === stamp && otherKeys[slot] !== id) slot = (slot + 1) & mask;
      if (otherStamps[slot] === stamp) place = otherPlaces[slot]!;
      else {
        otherStamps[slot] = stamp;
        otherKeys[slot] = id;
        otherPlaces[slot] = place = next++;
      }
    }
    placesOfName[i] = place;
  }
  return next;
}

/** pg_trgm's CALCSML in float4: shared / (words' + stretch's - shared). */
function similarityOf(shared: number, queryCount: number, stretchCount: number): number {
  return Math.fround(shared / (queryCount + stretchCount - shared));
}

/**
 * pg_trgm's iterate_word_similarity (plain, not strict): walks the name, and at each trigram the
 * words have, tries every start of the stretch ending there. With `checkOnly` it stops as soon as
 * the threshold is reached, as the `<%` operator does.
 */
function iterateWordSimilarity(query: QueryTrigrams, name: Int32Array, checkOnly: boolean, threshold: number): number {
  const queryCount = query.distinct.length;
  if (queryCount === 0 || name.length === 0) return 0;
  makeRoom(name.length, queryCount);
  const numbers = numberTrigrams(query, name);
  const places = placesOfName;
  const lastPos = lastPositions;
  lastPos.fill(-1, 0, numbers);
  let stretchCount = 0;
  let shared = 0;
  let lower = -1;
  let best = 0;
  for (let i = 0; i < name.length; i++) {
    const place = places[i]!;
    const found = place < queryCount;
    if (lower >= 0 || found) {
      if (lastPos[place]! < 0) {
        stretchCount++;
        if (found) shared++;
      }
      lastPos[place] = i;
    }
    if (!found) continue;
    const upper = i;
    if (lower === -1) {
      lower = i;
      stretchCount = 1;
    }
    let current = similarityOf(shared, queryCount, stretchCount);
    let tryShared = shared;
    let tryStretchCount = stretchCount;
    const previousLower = lower;
    for (let tryLower = lower; tryLower <= upper; tryLower++) {
      const trial = similarityOf(tryShared, queryCount, tryStretchCount);
      if (trial > current) {
        current = trial;
        stretchCount = tryStretchCount;
        lower = tryLower;
        shared = tryShared;
      }
      if (checkOnly && current >= threshold) break;
      const tryPlace = places[tryLower]!;
      if (lastPos[tryPlace] === tryLower) {
        tryStretchCount--;
        if (tryPlace < queryCount) tryShared--;
      }
    }
    best = best > current ? best : current;
    if (checkOnly && best >= threshold) break;
    for (let gone = previousLower; gone < lower; gone++) {
      const gonePlace = places[gone]!;
      if (lastPos[gonePlace] === gone) lastPos[gonePlace] = -1;
    }
  }
  return best;
}

/** `word_similarity(words, name)` from the prepared words and name trigrams: a float4, as a number. */
export function wordSimilarity(query: QueryTrigrams, name: Int32Array): number {
  return iterateWordSimilarity(query, name, false, 0);
}

/** `words <% name` from the prepared words (with their threshold) and name trigrams. */
export function isWordSimilar(query: QueryTrigrams, name: Int32Array): boolean {
  return iterateWordSimilarity(query, name, true, query.threshold) >= query.threshold;
}

/** Whether a trigram id holds a byte of a digit ('0' to '9'): a search whose trigrams hold none can never share one. */
export function hasDigitByte(id: number): boolean {
  for (let shift = 0; shift < 24; shift += 8) {
    const byte = (id >>> shift) & 0xff;
    if (byte >= 0x30 && byte <= 0x39) return true;
  }
  return false;
}

/**
 * A name's trigrams without the trailing ones that hold a digit (a model number, a length, a count
 * at the end of the name): for words whose trigrams hold no digit, the name's `word_similarity` and
 * `<%` are those of its stem (see `NameClosenessOf`). Names with the same stem share one number
 * (search-index-name-stems.ts), so a search works each stem out once. Returns where the stem of the
 * name `trigrams[start..end)` ends.
 */
export function stemEnd(trigrams: ArrayLike<number>, start = 0, end = trigrams.length): number {
  while (end > start && hasDigitByte(trigrams[end - 1]!)) end--;
  return end;
}

/** What a search knows of a stretch or a stem: its similarity, and whether `<%` holds (1, 0; -1 not worked out yet). */
interface Known {
  similarity: number;
  similar: number;
}

/**
 * `word_similarity` and `<%` of one search's words against many names, each worked out once per
 * stretch of name that matters. The walk above changes nothing before the first trigram the words
 * have and nothing it returns after the last one, so a name's answer is that of the stretch from
 * its first to its last trigram the words have: names that differ only outside it (the same model
 * in other variants, numbers after the words) share one answer. Exact, not approximate. For words
 * without digits a name's stem (`stemEnd`) has the same stretch, and names sharing a stem
 * share its answer without being read.
 *
 * A name is `names[start..end)`, a stretch of an array that may hold many names (the search
 * index's); `stem` is the number of its stem (search-index-name-stems.ts), or -1 for none.
 */
export class NameClosenessOf {
  readonly #query: QueryTrigrams;
  /** Per stem number, for words without digits. */
  readonly #byStem: Map<number, Known> | null;
  /** Per stretch met. */
  readonly #known = new SequenceMap<Known>();

  constructor(query: QueryTrigrams) {
    this.#query = query;
    this.#byStem = query.distinct.some(hasDigitByte) ? null : new Map();
  }

  /** `word_similarity(words, name)`. */
  similarity(names: Int32Array, start = 0, end = names.length, stem = -1): number {
    const known = this.#stemEntry(stem);
    if (known) {
      if (Number.isNaN(known.similarity)) known.similarity = this.similarity(names, start, stemEnd(names, start, end));
      return known.similarity;
    }
    const entry = this.#entryOf(names, start, end);
    if (!entry) return 0;
    if (Number.isNaN(entry.value.similarity)) entry.value.similarity = wordSimilarity(this.#query, entry.key);
    return entry.value.similarity;
  }

  /** `words <% name`. */
  isSimilar(names: Int32Array, start = 0, end = names.length, stem = -1): boolean {
    const known = this.#stemEntry(stem);
    if (known) {
      if (known.similar < 0) known.similar = this.isSimilar(names, start, stemEnd(names, start, end)) ? 1 : 0;
      return known.similar === 1;
    }
    const entry = this.#entryOf(names, start, end);
    if (!entry) return 0 >= this.#query.threshold;
    if (entry.value.similar < 0) entry.value.similar = isWordSimilar(this.#query, entry.key) ? 1 : 0;
    return entry.value.similar === 1;
  }

  /** What is known of a stem, or undefined when there is none or the words have digits (then the whole name counts). */
  #stemEntry(stem: number): Known | undefined {
    if (!this.#byStem || stem < 0) return undefined;
    let known = this.#byStem.get(stem);
    if (!known) this.#byStem.set(stem, (known = { similarity: Number.NaN, similar: -1 }));
    return known;
  }

  /** The name's stretch (`key`) and its answers (`value`), or undefined when the name has none of the words' trigrams. */
  #entryOf(names: Int32Array, start: number, end: number) {
    const query = this.#query;
    let first = start;
    while (first < end && query.placeOf(names[first]!) < 0) first++;
    if (first === end) return undefined;
    let last = end - 1;
    while (query.placeOf(names[last]!) < 0) last--;
    return this.#known.entry(names, first, last + 1) ?? this.#known.add(names.slice(first, last + 1), { similarity: Number.NaN, similar: -1 });
  }
}

/** `word_similarity(query, name)` from the texts (tests and one-off use; prepare them for many). */
export function wordSimilarityOfTexts(query: string, name: string, rules: CharacterRules): number {
  return wordSimilarity(queryTrigramsOf(query, rules), trigramsOf(name, rules));
}

/** `query <% name` from the texts (tests and one-off use; prepare them for many). */
export function isWordSimilarText(query: string, name: string, rules: CharacterRules, threshold = WORD_SIMILARITY_THRESHOLD): boolean {
  return isWordSimilar(queryTrigramsOf(query, rules, threshold), trigramsOf(name, rules));
}
