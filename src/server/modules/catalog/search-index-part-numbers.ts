/**
 * The part numbers and manufacturer numbers of the search index (`sku_key`, `mpn_key`: lower case
 * letters and digits), sorted, so the products whose number is some words, or starts with them,
 * are found by a binary search. Kept sorted as products change; a product may have both numbers.
 */
export class SortedPartNumbers {
  #keys: string[] = [];
  #slots: number[] = [];

  /** Builds the list at once from every product's numbers (the whole index read). */
  static of(entries: readonly (readonly [string, number])[]): SortedPartNumbers {
    const sorted = new SortedPartNumbers();
    const order = [...entries].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
    sorted.#keys = order.map(([key]) => key);
    sorted.#slots = order.map(([, slot]) => slot);
    return sorted;
  }

  add(key: string, slot: number): void {
    if (!key) return;
    const at = this.#firstAtLeast(key);
    this.#keys.splice(at, 0, key);
    this.#slots.splice(at, 0, slot);
  }

  remove(key: string, slot: number): void {
    if (!key) return;
    for (let at = this.#firstAtLeast(key); at < this.#keys.length && this.#keys[at] === key; at += 1) {
      if (this.#slots[at] !== slot) continue;
      this.#keys.splice(at, 1);
      this.#slots.splice(at, 1);
      return;
    }
  }

  /** The slots whose number is `key`, or starts with it when `prefix`; a slot may come twice. */
  find(key: string, prefix: boolean): number[] {
    const hits: number[] = [];
    for (let at = this.#firstAtLeast(key); at < this.#keys.length && (prefix ? this.#keys[at]!.startsWith(key) : this.#keys[at] === key); at += 1) hits.push(this.#slots[at]!);
    return hits;
  }

  #firstAtLeast(key: string): number {
    let low = 0;
    let high = this.#keys.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.#keys[middle]! < key) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
