import { grownArray } from './grown-array.js';
import { PackedRuns } from './packed-runs.js';

/**
 * One short text per place (a product's `sku_key`, `mpn_key` or EAN; '' for none), their UTF-16
 * code units side by side in one array shared by all places: 100,000 products' numbers are a few
 * arrays rather than 300,000 strings for every full garbage collection to mark. Texts compare as
 * JavaScript compares strings (by code unit).
 */
export class PackedKeys {
  readonly #runs = new PackedRuns<[Uint16Array]>([new Uint16Array(0)], [1]);

  /** Places that may have a key (every other has none). */
  get places(): number {
    return this.#runs.length.length;
  }

  set(place: number, key: string): void {
    const at = this.#runs.place(place, key.length);
    const codes = this.#runs.columns[0];
    for (let index = 0; index < key.length; index += 1) codes[at + index] = key.charCodeAt(index);
  }

  has(place: number): boolean {
    return (this.#runs.length[place] ?? 0) > 0;
  }

  /** Whether `place`'s key is `key`. */
  is(place: number, key: string): boolean {
    return this.compare(place, key, false) === 0;
  }

  /**
   * `place`'s key against `key`: negative when it comes first, positive after, 0 when they are
   * equal or, with `prefix`, when it starts with `key`.
   */
  compare(place: number, key: string, prefix: boolean): number {
    const start = this.#runs.start[place] ?? 0;
    const length = this.#runs.length[place] ?? 0;
    const codes = this.#runs.columns[0];
    const shared = Math.min(length, key.length);
    for (let index = 0; index < shared; index += 1) {
      const difference = codes[start + index]! - key.charCodeAt(index);
      if (difference !== 0) return difference;
    }
    if (length < key.length) return -1;
    return prefix || length === key.length ? 0 : 1;
  }

  /** The order of two places' keys. */
  comparePlaces(a: number, b: number): number {
    const codes = this.#runs.columns[0];
    const { start, length } = this.#runs;
    const aStart = start[a]!;
    const bStart = start[b]!;
    const aLength = length[a]!;
    const bLength = length[b]!;
    for (let index = 0; index < Math.min(aLength, bLength); index += 1) {
      const difference = codes[aStart + index]! - codes[bStart + index]!;
      if (difference !== 0) return difference;
    }
    return aLength - bLength;
  }

  /** `place`'s key (tests). */
  keyOf(place: number): string {
    const start = this.#runs.start[place] ?? 0;
    return String.fromCharCode(...this.#runs.columns[0].subarray(start, start + (this.#runs.length[place] ?? 0)));
  }
}

/**
 * The keys of a `PackedKeys`, sorted, so the places whose key is some words, or starts with them,
 * are found by a binary search (a product's part number and manufacturer number, at places
 * `slot * 2` and `slot * 2 + 1`; its EAN, at `slot`). Made at the first search (or `prepare`),
 * from then on kept sorted as keys change: `remove` a place before its key changes, `add` it after.
 */
export class SortedKeys {
  /** Places with a key, by key, then by place. */
  #places: Int32Array | null = null;
  #count = 0;

  constructor(private readonly keys: PackedKeys) {}

  /** Makes the sorted list now, so that no search waits for it. */
  prepare(): void {
    this.#sorted();
  }

  /** The key of `place` has just been set. */
  add(place: number): void {
    if (!this.#places || !this.keys.has(place)) return;
    const at = this.#firstNotBefore(place);
    if (this.#count === this.#places.length) this.#places = grownArray(this.#places, Math.max(64, this.#count * 2));
    this.#places.copyWithin(at + 1, at, this.#count);
    this.#places[at] = place;
    this.#count += 1;
  }

  /** The key of `place` is about to change. */
  remove(place: number): void {
    if (!this.#places || !this.keys.has(place)) return;
    const at = this.#firstNotBefore(place);
    if (this.#places[at] !== place) return;
    this.#places.copyWithin(at, at + 1, this.#count);
    this.#count -= 1;
  }

  /** The places whose key is `key`, or starts with it when `prefix`. */
  find(key: string, prefix: boolean): number[] {
    const places = this.#sorted();
    let low = 0;
    let high = this.#count;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.keys.compare(places[middle]!, key, false) < 0) low = middle + 1;
      else high = middle;
    }
    const hits: number[] = [];
    for (let at = low; at < this.#count; at += 1) {
      const place = places[at]!;
      if (prefix ? this.keys.compare(place, key, true) !== 0 : !this.keys.is(place, key)) break;
      hits.push(place);
    }
    return hits;
  }

  #compare = (a: number, b: number): number => this.keys.comparePlaces(a, b) || a - b;

  /** Where `place` is, or would go. */
  #firstNotBefore(place: number): number {
    const places = this.#places!;
    let low = 0;
    let high = this.#count;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.#compare(places[middle]!, place) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  #sorted(): Int32Array {
    if (this.#places) return this.#places;
    const places: number[] = [];
    for (let place = 0; place < this.keys.places; place += 1) if (this.keys.has(place)) places.push(place);
    this.#places = Int32Array.from(places).sort(this.#compare);
    this.#count = this.#places.length;
    return this.#places;
  }
}
