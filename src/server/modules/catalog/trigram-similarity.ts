import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/database.js';

/**
 * pg_trgm's `word_similarity(q, name)` and `q <% name`, worked out in the app process with the same
 * answers as the database, so that name matching can run from memory. A text's trigrams come from
 * its words (runs of letters and digits), lower-cased and padded with two spaces before and one
 * after, taken three characters at a time. A trigram is kept as a number: its three bytes when all
 * three characters are single-byte, else three bytes of a CRC of them, as PostgreSQL compacts it
 * (two multibyte trigrams with the same CRC bytes are the same trigram to PostgreSQL too).
 */

/** `pg_trgm.word_similarity_threshold` as the shop runs it (the default). */
export const WORD_SIMILARITY_THRESHOLD = 0.6;

/** How pg_trgm treats one character that is not ASCII: whether it belongs in words, and its lower case. */
export interface CharacterRule {
  wordCharacter: boolean;
  lower: string;
}

/** The replacement character: what a lone surrogate becomes when a text is sent to the database. */
const REPLACEMENT = '\uFFFD';

function isLoneSurrogate(character: string): boolean {
  const code = character.charCodeAt(0);
  return character.length === 1 && code >= 0xd800 && code <= 0xdfff;
}

/** A character as the database receives it. */
function sent(character: string): string {
  return isLoneSurrogate(character) ? REPLACEMENT : character;
}

/**
 * Which characters make words and how they lower-case depends on the database's ctype (PostgreSQL
 * and PGlite disagree on thousands of letters), so beyond ASCII the rules are learned from the
 * database itself (`learnCharacters`). A character the database handles in a way this port cannot
 * reproduce is remembered as unusable: texts holding it must be searched in SQL.
 */
export class CharacterRules {
  private readonly rules = new Map<string, CharacterRule | null>();

  /** The rule learned for a non-ASCII character; null when it cannot be reproduced, undefined when not asked yet. */
  ruleOf(character: string): CharacterRule | null | undefined {
    return this.rules.get(sent(character));
  }

  /** Records what the database answered for a character (null: unusable here). */
  set(character: string, rule: CharacterRule | null): void {
    this.rules.set(sent(character), rule);
  }

  /** Whether the database has been asked about the character (its rule may still be unusable). */
  asked(character: string): boolean {
    return this.rules.has(sent(character));
  }

  /**
   * The distinct characters of a text without a usable rule: those to learn (`learnCharacters`)
   * before the text is used, and, if any remain after learning, those that send it to SQL.
   */
  unknownIn(text: string): string[] {
    const unknown = new Set<string>();
    for (const character of text) {
      if (character.charCodeAt(0) >= 0x80 && !this.rules.get(sent(character))) unknown.add(sent(character));
    }
    return [...unknown];
  }
}

/** Thrown when a text holds a character the rules cannot answer for; check `CharacterRules.unknownIn` first. */
export class UnlearnedCharacterError extends Error {
  constructor(readonly character: string) {
    super(`No trigram rule for the character U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`);
    this.name = 'UnlearnedCharacterError';
  }
}

/** How many characters one learning statement asks about. */
const LEARNING_BATCH = 2000;

/**
 * Asks the database about every non-ASCII character of the texts (or characters) it was not asked
 * about yet: `show_trgm(c)` is empty when c is not a word character, and `lower(c)` is its lower
 * case. The answer is checked against the trigrams this port makes of c; a character that does
 * not come out the same is kept as unusable (and not asked about again). Returns the rules (a new
 * set when none is given).
 */
export async function learnCharacters(db: Executor, texts: Iterable<string>, rules = new CharacterRules()): Promise<CharacterRules> {
  const wanted = new Set<string>();
  for (const text of texts) for (const character of rules.unknownIn(text)) if (!rules.asked(character)) wanted.add(character);
  const characters = [...wanted];
  for (let start = 0; start < characters.length; start += LEARNING_BATCH) {
    const batch = characters.slice(start, start + LEARNING_BATCH);
    // Matched by position, and the lower case read behind a marker: PGlite drops a byte order mark opening a value.
    const rows = await rowsOf<{ i: number; lower: string; trigrams: string[] }>(
      db,
      sql`select i::int, '|' || lower(c) as lower, show_trgm(c) as trigrams from unnest(${sql.param(batch)}::text[]) with ordinality as x(c, i)`,
    );
    for (const row of rows) {
      const character = batch[row.i - 1]!;
      rules.set(character, checkedRule(row.lower.slice(1), row.trigrams));
    }
  }
  return rules;
}

function checkedRule(lower: string, shown: readonly string[]): CharacterRule | null {
  const rule: CharacterRule = { wordCharacter: shown.length > 0, lower };
  if (!rule.wordCharacter) return rule;
  if (lower === '' || [...lower].some((part) => part.charCodeAt(0) < 0x80 && !isAsciiWordCode(part.charCodeAt(0)))) return null;
  const expected = [...distinctTrigrams(trigramsOfLoweredWords([[...lower].map((part) => part.codePointAt(0) ?? 0)]))];
  const actual = [...new Set(shown.map(trigramIdOfShown))].sort((a, b) => a - b);
  return expected.length === actual.length && expected.every((id, i) => id === actual[i]) ? rule : null;
}

/** A trigram as `show_trgm` prints it ("ab " or, for a compacted one, "0x6b1d4e") as its id here. */
export function trigramIdOfShown(shown: string): number {
  if (shown.length === 8 && shown.startsWith('0x')) return Number.parseInt(shown.slice(2), 16);
  const bytes = new TextEncoder().encode(shown);
  if (bytes.length !== 3) throw new Error(`Not a trigram: ${JSON.stringify(shown)}`);
  return (bytes[0]! << 16) | (bytes[1]! << 8) | bytes[2]!;
}

/** The trigram as `show_trgm` would print it, for messages. */
export function shownTrigram(id: number): string {
  const bytes = [(id >> 16) & 0xff, (id >> 8) & 0xff, id & 0xff];
  const printable = bytes.every((byte) => byte === 0x20 || isAsciiWordCode(byte));
  return printable ? String.fromCharCode(...bytes) : `0x${id.toString(16).padStart(6, '0')}`;
}

function isAsciiWordCode(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

/** The table of PostgreSQL's legacy CRC-32 (the reflected polynomial, applied the unreflected way). */
const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function pushUtf8(bytes: number[], code: number): void {
  if (code < 0x80) bytes.push(code);
  else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
  else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
  else bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 0x3f), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
}

/**
 * One trigram's id: three single-byte characters as their bytes; otherwise the low three bytes of
 * the legacy CRC-32 of the UTF-8 bytes, in the order a little-endian server copies them out.
 */
function trigramId(first: number, second: number, third: number): number {
  if (first < 0x80 && second < 0x80 && third < 0x80) return (first << 16) | (second << 8) | third;
  const bytes: number[] = [];
  pushUtf8(bytes, first);
  pushUtf8(bytes, second);
  pushUtf8(bytes, third);
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]! ^ (crc << 8)) >>> 0;
  crc = (crc ^ 0xffffffff) >>> 0;
  return ((crc & 0xff) << 16) | (crc & 0xff00) | ((crc >>> 16) & 0xff);
}

const SPACE = 0x20;

function trigramsOfLoweredWords(words: readonly (readonly number[])[]): Int32Array {
  const ids: number[] = [];
  for (const word of words) {
    const padded = [SPACE, SPACE, ...word, SPACE];
    for (let i = 0; i + 2 < padded.length; i++) ids.push(trigramId(padded[i]!, padded[i + 1]!, padded[i + 2]!));
  }
  return Int32Array.from(ids);
}

/** The words of a text as pg_trgm finds them, each as the code points of its lower case. */
function loweredWords(text: string, rules: CharacterRules): number[][] {
  const words: number[][] = [];
  let word: number[] | null = null;
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    let lower: string | null = null;
    if (code < 0x80) {
      if (isAsciiWordCode(code)) lower = code >= 0x41 && code <= 0x5a ? String.fromCharCode(code + 0x20) : character;
    } else {
      const rule = rules.ruleOf(character);
      if (!rule) throw new UnlearnedCharacterError(character);
      if (rule.wordCharacter) lower = rule.lower;
    }
    if (lower === null) {
      word = null;
      continue;
    }
    if (!word) words.push((word = []));
    for (const part of lower) word.push(part.codePointAt(0) ?? 0);
  }
  return words;
}

/**
 * The trigrams of a text in the order pg_trgm makes them (repeats kept): what a name is stored as,
 * computed once. Throws `UnlearnedCharacterError` for a text the rules do not cover.
 */
export function trigramsOf(text: string, rules: CharacterRules): Int32Array {
  return trigramsOfLoweredWords(loweredWords(text, rules));
}

/** The distinct trigram ids of a sequence, ascending (as a set, what `show_trgm` shows). */
export function distinctTrigrams(sequence: Int32Array): Int32Array {
  const sorted = Int32Array.from(sequence).sort();
  let length = 0;
  for (let i = 0; i < sorted.length; i++) if (i === 0 || sorted[i] !== sorted[length - 1]) sorted[length++] = sorted[i]!;
  return sorted.slice(0, length);
}

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

/** `word_similarity(query, name)` from the texts (tests and one-off use; prepare them for many). */
export function wordSimilarityOfTexts(query: string, name: string, rules: CharacterRules): number {
  return wordSimilarity(queryTrigramsOf(query, rules), trigramsOf(name, rules));
}

/** `query <% name` from the texts (tests and one-off use; prepare them for many). */
export function isWordSimilarText(query: string, name: string, rules: CharacterRules, threshold = WORD_SIMILARITY_THRESHOLD): boolean {
  return isWordSimilar(queryTrigramsOf(query, rules, threshold), trigramsOf(name, rules));
}
