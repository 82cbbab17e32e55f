import { SequenceMap } from './sequence-map.js';
import { stemLength } from './trigram-word-similarity.js';

/**
 * The stems of the index's names (trigram-word-similarity.ts `stemLength`), one shared array per
 * different stem, so that a search finds names with the same stem by the array alone. Each stem is
 * counted by the names that have it and forgotten with the last.
 */
export class NameStems {
  readonly #users = new SequenceMap<number>();

  /** The shared stem of a name's trigrams (the name's own when no other has it yet). */
  take(trigrams: Int32Array): Int32Array {
    const length = stemLength(trigrams);
    const known = this.#users.entry(trigrams, 0, length);
    if (known) {
      known.value += 1;
      return known.key;
    }
    return this.#users.add(trigrams.subarray(0, length), 1).key;
  }

  /** A name that had `stem` has gone or changed. */
  release(stem: Int32Array): void {
    const known = this.#users.entry(stem, 0, stem.length);
    if (!known || known.key !== stem) return;
    known.value -= 1;
    if (known.value === 0) this.#users.remove(stem);
  }

  /** Different stems held (tests). */
  get size(): number {
    return this.#users.size;
  }
}
