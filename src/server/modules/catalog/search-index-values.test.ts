import { describe, expect, it } from 'vitest';
import { PackedValues } from './search-index-values.js';

const valuesOf = (packed: PackedValues, slot: number) => Array.from(packed.data.subarray(packed.start[slot], packed.start[slot]! + packed.length[slot]!));

describe('packed specification values of the search index', () => {
  it('keeps every slot its own values through growth, shrinking, clearing, reuse and compaction', () => {
    const packed = new PackedValues();
    const expected = new Map<number, number[]>();
    const set = (slot: number, values: number[]) => {
      packed.set(slot, values);
      expected.set(slot, values);
    };
    // Enough churn that the space left behind is taken back several times.
    for (let round = 0; round < 40; round += 1) {
      for (let slot = 0; slot < 300; slot += 1) {
        const count = (slot * 7 + round * 3) % 4;
        if ((slot + round) % 11 === 0) {
          packed.clear(slot);
          expected.set(slot, []);
        } else set(slot, Array.from({ length: count * 5 }, (_, i) => slot * 1000 + round * 10 + i));
      }
    }
    for (const [slot, values] of expected) expect(valuesOf(packed, slot), `slot ${slot}`).toEqual(values);
  });

  it('gives a slot that was cleared before a compaction new values, or none, without failing', () => {
    const packed = new PackedValues();
    const many = (slot: number) => Array.from({ length: 50 }, (_, i) => slot + i);
    for (let slot = 0; slot < 2000; slot += 1) packed.set(slot, many(slot));
    // The last slot, far into the array, is cleared; the others shrink, and compaction takes the array back to a tenth.
    packed.clear(1999);
    for (let slot = 0; slot < 1999; slot += 1) packed.set(slot, [slot, 1, 2, 3, 4]);
    expect(packed.data.length).toBeLessThan(50 * 1999);
    packed.set(1999, []);
    packed.set(1999, [7, 7, 7, 7, 7]);
    expect(valuesOf(packed, 1999)).toEqual([7, 7, 7, 7, 7]);
    expect(valuesOf(packed, 5)).toEqual([5, 1, 2, 3, 4]);
  });
});
