import { grownArray } from './grown-array.js';

type NumberArray = Int32Array | Uint32Array | Uint16Array | Uint8Array | Float64Array;

/** Slots' runs of a few numbers each: at least this many values a column, and at least this many left behind before they are taken back. */
const FIRST_VALUES = 256;
const FIRST_SLOTS = 64;
const UNUSED_BEFORE_COMPACTING = 1024;

/** `size` and a quarter more. */
const withRoom = (size: number) => size + (size >> 2);

/**
 * A run of values for each slot (a product's specification values, its text's word forms and
 * positions, its name's trigrams), side by side in typed arrays shared by every slot: a few large
 * arrays hold what would otherwise be an object or a view per product, which a full garbage
 * collection would have to visit one by one (docs/performance.md). Each column holds `width`
 * numbers per value; a slot's run is `length[slot]` values from `start[slot]`.
 *
 * A run rewritten with no more values stays where it is; a longer one goes at the end. The space
 * left behind is taken back (every run written again in slot order) once it is half of the arrays.
 * The arrays grow by a quarter at a time, and are a quarter larger than what they hold after being
 * taken back, so at 100,000 products little of them stands empty. Columns may be new arrays after
 * `place`: read them from `columns` after it, not before.
 */
export class PackedRuns<C extends NumberArray[]> {
  start = new Int32Array(FIRST_SLOTS);
  length = new Int32Array(FIRST_SLOTS);
  #end = 0;
  #unused = 0;

  constructor(
    public columns: C,
    private readonly widths: { readonly [K in keyof C]: number },
  ) {}

  /** Values the columns have room for. */
  get #room(): number {
    return this.columns[0]!.length / this.widths[0]!;
  }

  /** Makes `slot`'s run `length` values long and returns where it starts; the caller writes the values there. */
  place(slot: number, length: number): number {
    this.#makeRoomForSlot(slot);
    const before = this.length[slot]!;
    if (length === 0) {
      this.clear(slot);
      return 0;
    }
    if (length <= before) {
      this.#unused += before - length;
      this.length[slot] = length;
      if (this.#leftBehindIsHalf()) this.#compact();
      return this.start[slot]!;
    }
    this.clear(slot);
    if (this.#leftBehindIsHalf()) this.#compact();
    this.#makeRoomForValues(length);
    this.start[slot] = this.#end;
    this.length[slot] = length;
    this.#end += length;
    return this.start[slot];
  }

  #leftBehindIsHalf(): boolean {
    return this.#unused > UNUSED_BEFORE_COMPACTING && this.#unused * 2 > this.#end;
  }

  /** `slot` has no run any more. */
  clear(slot: number): void {
    if (slot >= this.length.length) return;
    this.#unused += this.length[slot]!;
    this.length[slot] = 0;
    // An empty run points nowhere, so that compaction (which moves only runs) leaves nothing behind.
    this.start[slot] = 0;
  }

  #makeRoomForSlot(slot: number) {
    if (slot < this.length.length) return;
    let size = this.length.length;
    while (size <= slot) size *= 2;
    this.start = grownArray(this.start, size);
    this.length = grownArray(this.length, size);
  }

  #makeRoomForValues(count: number) {
    if (this.#end + count <= this.#room) return;
    const size = Math.max(FIRST_VALUES, withRoom(this.#room), this.#end + count);
    this.columns = this.columns.map((column, at) => grownArray(column, size * this.widths[at]!, this.#end * this.widths[at]!)) as C;
  }

  /** Writes every slot's run again one after the other, in slot order, into arrays a quarter larger than what is used. */
  #compact() {
    const size = Math.max(FIRST_VALUES, withRoom(this.#end - this.#unused));
    const columns = this.columns.map((column, at) => grownArray(column, size * this.widths[at]!, 0)) as C;
    let end = 0;
    for (let slot = 0; slot < this.length.length; slot += 1) {
      const length = this.length[slot]!;
      if (length === 0) continue;
      const start = this.start[slot]!;
      columns.forEach((column, at) => {
        const width = this.widths[at]!;
        column.set(this.columns[at]!.subarray(start * width, (start + length) * width) as never, end * width);
      });
      this.start[slot] = end;
      end += length;
    }
    this.columns = columns;
    this.#end = end;
    this.#unused = 0;
  }
}
