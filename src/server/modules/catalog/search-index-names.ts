import { grownArray } from './grown-array.js';
import { PackedRuns } from './packed-runs.js';
import { NameStems } from './search-index-name-stems.js';
import { sameRun } from './sequence-map.js';
import type { NameClosenessOf } from './trigram-word-similarity.js';

/**
 * Every product's name in the search index as its trigrams (trigram-similarity.ts), side by side in
 * one array shared by all products, with the number of each name's stem: what a search needs of
 * names to find those close to its words and how close they are, without an object per product.
 */
export class StoredNames {
  readonly #trigrams = new PackedRuns<[Int32Array]>([new Int32Array(0)], [1]);
  readonly #stems = new NameStems();
  /** Each slot's stem number, -1 for none (search-index-name-stems.ts). */
  #stem = new Int32Array(0);

  /** Makes `slot`'s name the one of these trigrams. */
  set(slot: number, trigrams: Int32Array): void {
    this.clear(slot);
    if (slot >= this.#stem.length) this.#stem = grownArray(this.#stem, Math.max(64, slot * 2)).fill(-1, this.#stem.length);
    const at = this.#trigrams.place(slot, trigrams.length);
    this.#trigrams.columns[0].set(trigrams, at);
    this.#stem[slot] = this.#stems.take(trigrams);
  }

  clear(slot: number): void {
    this.#trigrams.clear(slot);
    if (slot >= this.#stem.length || this.#stem[slot]! < 0) return;
    this.#stems.release(this.#stem[slot]!);
    this.#stem[slot] = -1;
  }

  /** `slot`'s trigrams, as a view valid until the names next change. */
  trigramsOf(slot: number): Int32Array {
    const start = this.#trigrams.start[slot] ?? 0;
    return this.#trigrams.columns[0].subarray(start, start + (this.#trigrams.length[slot] ?? 0));
  }

  /** Whether `slot`'s name has these trigrams. */
  same(slot: number, trigrams: Int32Array): boolean {
    const start = this.#trigrams.start[slot] ?? 0;
    return sameRun(trigrams, this.#trigrams.columns[0], start, start + (this.#trigrams.length[slot] ?? 0));
  }

  /** `word_similarity` of the search's words (prepared in `close`) to `slot`'s name. */
  similarity(close: NameClosenessOf, slot: number): number {
    const start = this.#trigrams.start[slot]!;
    return close.similarity(this.#trigrams.columns[0], start, start + this.#trigrams.length[slot]!, this.#stem[slot]);
  }

  /** Whether the search's words (prepared in `close`) are `<%` `slot`'s name. */
  isSimilar(close: NameClosenessOf, slot: number): boolean {
    const start = this.#trigrams.start[slot]!;
    return close.isSimilar(this.#trigrams.columns[0], start, start + this.#trigrams.length[slot]!, this.#stem[slot]);
  }

  /** Different stems held (tests). */
  get stems(): number {
    return this.#stems.size;
  }
}
