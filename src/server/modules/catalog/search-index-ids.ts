import { grownArray } from './grown-array.js';

const WORDS = 4;
const DASHES = new Set([8, 13, 18, 23]);

/** The value of a hexadecimal digit's character code, or -1. */
function hexValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  const lower = code | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1;
}

/** Writes the UUID `id` as four 32-bit words into `into` from `at`; false when `id` is not a UUID. */
function readUuid(id: string, into: Uint32Array, at: number): boolean {
  if (id.length !== 36) return false;
  let word = 0;
  let digits = 0;
  for (let index = 0; index < 36; index += 1) {
    const code = id.charCodeAt(index);
    if (DASHES.has(index)) {
      if (code !== 0x2d) return false;
      continue;
    }
    const value = hexValue(code);
    if (value < 0) return false;
    word = word * 16 + value;
    digits += 1;
    if (digits % 8 === 0) {
      into[at + digits / 8 - 1] = word;
      word = 0;
    }
  }
  return true;
}

const hex = (word: number, digits: number) => word.toString(16).padStart(digits, '0');

/**
 * The products' ids in the search index, by slot: UUIDs kept as four 32-bit words each in one
 * array, found by id through an open-addressing table of slots, instead of 100,000 strings and a
 * `Map` for every full garbage collection to mark. Ids compare as the database orders `uuid`s
 * (and as their lower-case text compares): word by word, unsigned.
 */
export class StoredIds {
  #words = new Uint32Array(64 * WORDS);
  /** 1 for a slot that holds a product. */
  live = new Uint8Array(64);
  /** Slot + 1 by hash, probed linearly; 0 is an empty place. Never more than half full. */
  #table = new Int32Array(128);
  #size = 0;
  #capacity = 0;
  readonly #lookedUp = new Uint32Array(WORDS);

  /** Slots in use or free. */
  get capacity(): number {
    return this.#capacity;
  }

  /** Products held. */
  get size(): number {
    return this.#size;
  }

  /** A new, empty slot at the end. */
  addSlot(): number {
    const slot = this.#capacity;
    if (slot === this.live.length) {
      this.live = grownArray(this.live, slot * 2);
      this.#words = grownArray(this.#words, slot * 2 * WORDS);
    }
    this.#capacity += 1;
    return slot;
  }

  /** The slot holding the product `id`, or undefined. */
  slotOf(id: string): number | undefined {
    if (!readUuid(id, this.#lookedUp, 0)) return undefined;
    const found = this.#table[this.#placeOf(this.#lookedUp, 0)]!;
    return found === 0 ? undefined : found - 1;
  }

  /** `slot` (empty) holds the product `id` (a UUID the index does not hold) from now on. */
  set(slot: number, id: string): void {
    if (!readUuid(id, this.#words, slot * WORDS)) throw new Error(`A product id that is not a UUID: ${id}`);
    this.#table[this.#placeOf(this.#words, slot * WORDS)] = slot + 1;
    this.live[slot] = 1;
    this.#size += 1;
    if (this.#size * 2 > this.#table.length) this.#rehash();
  }

  /** `slot` no longer holds a product. */
  clear(slot: number): void {
    if (this.live[slot] !== 1) return;
    this.#delete(this.#placeOf(this.#words, slot * WORDS));
    this.live[slot] = 0;
    this.#size -= 1;
  }

  /** The id `slot` holds, as lower-case text. */
  idOf(slot: number): string {
    const at = slot * WORDS;
    const first = this.#words[at]!;
    const second = this.#words[at + 1]!;
    const third = this.#words[at + 2]!;
    const fourth = this.#words[at + 3]!;
    return `${hex(first, 8)}-${hex(second >>> 16, 4)}-${hex(second & 0xffff, 4)}-${hex(third >>> 16, 4)}-${hex(third & 0xffff, 4)}${hex(fourth, 8)}`;
  }

  /** The order of two slots' ids: negative when `a`'s comes first. */
  compare(a: number, b: number): number {
    for (let word = 0; word < WORDS; word += 1) {
      const x = this.#words[a * WORDS + word]!;
      const y = this.#words[b * WORDS + word]!;
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  }

  #hashOf(words: Uint32Array, at: number): number {
    let hash = 0x811c9dc5;
    for (let word = 0; word < WORDS; word += 1) hash = Math.imul(hash ^ words[at + word]!, 0x01000193);
    return (hash ^ (hash >>> 15)) >>> 0;
  }

  /** The place of the id `words[at..at + 4)` in the table, or the empty place where it would go. */
  #placeOf(words: Uint32Array, at: number): number {
    const mask = this.#table.length - 1;
    for (let place = this.#hashOf(words, at) & mask; ; place = (place + 1) & mask) {
      const found = this.#table[place]!;
      if (found === 0 || this.#holds(found - 1, words, at)) return place;
    }
  }

  #holds(slot: number, words: Uint32Array, at: number): boolean {
    for (let word = 0; word < WORDS; word += 1) if (this.#words[slot * WORDS + word] !== words[at + word]) return false;
    return true;
  }

  /** Empties a place, moving back the entries after it that were placed past it (linear probing's deletion). */
  #delete(place: number) {
    const mask = this.#table.length - 1;
    let empty = place;
    for (let next = (place + 1) & mask; this.#table[next] !== 0; next = (next + 1) & mask) {
      const home = this.#hashOf(this.#words, (this.#table[next]! - 1) * WORDS) & mask;
      // The entry at `next` stays when its home lies cyclically after the empty place, up to `next`.
      const staysPut = empty <= next ? empty < home && home <= next : empty < home || home <= next;
      if (staysPut) continue;
      this.#table[empty] = this.#table[next]!;
      empty = next;
    }
    this.#table[empty] = 0;
  }

  /** Doubles the table and places every id again. */
  #rehash() {
    this.#table = new Int32Array(this.#table.length * 2);
    for (let slot = 0; slot < this.#capacity; slot += 1) if (this.live[slot] === 1) this.#table[this.#placeOf(this.#words, slot * WORDS)] = slot + 1;
  }
}
