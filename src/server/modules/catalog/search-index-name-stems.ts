import { SequenceMap } from './sequence-map.js';
import { stemEnd } from './trigram-word-similarity.js';

/**
 * The stems of the index's names (trigram-word-similarity.ts `stemEnd`), one number per different
 * stem, so that a search works out the names with the same stem once (`NameClosenessOf`). Each
 * stem is counted by the names that have it and forgotten with the last; numbers are not reused.
 */
export class NameStems {
  readonly #numbers = new SequenceMap<number>();
  /** Each stem held: its trigrams and how many names have it. */
  readonly #held = new Map<number, { key: Int32Array; users: number }>();
  #next = 0;

  /** The number of the stem of the name `trigrams[start..end)`. */
  take(trigrams: Int32Array, start = 0, end = trigrams.length): number {
    const stemTo = stemEnd(trigrams, start, end);
    const known = this.#numbers.entry(trigrams, start, stemTo);
    if (known) {
      this.#held.get(known.value)!.users += 1;
      return known.value;
    }
    const stem = this.#next++;
    const { key } = this.#numbers.add(trigrams.slice(start, stemTo), stem);
    this.#held.set(stem, { key, users: 1 });
    return stem;
  }

  /** A name that had `stem` has gone or changed. */
  release(stem: number): void {
    const held = this.#held.get(stem);
    if (!held) return;
    held.users -= 1;
    if (held.users > 0) return;
    this.#held.delete(stem);
    this.#numbers.remove(held.key);
  }

  /** Different stems held (tests). */
  get size(): number {
    return this.#held.size;
  }
}
