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
