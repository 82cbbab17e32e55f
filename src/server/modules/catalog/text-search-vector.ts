/**
 * Products' `search_document` tsvectors held in memory, read from PostgreSQL's text output
 * (`search_document::text`), so that `@@` and `ts_rank_cd` can be answered without the database
 * (text-search-query.ts, text-search-rank.ts). The database keeps doing the linguistics.
 */
import type { LexemeDictionary } from './lexeme-dictionary.js';

/** Weight letters as PostgreSQL's WordEntryPos keeps them in its top two bits: D=0, C=1, B=2, A=3. */
export const WEIGHT_SHIFT = 14;
export const POSITION_MASK = 0x3fff;

/**
 * One tsvector, compact: its lexemes ordered by dictionary number (found by binary search), each
 * with its positions as PostgreSQL stores them (WordEntryPos: weight in the top 2 bits, position
 * in the low 14), ascending. A document may lie in arrays of its own or within arrays shared by
 * many (the search index's, search-index-texts.ts): it is the stretch of them given here.
 */
export interface TextSearchDocument {
  /**
   * Pairs [lexeme number, end of its positions], ordered by lexeme number, from pair `entryFrom`:
   * a lexeme's positions start where the previous pair's end (counted from `positionFrom`).
   */
  readonly entries: Uint32Array;
  readonly entryFrom: number;
  readonly entryCount: number;
  /** Every lexeme's positions, one run per entry from `positionFrom`; a lexeme without positions has an empty run. */
  readonly positions: Uint16Array;
  readonly positionFrom: number;
  /** PostgreSQL's cnt_length: the number of positions, a lexeme without positions counting as 1 (the rank's length normalisation). */
  readonly length: number;
}

/** The entry index of a lexeme in the document, or -1. */
export function findEntry(document: TextSearchDocument, lexeme: number): number {
  const { entries, entryFrom } = document;
  let low = 0;
  let high = document.entryCount - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const found = entries[(entryFrom + middle) * 2]!;
    if (found === lexeme) return middle;
    if (found < lexeme) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** The lexeme number of the document's entry. */
export function entryLexeme(document: TextSearchDocument, entry: number): number {
  return document.entries[(document.entryFrom + entry) * 2]!;
}

/** Where the entry's positions start in `document.positions`. */
export function entryStart(document: TextSearchDocument, entry: number): number {
  return document.positionFrom + (entry === 0 ? 0 : document.entries[(document.entryFrom + entry) * 2 - 1]!);
}

/** Where the entry's positions end (exclusive) in `document.positions`. */
export function entryEnd(document: TextSearchDocument, entry: number): number {
  return document.positionFrom + document.entries[(document.entryFrom + entry) * 2 + 1]!;
}

/** The number of positions of the whole document (every entry's run). */
export function positionCount(document: TextSearchDocument): number {
  return document.entryCount === 0 ? 0 : entryEnd(document, document.entryCount - 1) - document.positionFrom;
}

const QUOTE = 0x27;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const SPACE = 0x20;

/** A quoted lexeme at `start` (the opening quote): its text and where the text after the closing quote starts. */
export interface QuotedLexeme {
  text: string;
  next: number;
}

/**
 * Reads a quoted lexeme as tsvector and tsquery output write it: `'` doubled and `\` escaped inside.
 * Returns null when the text is not such a lexeme.
 */
export function readQuotedLexeme(source: string, start: number): QuotedLexeme | null {
  if (source.charCodeAt(start) !== QUOTE) return null;
  let text = '';
  let runStart = start + 1;
  let index = runStart;
  for (;;) {
    if (index >= source.length) return null;
    const code = source.charCodeAt(index);
    if (code === QUOTE) {
      text += source.slice(runStart, index);
      if (source.charCodeAt(index + 1) !== QUOTE) return { text, next: index + 1 };
      text += "'";
      index += 2;
      runStart = index;
    } else if (code === BACKSLASH) {
      if (index + 1 >= source.length) return null;
      text += source.slice(runStart, index);
      runStart = index + 1;
      index += 2;
    } else {
      index += 1;
    }
  }
}

const WEIGHT_OF_LETTER: Record<string, number> = { A: 3, B: 2, C: 1, D: 0, a: 3, b: 2, c: 1, d: 0 };

/**
 * Parses `search_document::text` (e.g. `'dd-18':1A '18':3A 'drill':5A,9C 'it''s':4 'bare'`) into a
 * document, giving new lexemes numbers in the dictionary. Throws on text PostgreSQL does not write.
 */
export function parseTextSearchVector(text: string, dictionary: LexemeDictionary): TextSearchDocument {
  const lexemes: number[] = [];
  const runs: number[][] = [];
  let length = 0;
  let index = 0;
  while (index < text.length) {
    if (text.charCodeAt(index) === SPACE) {
      index += 1;
      continue;
    }
    const lexeme = readQuotedLexeme(text, index);
    if (!lexeme) throw new Error(`Not a tsvector lexeme at ${index}: ${text.slice(index, index + 40)}`);
    index = lexeme.next;
    const positions: number[] = [];
    if (text.charCodeAt(index) === COLON) {
      index += 1;
      for (;;) {
        let position = 0;
        const digitsStart = index;
        while (index < text.length && text.charCodeAt(index) >= 0x30 && text.charCodeAt(index) <= 0x39) {
          position = position * 10 + (text.charCodeAt(index) - 0x30);
          index += 1;
        }
        if (index === digitsStart || position > POSITION_MASK) throw new Error(`Not a tsvector position at ${digitsStart}: ${text.slice(digitsStart, digitsStart + 20)}`);
        const weight = WEIGHT_OF_LETTER[text.charAt(index)];
        if (weight !== undefined) index += 1;
        positions.push(((weight ?? 0) << WEIGHT_SHIFT) | position);
        if (text.charCodeAt(index) !== COMMA) break;
        index += 1;
      }
    }
    length += positions.length === 0 ? 1 : positions.length;
    lexemes.push(dictionary.intern(lexeme.text));
    runs.push(positions);
  }
  return buildDocument(lexemes, runs, length);
}

/** Lays the parsed lexemes out by dictionary number, their positions in one array. */
function buildDocument(lexemes: number[], runs: number[][], length: number): TextSearchDocument {
  const order = lexemes.map((_, index) => index).sort((a, b) => lexemes[a]! - lexemes[b]!);
  const entries = new Uint32Array(lexemes.length * 2);
  const positions = new Uint16Array(runs.reduce((sum, run) => sum + run.length, 0));
  let end = 0;
  order.forEach((source, entry) => {
    const run = runs[source]!;
    positions.set(run, end);
    end += run.length;
    entries[entry * 2] = lexemes[source]!;
    entries[entry * 2 + 1] = end;
  });
  return { entries, entryFrom: 0, entryCount: lexemes.length, positions, positionFrom: 0, length };
}
