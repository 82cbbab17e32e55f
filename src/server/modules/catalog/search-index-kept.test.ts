import { describe, expect, it } from 'vitest';
import { KeptWhileUnchanged } from './search-index-kept.js';
import type { SearchIndexStore } from './search-index-store.js';

const storeAt = (version: number) => ({ version }) as SearchIndexStore;

describe('what the search index keeps while the catalog does not change', () => {
  it('works a value out once per key, and again once the store changes', () => {
    const kept = new KeptWhileUnchanged<number>(1_000_000, 100, () => 8);
    const store = storeAt(1);
    let made = 0;
    const make = () => ++made;
    expect(kept.get(store, 'drill', make)).toBe(1);
    expect(kept.get(store, 'drill', make)).toBe(1);
    store.version = 2;
    expect(kept.get(store, 'drill', make)).toBe(2);
    expect(kept.get(storeAt(2), 'drill', make)).toBe(3);
  });

  it('works a value out again when the kept one is no longer right', () => {
    const kept = new KeptWhileUnchanged<{ finding: number }>(1_000_000, 100, () => 8);
    const store = storeAt(1);
    kept.get(store, 'cable', () => ({ finding: 1 }));
    expect(kept.get(store, 'cable', () => ({ finding: 2 }), (value) => value.finding === 2)).toEqual({ finding: 2 });
    expect(kept.held.entries).toBe(1);
  });

  it('counts every entry at least its key and its overhead, so empty values cannot pile up', () => {
    const kept = new KeptWhileUnchanged<number>(64 * 1024, 1_000_000, () => 0);
    const store = storeAt(1);
    for (let i = 0; i < 10_000; i += 1) kept.get(store, `colour:${'x'.repeat(100)}${i}`, () => i);
    expect(kept.held.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(kept.held.entries).toBeGreaterThan(10);
    expect(kept.held.entries).toBeLessThan(100);
  });

  it('keeps at most the given number of entries, the least recently used out first', () => {
    const kept = new KeptWhileUnchanged<string>(1_000_000_000, 3, () => 8);
    const store = storeAt(1);
    for (const key of ['a', 'b', 'c']) kept.get(store, key, () => key);
    kept.get(store, 'a', () => 'a again');
    kept.get(store, 'd', () => 'd');
    expect(kept.held.entries).toBe(3);
    expect(kept.get(store, 'a', () => 'a again')).toBe('a');
    expect(kept.get(store, 'b', () => 'b again')).toBe('b again');
  });

  it('keeps one value even when it alone is over the limit, and lets it go for the next', () => {
    const kept = new KeptWhileUnchanged<number>(100, 10, () => 1_000);
    const store = storeAt(1);
    expect(kept.get(store, 'broad', () => 1)).toBe(1);
    expect(kept.held.entries).toBe(1);
    kept.get(store, 'other', () => 2);
    expect(kept.held.entries).toBe(1);
    expect(kept.get(store, 'other', () => 3)).toBe(2);
  });
});
