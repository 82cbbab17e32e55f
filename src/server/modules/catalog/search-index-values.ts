/**
 * The specification values of every product in the search index, packed in one array so a search
 * reads them in a row rather than chasing an object per product. A product's values are
 * `length[slot]` numbers from `start[slot]` in `data`, `VALUE_FIELDS` per value:
 * - `GROUP`: the facet value it counts for (key, kind and what it shows), -1 for a choice without one;
 * - `KEY`: the number of its attribute's key (attributes of several categories may share one: one filter);
 * - `POSITION`: its attribute's position, which orders the facets;
 * - `NUMBER`: the number, NaN when it has none;
 * - `BOOLEAN`: 1 yes, 0 no, -1 none.
 * Changed values are written in place when they fit, else at the end; the space left behind is
 * taken back once it is half of the array.
 */
export const VALUE_FIELDS = 5;
export const GROUP = 0;
export const KEY = 1;
export const POSITION = 2;
export const NUMBER = 3;
export const BOOLEAN = 4;

export class PackedValues {
  data = new Float64Array(1024);
  start = new Int32Array(64);
  length = new Int32Array(64);
  #end = 0;
  #unused = 0;

  /** Makes `slot`'s values these (`VALUE_FIELDS` numbers each). */
  set(slot: number, values: readonly number[]): void {
    this.#makeRoomForSlot(slot);
    const before = this.length[slot]!;
    if (values.length === 0) return this.clear(slot);
    if (values.length > before) {
      this.#unused += before;
      this.#makeRoomForData(values.length);
      this.start[slot] = this.#end;
      this.#end += values.length;
    } else this.#unused += before - values.length;
    this.data.set(values, this.start[slot]);
    this.length[slot] = values.length;
    if (this.#unused > 4096 && this.#unused * 2 > this.#end) this.#compact();
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
    const start = new Int32Array(size);
    const length = new Int32Array(size);
    start.set(this.start);
    length.set(this.length);
    this.start = start;
    this.length = length;
  }

  #makeRoomForData(count: number) {
    if (this.#end + count <= this.data.length) return;
    let size = this.data.length;
    while (size < this.#end + count) size *= 2;
    const data = new Float64Array(size);
    data.set(this.data.subarray(0, this.#end));
    this.data = data;
  }

  /** Writes every slot's values again one after the other, in slot order. */
  #compact() {
    const used = this.#end - this.#unused;
    const data = new Float64Array(Math.max(1024, used * 2));
    let end = 0;
    for (let slot = 0; slot < this.length.length; slot += 1) {
      const length = this.length[slot]!;
      if (length === 0) continue;
      const start = this.start[slot]!;
      data.set(this.data.subarray(start, start + length), end);
      this.start[slot] = end;
      end += length;
    }
    this.data = data;
    this.#end = end;
    this.#unused = 0;
  }
}
