import { describe, expect, it } from 'vitest';
import { SlotList, WordFormPostings } from './search-index-postings.js';

/** Postings as [slot, sum] pairs in slot order, so that lists compare whatever their order. */
const pairsOf = (postings: WordFormPostings, wordForm: number) => {
  const held = postings.get(wordForm);
  return held ? Array.from(held.slots, (slot, at) => [slot, held.sums[at]!]).sort((a, b) => a[0]! - b[0]!) : undefined;
};

describe('the postings of the search index', () => {
  it('holds a word form of one product as that slot and sum, and of several as a list', () => {
    const postings = new WordFormPostings();
    expect(postings.get(3)).toBeUndefined();
    postings.add(3, 0, 1.1);
    expect(pairsOf(postings, 3)).toEqual([[0, 1.1]]);
    postings.add(3, 7, 0.30000000000000004);
    postings.add(3, 5, 0.2);
    expect(pairsOf(postings, 3)).toEqual([
      [0, 1.1],
      [5, 0.2],
      [7, 0.30000000000000004],
    ]);
    postings.remove(3, 0);
    postings.remove(3, 9);
    expect(pairsOf(postings, 3)).toEqual([
      [5, 0.2],
      [7, 0.30000000000000004],
    ]);
    expect(pairsOf(postings, 4)).toBeUndefined();
  });

  it('forgets a word form of one product when it goes, and takes word forms far beyond its first room', () => {
    const postings = new WordFormPostings();
    postings.add(50_000, 12, 0.4);
    postings.add(2, 12, 0.1);
    postings.remove(50_000, 11);
    expect(pairsOf(postings, 50_000)).toEqual([[12, 0.4]]);
    postings.remove(50_000, 12);
    expect(postings.get(50_000)).toBeUndefined();
    expect(pairsOf(postings, 2)).toEqual([[12, 0.1]]);
    // Slot 0 is a slot like any other, not "none".
    postings.add(50_000, 0, 1);
    expect(pairsOf(postings, 50_000)).toEqual([[0, 1]]);
  });

  it('keeps a long list of slots in a typed array that grows, removing by swapping in the last', () => {
    const list = new SlotList();
    for (let slot = 0; slot < 100; slot += 1) list.add(slot);
    expect(list.slots).toHaveLength(100);
    list.remove(10);
    list.remove(1_000);
    expect(list.slots).toHaveLength(99);
    expect(list.slots[10]).toBe(99);
    expect([...list.slots].sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, slot) => slot).filter((slot) => slot !== 10));
  });
});
