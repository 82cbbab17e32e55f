import type { SearchIndexStore } from './search-index-store.js';

/**
 * What the search index has worked out for a key (the products some words find, a search's counts),
 * kept while the store does not change: a new store or a new version of it forgets everything, and
 * past `limit` (summed `sizeOf`, about the products held) the least recently used goes first.
 */
export class KeptWhileUnchanged<T> {
  #store: SearchIndexStore | null = null;
  #version = 0;
  #size = 0;
  #byKey = new Map<string, T>();

  constructor(
    private readonly limit: number,
    private readonly sizeOf: (value: T) => number,
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
      if (stillRight(hit)) {
        this.#byKey.set(key, hit);
        return hit;
      }
      this.#size -= this.sizeOf(hit);
    }
    const made = make();
    this.#byKey.set(key, made);
    this.#size += this.sizeOf(made);
    for (const [oldest, value] of this.#byKey) {
      if (this.#size <= this.limit || this.#byKey.size === 1) break;
      this.#byKey.delete(oldest);
      this.#size -= this.sizeOf(value);
    }
    return made;
  }

  clear(): void {
    this.#store = null;
    this.#size = 0;
    this.#byKey = new Map();
  }
}
