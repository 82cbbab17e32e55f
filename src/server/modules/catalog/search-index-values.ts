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
 * Changed values are written in place when they fit, else at the end (packed-runs.ts).
 */

import { PackedRuns } from './packed-runs.js';

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
  readonly #runs = new PackedRuns<[Int32Array, Float64Array]>([new Int32Array(0), new Float64Array(0)], [CODE_FIELDS, 1]);

  get codes(): Int32Array {
    return this.#runs.columns[0];
  }

  get numbers(): Float64Array {
    return this.#runs.columns[1];
  }

  get start(): Int32Array {
    return this.#runs.start;
  }

  get length(): Int32Array {
    return this.#runs.length;
  }

  /** Makes `slot`'s values these. */
  set(slot: number, values: readonly PackedValue[]): void {
    let at = this.#runs.place(slot, values.length);
    const [codes, numbers] = this.#runs.columns;
    for (const value of values) {
      const code = at * CODE_FIELDS;
      codes[code + GROUP] = value.group;
      codes[code + KEY] = value.key;
      codes[code + POSITION] = value.position;
      codes[code + BOOLEAN] = value.boolean;
      numbers[at] = value.number;
      at += 1;
    }
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
    this.#runs.clear(slot);
  }
}
