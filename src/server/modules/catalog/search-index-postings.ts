/**
 * Postings of the search index (search-index-store.ts): the slots holding a word form, a trigram
 * or a category. At 100,000 products they are most of the index's memory, and every object
 * in them is one more for the garbage collector to mark (a full collection stalls searches), so
 * they are kept in few objects: long lists in typed arrays, and a word form held by one product as
 * that slot alone, with no list.
 */

import { grownArray } from './grown-array.js';

/**
 * A growing list of slots in one typed array, for the few keys that each hold many slots (a name
 * trigram, a category): 4 bytes a slot, nothing inside for the collector to mark. Removal swaps
 * in the last (order does not matter).
 */
export class SlotList {
  #items = new Int32Array(4);
  #length = 0;

  /** The slots, as a view valid until the list next changes. */
  get slots(): Int32Array {
    return this.#items.subarray(0, this.#length);
  }

  add(slot: number) {
    if (this.#length === this.#items.length) this.#items = grownArray(this.#items, this.#length * 2);
    this.#items[this.#length] = slot;
    this.#length += 1;
  }

  remove(slot: number) {
    const at = this.slots.lastIndexOf(slot);
    if (at < 0) return;
    this.#length -= 1;
    this.#items[at] = this.#items[this.#length]!;
  }
}

export function postingsAdd<K>(postings: Map<K, SlotList>, key: K, slot: number) {
  let list = postings.get(key);
  if (!list) postings.set(key, (list = new SlotList()));
  list.add(slot);
}

/**
 * A word form's postings with the sum of its places' weights in each (text-search-rank.ts
 * `weightSumOf`). Each read of `slots` or `sums` may make a new view: read them once per pass, not
 * once per entry (a brand's word form has some 30,000).
 */
export interface WeightedSlots {
  readonly slots: Int32Array;
  readonly sums: Float64Array;
}

/** The postings of a word form of several products, in typed arrays that grow (removal swaps in the last). */
class WeightedSlotList implements WeightedSlots {
  #slots = new Int32Array(4);
  #sums = new Float64Array(4);
  #length = 0;

  get slots(): Int32Array {
    return this.#slots.subarray(0, this.#length);
  }

  get sums(): Float64Array {
    return this.#sums.subarray(0, this.#length);
  }

  add(slot: number, sum: number) {
    if (this.#length === this.#slots.length) {
      this.#slots = grownArray(this.#slots, this.#length * 2);
      this.#sums = grownArray(this.#sums, this.#length * 2);
    }
    this.#slots[this.#length] = slot;
    this.#sums[this.#length] = sum;
    this.#length += 1;
  }

  remove(slot: number) {
    const at = this.slots.lastIndexOf(slot);
    if (at < 0) return;
    this.#length -= 1;
    this.#slots[at] = this.#slots[this.#length]!;
    this.#sums[at] = this.#sums[this.#length]!;
  }
}

/**
 * Every word form's postings, by the dictionary's numbers (dense, from 0). Most word forms (a part
 * number, an EAN, a rare word) are held by one product: its slot and weight sum sit in typed
 * arrays indexed by the word form; only word forms of several products have lists.
 */
export class WordFormPostings {
  /** The one product's slot + 1 (0: none, or the word form has a list). */
  #single = new Int32Array(1024);
  #singleSum = new Float64Array(1024);
  readonly #lists = new Map<number, WeightedSlotList>();

  get(wordForm: number): WeightedSlots | undefined {
    const list = this.#lists.get(wordForm);
    if (list) return list;
    const single = this.#single[wordForm] ?? 0;
    return single === 0 ? undefined : { slots: Int32Array.of(single - 1), sums: Float64Array.of(this.#singleSum[wordForm]!) };
  }

  add(wordForm: number, slot: number, sum: number) {
    const list = this.#lists.get(wordForm);
    if (list) return list.add(slot, sum);
    if (wordForm >= this.#single.length) {
      const capacity = Math.max(wordForm + 1, this.#single.length * 2);
      this.#single = grownArray(this.#single, capacity);
      this.#singleSum = grownArray(this.#singleSum, capacity);
    }
    const single = this.#single[wordForm]!;
    if (single === 0) {
      this.#single[wordForm] = slot + 1;
      this.#singleSum[wordForm] = sum;
      return;
    }
    const several = new WeightedSlotList();
    several.add(single - 1, this.#singleSum[wordForm]!);
    several.add(slot, sum);
    this.#lists.set(wordForm, several);
    this.#single[wordForm] = 0;
  }

  remove(wordForm: number, slot: number) {
    const list = this.#lists.get(wordForm);
    if (list) list.remove(slot);
    else if (this.#single[wordForm] === slot + 1) this.#single[wordForm] = 0;
  }
}
