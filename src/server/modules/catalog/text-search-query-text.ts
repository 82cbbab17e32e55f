import type { LexemeDictionary } from './lexeme-dictionary.js';
import { readQuotedLexeme } from './text-search-vector.js';
import { PhraseMatch, type BinaryNode, type QueryNode, type TextSearchQuery } from './text-search-query.js';

/** The tsquery text the database writes (`websearch_to_tsquery(…)::text`), read into a query tree. */

/** A query the in-memory index does not answer (prefix `:*` or weight `:AB` operands, or text it cannot read): ask SQL. */
export interface UnsupportedTextSearchQuery {
  readonly kind: 'unsupported';
  readonly reason: string;
}

class UnsupportedQueryText extends Error {}

/**
 * Reads tsquery output (`'cordless' & 'drill'`, `'dd' <-> '18'`, `!( 'a' <2> 'b' ) | 'c'`, or '' for a
 * query of only stop words). Operators bind as in PostgreSQL (! before <N> before & before |, left to
 * right), which rebuilds the tree the output was printed from (phrases on the right are parenthesised).
 * Lexemes are looked up in the dictionary without adding them.
 */
export function parseTextSearchQuery(text: string, dictionary: LexemeDictionary): TextSearchQuery | UnsupportedTextSearchQuery {
  try {
    return new QueryTextReader(text, dictionary).read();
  } catch (error) {
    if (error instanceof UnsupportedQueryText) return { kind: 'unsupported', reason: error.message };
    throw error;
  }
}

class QueryTextReader {
  private index = 0;
  private readonly slots = new Map<string, number>();
  private readonly texts: string[] = [];

  constructor(
    private readonly text: string,
    private readonly dictionary: LexemeDictionary,
  ) {}

  read(): TextSearchQuery {
    this.skipSpaces();
    const root = this.index < this.text.length ? this.readOr() : null;
    this.skipSpaces();
    if (this.index < this.text.length) this.fail('unexpected text');
    const byCodePoint = this.texts.map((text, slot) => ({ text, slot })).sort((a, b) => compareCodePoints(a.text, b.text));
    const order = new Array<number>(this.texts.length);
    byCodePoint.forEach(({ slot }, rank) => (order[slot] = rank));
    const lexemes = this.texts.map((text, slot) => ({ text, id: this.dictionary.idOf(text), order: order[slot]! }));
    return { kind: 'query', root, lexemes };
  }

  private readOr(): QueryNode {
    let node = this.readAnd();
    while (this.take('|')) node = binary('or', node, this.readAnd(), 0);
    return node;
  }

  private readAnd(): QueryNode {
    let node = this.readPhrase();
    while (this.take('&')) node = binary('and', node, this.readPhrase(), 0);
    return node;
  }

  private readPhrase(): QueryNode {
    let node = this.readUnary();
    for (;;) {
      const distance = this.readPhraseOperator();
      if (distance === null) return node;
      node = binary('phrase', node, this.readUnary(), distance);
    }
  }

  private readUnary(): QueryNode {
    if (this.take('!')) return { kind: 'not', operand: this.readUnary(), match: new PhraseMatch() };
    if (this.take('(')) {
      const node = this.readOr();
      if (!this.take(')')) this.fail('missing )');
      return node;
    }
    this.skipSpaces();
    const lexeme = readQuotedLexeme(this.text, this.index);
    if (!lexeme) this.fail('expected a lexeme');
    this.index = lexeme.next;
    if (this.text.charAt(this.index) === ':') this.fail('prefix or weight operand');
    return { kind: 'lexeme', slot: this.slotOf(lexeme.text), match: new PhraseMatch() };
  }

  /** `<->` is distance 1, `<N>` distance N; null when no phrase operator follows. */
  private readPhraseOperator(): number | null {
    this.skipSpaces();
    if (this.text.charAt(this.index) !== '<') return null;
    if (this.text.startsWith('<->', this.index)) {
      this.index += 3;
      return 1;
    }
    const close = this.text.indexOf('>', this.index);
    const digits = close < 0 ? '' : this.text.slice(this.index + 1, close);
    if (digits === '' || digits.length > 5 || [...digits].some((c) => c < '0' || c > '9')) this.fail('bad phrase operator');
    this.index = close + 1;
    return Number(digits);
  }

  private slotOf(text: string): number {
    let slot = this.slots.get(text);
    if (slot === undefined) {
      slot = this.texts.length;
      this.slots.set(text, slot);
      this.texts.push(text);
    }
    return slot;
  }

  private take(char: string): boolean {
    this.skipSpaces();
    if (this.text.charAt(this.index) !== char) return false;
    this.index += 1;
    return true;
  }

  private skipSpaces(): void {
    while (this.text.charAt(this.index) === ' ') this.index += 1;
  }

  private fail(why: string): never {
    throw new UnsupportedQueryText(`${why} at ${this.index} in tsquery ${JSON.stringify(this.text)}`);
  }
}

function binary(kind: BinaryNode['kind'], left: QueryNode, right: QueryNode, distance: number): BinaryNode {
  return { kind, left, right, distance, match: new PhraseMatch() };
}

/** Orders strings by code point, which is PostgreSQL's byte order of UTF-8 lexemes. */
export function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index += 1) {
    const x = a.codePointAt(index)!;
    const y = b.codePointAt(index)!;
    if (x !== y) return x - y;
    if (x > 0xffff) index += 1;
  }
  return a.length - b.length;
}
