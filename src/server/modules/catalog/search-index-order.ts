import type { SearchSort } from '../../../shared/discovery.js';
import type { SearchIndexStore } from './search-index-store.js';

export type Compare = (a: number, b: number) => number;

/**
 * -1, 0 or 1 as `x` comes before, with or after `y` ascending. Orders return these small whole
 * numbers rather than a difference: a difference of doubles (a time, a relevance) is a new heap
 * object at each of the hundreds of thousands of comparisons a large search makes.
 */
export function ascendingOrder(x: number, y: number): number {
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * "Top rated": the higher average first (compared as whole numbers, total × other count, so no
 * rounding differs from the database's), products without a review last.
 */
function higherRated(count: Int32Array, total: Int32Array, a: number, b: number): number {
  const countA = count[a]!;
  const countB = count[b]!;
  if (countA === 0 || countB === 0) return ascendingOrder(countA === 0 ? 1 : 0, countB === 0 ? 1 : 0);
  return ascendingOrder(total[b]! * countA, total[a]! * countB);
}

/** The order of a search over entries that `slotOf` turns into slots (the found products' places, or slots themselves). */
export function ordering(store: SearchIndexStore, sort: SearchSort, slotOf: (entry: number) => number, relevance: Float64Array | null): Compare {
  const { ids, createdAt, priceCents, unitsSoldRecently, ratingCount, ratingTotal } = store;
  const idDescending = (a: number, b: number) => ids.compare(b, a);
  const newest = (a: number, b: number) => ascendingOrder(createdAt[b]!, createdAt[a]!) || idDescending(a, b);
  if (sort === 'price-asc') return (a, b) => ((a = slotOf(a)), (b = slotOf(b)), ascendingOrder(priceCents[a]!, priceCents[b]!) || -idDescending(a, b));
  if (sort === 'price-desc') return (a, b) => ((a = slotOf(a)), (b = slotOf(b)), ascendingOrder(priceCents[b]!, priceCents[a]!) || idDescending(a, b));
  if (sort === 'best-selling') return (a, b) => ((a = slotOf(a)), (b = slotOf(b)), ascendingOrder(unitsSoldRecently[b]!, unitsSoldRecently[a]!) || newest(a, b));
  if (sort === 'top-rated') return (a, b) => ((a = slotOf(a)), (b = slotOf(b)), higherRated(ratingCount, ratingTotal, a, b) || ascendingOrder(ratingCount[b]!, ratingCount[a]!) || newest(a, b));
  if (sort === 'relevance' && relevance) return (a, b) => ascendingOrder(relevance[b]!, relevance[a]!) || newest(slotOf(a), slotOf(b));
  return (a, b) => newest(slotOf(a), slotOf(b));
}

/**
 * The first `count` slots in `compare`'s order (`slots` stays as it is): all sorted when that is
 * most of them, else kept in a bounded heap. Both in typed arrays, so that picking a page among
 * tens of thousands of found products makes no object per product.
 */
export function firstInOrder(slots: ArrayLike<number>, count: number, compare: Compare): number[] {
  if (count <= 0) return [];
  if (count * 4 >= slots.length) return Array.from(Int32Array.from(slots).sort(compare).subarray(0, count));
  // A heap of the best `count` so far with the worst on top.
  const heap = new Int32Array(count);
  let size = 0;
  const swap = (at: number, other: number) => {
    const kept = heap[at]!;
    heap[at] = heap[other]!;
    heap[other] = kept;
  };
  const up = (at: number) => {
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (compare(heap[at]!, heap[parent]!) <= 0) break;
      swap(at, parent);
      at = parent;
    }
  };
  const down = (at: number) => {
    for (;;) {
      const left = at * 2 + 1;
      const right = left + 1;
      let top = at;
      if (left < size && compare(heap[left]!, heap[top]!) > 0) top = left;
      if (right < size && compare(heap[right]!, heap[top]!) > 0) top = right;
      if (top === at) return;
      swap(at, top);
      at = top;
    }
  };
  for (let at = 0; at < slots.length; at += 1) {
    const slot = slots[at]!;
    if (size < count) {
      heap[size] = slot;
      size += 1;
      up(size - 1);
    } else if (compare(slot, heap[0]!) < 0) {
      heap[0] = slot;
      down(0);
    }
  }
  return Array.from(heap.subarray(0, size).sort(compare));
}
