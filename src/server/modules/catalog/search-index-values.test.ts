import { describe, expect, it } from 'vitest';
import { PackedValues, type PackedValue } from './search-index-values.js';

const valuesOf = (packed: PackedValues, slot: number) => packed.valuesOf(slot);
/** `count` values made of `seed` and their place, each field different. */
const made = (count: number, seed: number): PackedValue[] =>
  Array.from({ length: count }, (_, i) => ({ group: seed + i, key: seed + i + 1, position: seed + i + 2, number: seed + i + 0.5, boolean: (seed + i) % 3 - 1 }));

describe('packed specification values of the search index', () => {
  it('keeps every slot its own values through growth, shrinking, clearing, reuse and compaction', () => {
    const packed = new PackedValues();
    const expected = new Map<number, PackedValue[]>();
    const set = (slot: number, values: PackedValue[]) => {
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
        } else set(slot, made(count, slot * 1000 + round * 10));
      }
    }
    for (const [slot, values] of expected) expect(valuesOf(packed, slot), `slot ${slot}`).toEqual(values);
  });

  it('gives a slot that was cleared before a compaction new values, or none, without failing', () => {
    const packed = new PackedValues();
    const many = (slot: number) => made(10, slot);
    for (let slot = 0; slot < 2000; slot += 1) packed.set(slot, many(slot));
    // The last slot, far into the array, is cleared; the others shrink, and compaction takes the array back to a tenth.
    packed.clear(1999);
    for (let slot = 0; slot < 1999; slot += 1) packed.set(slot, made(1, slot));
    expect(packed.numbers.length).toBeLessThan(10 * 1999);
    packed.set(1999, []);
    packed.set(1999, made(1, 7));
    expect(valuesOf(packed, 1999)).toEqual(made(1, 7));
    expect(valuesOf(packed, 5)).toEqual(made(1, 5));
  });
});
