import { grownArray } from './grown-array.js';

const FIRST_LEXEMES = 1024;
const FIRST_CHARACTERS = 16 * 1024;

/** FNV-1a over `codes[start..end)`. */
function hashOf(codes: Uint16Array, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let at = start; at < end; at += 1) hash = Math.imul(hash ^ codes[at]!, 0x01000193);
  return hash >>> 0;
}

/**
 * Lexeme strings to small numbers, shared by every document of one index so that each document
 * stores numbers instead of strings. Numbers are given on first sight and never reused.
 *
 * At 100,000 products there are about 400,000 lexemes (most of them part numbers and EANs of one
 * product each): as strings in a `Map` they were as many objects for every full garbage collection
 * to mark. Their characters lie side by side in one array instead, found through an open-addressing
 * table of numbers, so the whole dictionary is three typed arrays.
 */
export class LexemeDictionary {
  /** Every lexeme's UTF-16 code units, one after the other. */
  #characters = new Uint16Array(FIRST_CHARACTERS);
  /** Where lexeme n's characters end (they start where lexeme n - 1's end). */
  #ends = new Uint32Array(FIRST_LEXEMES);
  /** Lexeme number + 1 by hash, probed linearly; 0 is an empty place. Never more than half full. */
  #table = new Int32Array(FIRST_LEXEMES * 2);
  #size = 0;
  /** The code units of the lexeme being looked up. */
  #lookedUp = new Uint16Array(256);

  /** The lexeme's number, giving it the next one when it is new (documents only). */
  intern(lexeme: string): number {
    const place = this.#placeOf(lexeme);
    const found = this.#table[place]!;
    if (found !== 0) return found - 1;
    const id = this.#size;
    this.#store(lexeme.length);
    this.#table[place] = id + 1;
    this.#size += 1;
    if (this.#size * 2 > this.#table.length) this.#rehash();
    return id;
  }

  /** The lexeme's number, or -1 when no document has it (queries: they must not grow the dictionary). */
  idOf(lexeme: string): number {
    return this.#table[this.#placeOf(lexeme)]! - 1;
  }

  get size(): number {
    return this.#size;
  }

  /** The place of `lexeme` in the table, or the empty place where it would go; leaves its code units in `#lookedUp`. */
  #placeOf(lexeme: string): number {
    if (this.#lookedUp.length < lexeme.length) this.#lookedUp = new Uint16Array(lexeme.length * 2);
    for (let at = 0; at < lexeme.length; at += 1) this.#lookedUp[at] = lexeme.charCodeAt(at);
    const mask = this.#table.length - 1;
    for (let place = hashOf(this.#lookedUp, 0, lexeme.length) & mask; ; place = (place + 1) & mask) {
      const found = this.#table[place]!;
      if (found === 0 || this.#holds(found - 1, lexeme.length)) return place;
    }
  }

  /** Whether lexeme `id` is the `length` code units looked up. */
  #holds(id: number, length: number): boolean {
    const start = this.#startOf(id);
    if (this.#ends[id]! - start !== length) return false;
    for (let at = 0; at < length; at += 1) if (this.#characters[start + at] !== this.#lookedUp[at]) return false;
    return true;
  }

  #startOf(id: number): number {
    return id === 0 ? 0 : this.#ends[id - 1]!;
  }

  /** Keeps the `length` code units looked up as the next lexeme. */
  #store(length: number) {
    const start = this.#startOf(this.#size);
    if (start + length > this.#characters.length) {
      this.#characters = grownArray(this.#characters, Math.max(this.#characters.length * 2, start + length), start);
    }
    this.#characters.set(this.#lookedUp.subarray(0, length), start);
    if (this.#size === this.#ends.length) this.#ends = grownArray(this.#ends, this.#ends.length * 2);
    this.#ends[this.#size] = start + length;
  }

  /** Doubles the table and places every lexeme again. */
  #rehash() {
    const table = new Int32Array(this.#table.length * 2);
    const mask = table.length - 1;
    for (let id = 0; id < this.#size; id += 1) {
      let place = hashOf(this.#characters, this.#startOf(id), this.#ends[id]!) & mask;
      while (table[place] !== 0) place = (place + 1) & mask;
      table[place] = id + 1;
    }
    this.#table = table;
  }
}
