import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../test/seeded-random.js';
import { ascendingOrder, firstInOrder, type Compare } from './search-index-order.js';

describe('the first products of a search in its order', () => {
  it('says which of two numbers comes first with -1, 0 or 1, doubles and large times included', () => {
    expect(ascendingOrder(1, 2)).toBe(-1);
    expect(ascendingOrder(2, 1)).toBe(1);
    expect(ascendingOrder(3, 3)).toBe(0);
    expect(ascendingOrder(1_764_000_000_000.5, 1_764_000_000_000.25)).toBe(1);
    expect(ascendingOrder(0.1 + 0.2, 0.3)).toBe(1);
  });

  it('gives the same first entries as sorting them all, whether it sorts them all or keeps the best in a heap', () => {
    const random = seededRandom(29);
    for (let round = 0; round < 200; round += 1) {
      const length = Math.floor(random.next() * 400);
      const slots = Int32Array.from({ length }, (_, at) => at);
      // Few distinct keys, so ties are common and fall to the second key, as ties of price fall to the id.
      const key = Float64Array.from({ length }, () => Math.floor(random.next() * 20) + random.next() * 0.001 * Math.floor(random.next() * 2));
      const compare: Compare = (a, b) => ascendingOrder(key[b]!, key[a]!) || a - b;
      const count = Math.floor(random.next() * 60);
      const expected = Array.from(slots)
        .sort(compare)
        .slice(0, count);
      expect(firstInOrder(slots, count, compare)).toEqual(expected);
      // The slots given stay as they were.
      expect(Array.from(slots)).toEqual(Array.from({ length }, (_, at) => at));
    }
  });

  it('takes the entries as an array or a typed array, and gives nothing for no count', () => {
    const compare: Compare = (a, b) => a - b;
    expect(firstInOrder([5, 3, 9, 1], 2, compare)).toEqual([1, 3]);
    expect(firstInOrder(Int32Array.of(5, 3, 9, 1, 7, 2, 8, 6, 4, 0), 2, compare)).toEqual([0, 1]);
    expect(firstInOrder([5, 3], 0, compare)).toEqual([]);
    expect(firstInOrder([], 5, compare)).toEqual([]);
  });
});
