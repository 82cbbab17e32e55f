import type { SearchSort } from '../../../shared/discovery.js';
import type { SearchIndexStore } from './search-index-store.js';

export type Compare = (a: number, b: number) => number;

/** The order of a search over entries that `slotOf` turns into slots (the found products' places, or slots themselves). */
export function ordering(store: SearchIndexStore, sort: SearchSort, slotOf: (entry: number) => number, relevance: Float64Array | null): Compare {
  const { ids, createdAt, priceCents } = store;
  const idDescending = (a: number, b: number) => ids.compare(b, a);
  const newest = (a: number, b: number) => createdAt[b]! - createdAt[a]! || idDescending(a, b);
  if (sort === 'price-asc') return (a, b) => ((a = slotOf(a)), (b = slotOf(b)), priceCents[a]! - priceCents[b]! || -idDescending(a, b));
  if (sort === 'price-desc') return (a, b) => ((a = slotOf(a)), (b = slotOf(b)), priceCents[b]! - priceCents[a]! || idDescending(a, b));
  if (sort === 'relevance' && relevance) return (a, b) => relevance[b]! - relevance[a]! || newest(slotOf(a), slotOf(b));
  return (a, b) => newest(slotOf(a), slotOf(b));
}

/** The first `count` slots in `compare`'s order (`slots` stays as it is): all sorted when that is most of them, else kept in a bounded heap. */
export function firstInOrder(slots: ArrayLike<number>, count: number, compare: Compare): number[] {
  if (count <= 0) return [];
  if (count * 4 >= slots.length) return Array.from(slots).sort(compare).slice(0, count);
  // A heap of the best `count` so far with the worst on top.
  const heap: number[] = [];
  const worse = (a: number, b: number) => compare(a, b) > 0;
  const up = (at: number) => {
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (!worse(heap[at]!, heap[parent]!)) break;
      [heap[at], heap[parent]] = [heap[parent]!, heap[at]!];
      at = parent;
    }
  };
  const down = (at: number) => {
    for (;;) {
      const left = at * 2 + 1;
      const right = left + 1;
      let top = at;
      if (left < heap.length && worse(heap[left]!, heap[top]!)) top = left;
      if (right < heap.length && worse(heap[right]!, heap[top]!)) top = right;
      if (top === at) return;
      [heap[at], heap[top]] = [heap[top]!, heap[at]!];
      at = top;
    }
  };
  for (let at = 0; at < slots.length; at += 1) {
    const slot = slots[at]!;
    if (heap.length < count) {
      heap.push(slot);
      up(heap.length - 1);
    } else if (compare(slot, heap[0]!) < 0) {
      heap[0] = slot;
      down(0);
    }
  }
  return heap.sort(compare);
}

