/**
 * The specification values of every product in the search index, packed so a search reads them in
 * a row rather than chasing an object per product. A product's values are `length[slot]` values
 * from `start[slot]`; value `v` has `CODE_FIELDS` whole numbers from `codes[v * CODE_FIELDS]`:
 * - `GROUP`: the facet value it counts for (key, kind and what it shows), -1 for a choice without one;
 * - `KEY`: the number of its attribute's key (attributes of several categories may share one: one filter);
 * - `POSITION`: its attribute's position, which orders the facets;
 * - `BOOLEAN`: 1 yes, 0 no, -1 none;
 * and its number in `numbers[v]`, NaN when it has none. Whole numbers and doubles apart keep the
 * pass over a search's found products to 24 bytes a value.
 * Changed values are written in place when they fit, else at the end; the space left behind is
 * taken back once it is half of the arrays.
 */

import { grownArray } from './grown-array.js';

export const CODE_FIELDS = 4;
export const GROUP = 0;
export const KEY = 1;
export const POSITION = 2;
export const BOOLEAN = 3;

/** One value as `PackedValues.set` takes it. */
export interface PackedValue {
  group: number;
  key: number;
  position: number;
  number: number;
  boolean: number;
}

export class PackedValues {
  codes = new Int32Array(256 * CODE_FIELDS);
  numbers = new Float64Array(256);
  start = new Int32Array(64);
  length = new Int32Array(64);
  #end = 0;
  #unused = 0;

  /** Makes `slot`'s values these. */
  set(slot: number, values: readonly PackedValue[]): void {
    this.#makeRoomForSlot(slot);
    const before = this.length[slot]!;
    if (values.length === 0) return this.clear(slot);
    if (values.length > before) {
      this.#unused += before;
      this.#makeRoomForData(values.length);
      this.start[slot] = this.#end;
      this.#end += values.length;
    } else this.#unused += before - values.length;
    let at = this.start[slot]!;
    for (const value of values) {
      const code = at * CODE_FIELDS;
      this.codes[code + GROUP] = value.group;
      this.codes[code + KEY] = value.key;
      this.codes[code + POSITION] = value.position;
      this.codes[code + BOOLEAN] = value.boolean;
      this.numbers[at] = value.number;
      at += 1;
    }
    this.length[slot] = values.length;
    if (this.#unused > 1024 && this.#unused * 2 > this.#end) this.#compact();
  }

  /** `slot`'s values (tests and checks; a search reads the arrays). */
  valuesOf(slot: number): PackedValue[] {
    const first = this.start[slot] ?? 0;
    return Array.from({ length: this.length[slot] ?? 0 }, (_, i) => {
      const code = (first + i) * CODE_FIELDS;
      const [group, key, position, boolean] = this.codes.subarray(code, code + CODE_FIELDS);
      return { group: group!, key: key!, position: position!, number: this.numbers[first + i]!, boolean: boolean! };
    });
  }

  clear(slot: number): void {
    if (slot >= this.length.length) return;
    this.#unused += this.length[slot]!;
    this.length[slot] = 0;
    // An empty slot points nowhere, so that compaction (which moves only values) leaves nothing behind.
    this.start[slot] = 0;
  }

  #makeRoomForSlot(slot: number) {
    if (slot < this.length.length) return;
    let size = this.length.length;
    while (size <= slot) size *= 2;
    this.start = grownArray(this.start, size);
    this.length = grownArray(this.length, size);
  }

  #makeRoomForData(count: number) {
    if (this.#end + count <= this.numbers.length) return;
    let size = this.numbers.length;
    while (size < this.#end + count) size *= 2;
    this.codes = grownArray(this.codes, size * CODE_FIELDS, this.#end * CODE_FIELDS);
    this.numbers = grownArray(this.numbers, size, this.#end);
  }

  /** Writes every slot's values again one after the other, in slot order. */
  #compact() {
    const used = this.#end - this.#unused;
    const size = Math.max(256, used * 2);
    const codes = new Int32Array(size * CODE_FIELDS);
    const numbers = new Float64Array(size);
    let end = 0;
    for (let slot = 0; slot < this.length.length; slot += 1) {
      const length = this.length[slot]!;
      if (length === 0) continue;
      const start = this.start[slot]!;
      codes.set(this.codes.subarray(start * CODE_FIELDS, (start + length) * CODE_FIELDS), end * CODE_FIELDS);
      numbers.set(this.numbers.subarray(start, start + length), end);
      this.start[slot] = end;
      end += length;
    }
    this.codes = codes;
    this.numbers = numbers;
    this.#end = end;
    this.#unused = 0;
  }
}
