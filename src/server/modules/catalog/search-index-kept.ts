import type { SearchIndexStore } from './search-index-store.js';

/** What keeping one entry costs beside its value: the key, the map's entry, the value's object. */
const ENTRY_BYTES = 600;

/**
 * What the search index has worked out for a key (the products some words find, a search's counts),
 * kept while the store does not change: a new store or a new version of it forgets everything, and
 * past `limitBytes` (each entry's `bytesOf` when kept, its key and `ENTRY_BYTES`) or `limitEntries`
 * the least recently used goes first.
 */
export class KeptWhileUnchanged<T> {
  #store: SearchIndexStore | null = null;
  #version = 0;
  #bytes = 0;
  #byKey = new Map<string, { value: T; bytes: number }>();

  constructor(
    private readonly limitBytes: number,
    private readonly limitEntries: number,
    /** About how many bytes a value holds (arrays worked out later included). */
    private readonly bytesOf: (value: T) => number,
  ) {}

  /** The value kept for `key` in this store as it is now, unless `stillRight` says it is not; else `make`'s, kept. */
  get(store: SearchIndexStore, key: string, make: () => T, stillRight: (value: T) => boolean = () => true): T {
    if (this.#store !== store || this.#version !== store.version) {
      this.clear();
      this.#store = store;
      this.#version = store.version;
    }
    const hit = this.#byKey.get(key);
    if (hit !== undefined) {
      this.#byKey.delete(key);
      if (stillRight(hit.value)) {
        this.#byKey.set(key, hit);
        return hit.value;
      }
      this.#bytes -= hit.bytes;
    }
    const value = make();
    const bytes = this.bytesOf(value) + key.length * 2 + ENTRY_BYTES;
    this.#byKey.set(key, { value, bytes });
    this.#bytes += bytes;
    for (const [oldest, entry] of this.#byKey) {
      if ((this.#bytes <= this.limitBytes && this.#byKey.size <= this.limitEntries) || this.#byKey.size === 1) break;
      this.#byKey.delete(oldest);
      this.#bytes -= entry.bytes;
    }
    return value;
  }

  /** Entries kept now, and about how many bytes they hold (tests). */
  get held(): { entries: number; bytes: number } {
    return { entries: this.#byKey.size, bytes: this.#bytes };
  }

  clear(): void {
    this.#store = null;
    this.#bytes = 0;
    this.#byKey = new Map();
  }
}
