/** One buffer's size: about 7,000 names' trigrams or 3,000 products' text at a time. */
const SLAB_BYTES = 1 << 20;

type SmallArray = Int32Array | Uint32Array | Uint16Array;

/**
 * Copies of many small typed arrays (each product's name trigrams and text, search-index-store.ts)
 * side by side in large shared buffers, when the whole index is read. An array of its own is a
 * buffer of its own, which the garbage collector tracks one by one: 300,000 of them at 100,000
 * products made a full collection, which stalls searches, about half as long again. Space is
 * never given back, so only the whole reading uses a slab: a product changed later gets arrays of
 * its own, and what a slab loses is at most that one reading of the catalog.
 */
export class ArraySlab {
  #buffer = new ArrayBuffer(0);
  #used = 0;

  /** A copy of `array` in the slab (of the same kind). */
  copy<T extends SmallArray>(array: T): T {
    // Every copy starts on a 4-byte boundary, which any of the kinds may start on.
    const bytes = (array.byteLength + 3) & ~3;
    if (this.#used + bytes > this.#buffer.byteLength) {
      this.#buffer = new ArrayBuffer(Math.max(SLAB_BYTES, bytes));
      this.#used = 0;
    }
    const Kind = array.constructor as new (buffer: ArrayBuffer, byteOffset: number, length: number) => T;
    const copy = new Kind(this.#buffer, this.#used, array.length);
    copy.set(array as never);
    this.#used += bytes;
    return copy;
  }
}
