import { stemLength } from './trigram-word-similarity.js';

/**
 * The stems of the index's names (trigram-word-similarity.ts `stemLength`), one shared array per
 * different stem, so that a search finds names with the same stem by the array alone. Each stem is
 * counted by the names that have it and forgotten with the last.
 */
export class NameStems {
  readonly #byHash = new Map<number, { stem: Int32Array; users: number }[]>();

  /** The shared stem of a name's trigrams (the name's own when no other has it yet). */
  take(trigrams: Int32Array): Int32Array {
    const length = stemLength(trigrams);
    const hash = hashOf(trigrams, length);
    let entries = this.#byHash.get(hash);
    if (!entries) this.#byHash.set(hash, (entries = []));
    for (const entry of entries) {
      if (sameStart(entry.stem, trigrams, length)) {
        entry.users += 1;
        return entry.stem;
      }
    }
    const stem = trigrams.subarray(0, length);
    entries.push({ stem, users: 1 });
    return stem;
  }

  /** A name that had `stem` has gone or changed. */
  release(stem: Int32Array): void {
    const hash = hashOf(stem, stem.length);
    const entries = this.#byHash.get(hash);
    const at = entries?.findIndex((entry) => entry.stem === stem) ?? -1;
    if (!entries || at < 0) return;
    entries[at]!.users -= 1;
    if (entries[at]!.users > 0) return;
    entries.splice(at, 1);
    if (entries.length === 0) this.#byHash.delete(hash);
  }

  /** Different stems held (tests). */
  get size(): number {
    let size = 0;
    for (const entries of this.#byHash.values()) size += entries.length;
    return size;
  }
}

function hashOf(trigrams: Int32Array, length: number): number {
  let hash = 0x811c9dc5 ^ length;
  for (let i = 0; i < length; i++) hash = Math.imul(hash ^ trigrams[i]!, 0x01000193);
  return hash;
}

/** Whether `stem` is the first `length` of `trigrams`. */
function sameStart(stem: Int32Array, trigrams: Int32Array, length: number): boolean {
  if (stem.length !== length) return false;
  for (let i = 0; i < length; i++) if (trigrams[i] !== stem[i]) return false;
  return true;
}
