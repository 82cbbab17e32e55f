/** Postings of the search index (search-index-store.ts): lists of the slots holding a word form, a trigram, an EAN or a category. */

/** A list of slots that grows, with removal by swapping in the last (order does not matter). */
export class SlotList {
  // Made with its first slot, not pushed onto an empty array: most lists (an EAN, a part number's
  // digits) hold one slot, and an array grown by push keeps room for 16.
  constructor(public slots: number[]) {}
  add(slot: number) {
    this.slots.push(slot);
  }
  remove(slot: number) {
    const at = this.slots.lastIndexOf(slot);
    if (at < 0) return;
    const last = this.slots.pop()!;
    if (at < this.slots.length) this.slots[at] = last;
  }
}

/** A word form's postings, each with the sum of its places' weights there (text-search-rank.ts `weightSumOf`). */
export class WeightedSlotList {
  constructor(
    public slots: number[],
    public sums: number[],
  ) {}
  remove(slot: number) {
    const at = this.slots.lastIndexOf(slot);
    if (at < 0) return;
    const last = this.slots.pop()!;
    const lastSum = this.sums.pop()!;
    if (at < this.slots.length) {
      this.slots[at] = last;
      this.sums[at] = lastSum;
    }
  }
}

export function postingsAdd<K>(postings: Map<K, SlotList>, key: K, slot: number) {
  const list = postings.get(key);
  if (list) list.add(slot);
  else postings.set(key, new SlotList([slot]));
}
