import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../test/seeded-random.js';
import { StoredIds } from './search-index-ids.js';
import { PackedKeys, SortedKeys } from './search-index-part-numbers.js';

describe('product ids kept as numbers in the search index', () => {
  it('finds every held id’s slot, forgets cleared ones and gives each id back as the database writes it, through growth and reuse', () => {
    const ids = new StoredIds();
    const held = new Map<number, string>();
    const random = seededRandom(7);
    for (let round = 0; round < 5_000; round += 1) {
      const slot = round < 3_000 ? ids.addSlot() : Math.floor(random.next() * ids.capacity);
      if (held.has(slot) && random.next() < 0.5) {
        ids.clear(slot);
        held.delete(slot);
      } else if (!held.has(slot)) {
        const id = randomUUID();
        ids.set(slot, id);
        held.set(slot, id);
      }
    }
    expect(ids.size).toBe(held.size);
    for (const [slot, id] of held) {
      expect(ids.slotOf(id)).toBe(slot);
      expect(ids.slotOf(id.toUpperCase())).toBe(slot);
      expect(ids.idOf(slot)).toBe(id);
      expect(ids.live[slot]).toBe(1);
    }
    for (let slot = 0; slot < ids.capacity; slot += 1) if (!held.has(slot)) expect(ids.live[slot]).toBe(0);
    expect(ids.slotOf(randomUUID())).toBeUndefined();
    for (const notAnId of ['', 'drill', '00000000-0000-0000-0000-00000000000g', '0000000000000000000000000000000000000']) expect(ids.slotOf(notAnId)).toBeUndefined();
    expect(() => ids.set(ids.addSlot(), 'drill')).toThrow(/not a UUID/);
  });

  it('orders ids as their text orders, as PostgreSQL orders uuids', () => {
    const ids = new StoredIds();
    const texts = ['ffffffff-0000-0000-0000-000000000000', '7fffffff-ffff-ffff-ffff-ffffffffffff', '80000000-0000-0000-0000-000000000000', '00000000-0000-0000-0000-000000000001', ...Array.from({ length: 200 }, () => randomUUID())];
    texts.forEach((id) => ids.set(ids.addSlot(), id));
    const byText = texts.map((_, slot) => slot).sort((a, b) => (texts[a]! < texts[b]! ? -1 : texts[a]! > texts[b]! ? 1 : 0));
    expect(texts.map((_, slot) => slot).sort((a, b) => ids.compare(a, b))).toEqual(byText);
  });
});

describe('part numbers kept sorted in the search index', () => {
  it('finds the places whose key is some words or starts with them, before and after being sorted, as keys change', () => {
    const keys = new PackedKeys();
    const sorted = new SortedKeys(keys);
    const expected = new Map<number, string>();
    const set = (place: number, key: string) => {
      sorted.remove(place);
      keys.set(place, key);
      sorted.add(place);
      expected.set(place, key);
    };
    const random = seededRandom(3);
    const keyOf = () => ['dd18', 'dd180', 'dd1', 'ag125', 'ag', 'x', '', 'dd18x'][Math.floor(random.next() * 8)]!;
    for (let place = 0; place < 400; place += 1) set(place, keyOf());
    const check = () => {
      for (const key of ['dd18', 'dd1', 'ag', 'x', 'zz', 'a']) {
        const exact = [...expected].filter(([, held]) => held && held === key).map(([place]) => place).sort((a, b) => a - b);
        const starting = [...expected].filter(([, held]) => held && held.startsWith(key)).map(([place]) => place).sort((a, b) => a - b);
        expect(sorted.find(key, false).sort((a, b) => a - b), `= ${key}`).toEqual(exact);
        expect(sorted.find(key, true).sort((a, b) => a - b), `${key}…`).toEqual(starting);
      }
    };
    check();
    // Changes after the list is sorted keep it sorted.
    for (let change = 0; change < 600; change += 1) set(Math.floor(random.next() * 500), keyOf());
    check();
    for (const [place, key] of expected) expect(keys.keyOf(place)).toBe(key);
  });
});
