/**
 * A map keyed by the contents of a run of whole numbers (a stretch of a name's trigrams, a name's
 * stem, a document's shape for a query), looked up from a range of any array without copying it:
 * what the search index reuses within and across searches is found by such runs.
 */
export class SequenceMap<T> {
  readonly #byHash = new Map<number, { key: Int32Array; value: T }[]>();

  /** The entry whose key is `source[start..end)`, or undefined. */
  entry(source: ArrayLike<number>, start: number, end: number): { key: Int32Array; value: T } | undefined {
    for (const entry of this.#byHash.get(hashOf(source, start, end)) ?? []) if (sameRun(entry.key, source, start, end)) return entry;
    return undefined;
  }

  /** Adds an entry for `key` (owned by the map from now on; not already in it). */
  add(key: Int32Array, value: T): { key: Int32Array; value: T } {
    const hash = hashOf(key, 0, key.length);
    let entries = this.#byHash.get(hash);
    if (!entries) this.#byHash.set(hash, (entries = []));
    const entry = { key, value };
    entries.push(entry);
    return entry;
  }

  /** Removes the entry whose key is this very array. */
  remove(key: Int32Array): void {
    const hash = hashOf(key, 0, key.length);
    const entries = this.#byHash.get(hash);
    const at = entries?.findIndex((entry) => entry.key === key) ?? -1;
    if (!entries || at < 0) return;
    entries.splice(at, 1);
    if (entries.length === 0) this.#byHash.delete(hash);
  }

  get size(): number {
    let size = 0;
    for (const entries of this.#byHash.values()) size += entries.length;
    return size;
  }
}

function hashOf(source: ArrayLike<number>, start: number, end: number): number {
  let hash = 0x811c9dc5 ^ (end - start);
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ source[i]!, 0x01000193);
  return hash;
}

/** Whether `key` holds exactly `source[start..end)`. */
export function sameRun(key: ArrayLike<number>, source: ArrayLike<number>, start: number, end: number): boolean {
  if (key.length !== end - start) return false;
  for (let i = 0; i < key.length; i++) if (key[i] !== source[start + i]) return false;
  return true;
}
