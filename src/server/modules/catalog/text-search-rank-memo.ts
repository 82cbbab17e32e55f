import { SequenceMap } from './sequence-map.js';
import type { TextSearchQuery } from './text-search-query.js';
import { rankCoverDensity } from './text-search-rank.js';
import { entryEnd, entryStart, findEntry, type TextSearchDocument } from './text-search-vector.js';

/**
 * `ts_rank_cd(document, query, 1)` of one query over many documents, each worked out once per
 * shape. The rank reads nothing of a document but the positions (with weights) of the query's
 * lexemes and its cnt_length (text-search-rank.ts), so documents alike in those (the same model in
 * other variants, the same description under other part numbers) share one rank. Exact.
 */
export class RanksOfQuery {
  readonly #query: TextSearchQuery;
  /** The rank of each shape met. */
  readonly #known = new SequenceMap<number>();
  /** The shape of the document at hand: its cnt_length, then per query lexeme its count of positions and the positions. */
  #shape = new Int32Array(64);

  constructor(query: TextSearchQuery) {
    this.#query = query;
  }

  rank(document: TextSearchDocument): number {
    const length = this.#shapeOf(document);
    const known = this.#known.entry(this.#shape, 0, length);
    if (known) return known.value;
    const rank = rankCoverDensity(document, this.#query);
    this.#known.add(this.#shape.slice(0, length), rank);
    return rank;
  }

  /** Writes the document's shape into `#shape`; returns its length. */
  #shapeOf(document: TextSearchDocument): number {
    const lexemes = this.#query.lexemes;
    let at = 0;
    this.#room(1 + lexemes.length);
    this.#shape[at++] = document.length;
    for (const lexeme of lexemes) {
      const entry = lexeme.id < 0 ? -1 : findEntry(document, lexeme.id);
      const start = entry < 0 ? 0 : entryStart(document, entry);
      const end = entry < 0 ? 0 : entryEnd(document, entry);
      this.#room(at + 1 + end - start + lexemes.length);
      this.#shape[at++] = end - start;
      for (let position = start; position < end; position++) this.#shape[at++] = document.positions[position]!;
    }
    return at;
  }

  #room(size: number) {
    if (this.#shape.length >= size) return;
    const grown = new Int32Array(size * 2);
    grown.set(this.#shape);
    this.#shape = grown;
  }
}
