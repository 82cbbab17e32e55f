import { grownArray } from './grown-array.js';
import { PackedRuns } from './packed-runs.js';
import { sameRun } from './sequence-map.js';
import { positionCount, type TextSearchDocument } from './text-search-vector.js';

/** A document read from the search index: a window onto its shared arrays, moved from product to product by `StoredTexts.read`. */
export class DocumentWindow implements TextSearchDocument {
  entries: Uint32Array = new Uint32Array(0);
  entryFrom = 0;
  entryCount = 0;
  positions: Uint16Array = new Uint16Array(0);
  positionFrom = 0;
  length = 0;
}

/**
 * Every product's text (`search_document`) in the search index, in two arrays shared by all
 * products (word forms with where their positions end, and the positions), so that 100,000
 * products' texts are a few arrays rather than three objects each. A product's text is read
 * through a `DocumentWindow`, valid until the texts next change.
 */
export class StoredTexts {
  readonly #entries = new PackedRuns<[Uint32Array]>([new Uint32Array(0)], [2]);
  readonly #positions = new PackedRuns<[Uint16Array]>([new Uint16Array(0)], [1]);
  /** Each slot's cnt_length (PostgreSQL's length normalisation of the rank). */
  length = new Int32Array(0);

  /** Makes `slot`'s text `document`. */
  set(slot: number, document: TextSearchDocument): void {
    if (slot >= this.length.length) this.length = grownArray(this.length, Math.max(64, slot * 2));
    const entryAt = this.#entries.place(slot, document.entryCount);
    this.#entries.columns[0].set(document.entries.subarray(document.entryFrom * 2, (document.entryFrom + document.entryCount) * 2), entryAt * 2);
    const count = positionCount(document);
    const positionAt = this.#positions.place(slot, count);
    this.#positions.columns[0].set(document.positions.subarray(document.positionFrom, document.positionFrom + count), positionAt);
    this.length[slot] = document.length;
  }

  clear(slot: number): void {
    this.#entries.clear(slot);
    this.#positions.clear(slot);
    if (slot < this.length.length) this.length[slot] = 0;
  }

  /** Points `window` at `slot`'s text and returns it. */
  read(slot: number, window: DocumentWindow): DocumentWindow {
    window.entries = this.#entries.columns[0];
    window.entryFrom = this.#entries.start[slot] ?? 0;
    window.entryCount = this.#entries.length[slot] ?? 0;
    window.positions = this.#positions.columns[0];
    window.positionFrom = this.#positions.start[slot] ?? 0;
    window.length = this.length[slot] ?? 0;
    return window;
  }

  /** Whether `slot` holds the same word forms at the same places and weights as `document` (and so the same postings and ranks). */
  same(slot: number, document: TextSearchDocument): boolean {
    const stored = this.read(slot, new DocumentWindow());
    const entries = (text: TextSearchDocument) => text.entries.subarray(text.entryFrom * 2, (text.entryFrom + text.entryCount) * 2);
    const positions = (text: TextSearchDocument) => text.positions.subarray(text.positionFrom, text.positionFrom + positionCount(text));
    const [storedEntries, storedPositions] = [entries(stored), positions(stored)];
    return (
      stored.length === document.length &&
      sameRun(entries(document), storedEntries, 0, storedEntries.length) &&
      sameRun(positions(document), storedPositions, 0, storedPositions.length)
    );
  }
}
