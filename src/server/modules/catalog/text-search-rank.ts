/**
 * `ts_rank_cd(document, query, 1)` computed in memory, bit for bit as PostgreSQL computes it
 * (calc_rank_cd, Cover and get_docrep in tsrank.c): the sum over the query's covers of their
 * weight density, divided by log(cnt_length + 1), returned as a float4.
 */
import { executeQuery, type LexemeNode, NO, type OperandSource, type PhraseMatch, type Ternary, type TextSearchQuery, YES } from './text-search-query.js';
import { logOfCount } from './text-search-log.js';
import { entryEnd, entryStart, findEntry, POSITION_MASK, type TextSearchDocument, WEIGHT_SHIFT } from './text-search-vector.js';

/** 1 / weight for D, C, B, A, from PostgreSQL's float4 defaults {0.1, 0.2, 0.4, 1.0} widened to double. */
const INVERSE_WEIGHTS = [1 / Math.fround(0.1), 1 / Math.fround(0.2), 1 / Math.fround(0.4), 1 / Math.fround(1.0)] as const;

/**
 * The query's lexemes seen so far in a window of the document (PostgreSQL's QueryRepresentation):
 * per distinct lexeme, whether it was seen and its positions, ascending. Walking down the document
 * the positions are written from the end of the array backwards, as PostgreSQL does.
 */
class WindowOperands implements OperandSource {
  seen: Uint8Array;
  positions: Uint16Array[];
  start: Int32Array;
  count: Int32Array;
  backwards = false;

  constructor(lexemes: number) {
    this.seen = new Uint8Array(lexemes);
    this.positions = Array.from({ length: lexemes }, () => new Uint16Array(16));
    this.start = new Int32Array(lexemes);
    this.count = new Int32Array(lexemes);
  }

  reset(backwards: boolean): void {
    this.backwards = backwards;
    this.seen.fill(0);
    this.count.fill(0);
  }

  /** Makes room for `capacity` positions of one lexeme (done before a document is walked). */
  reserve(slot: number, capacity: number): void {
    if (this.positions[slot]!.length < capacity) this.positions[slot] = new Uint16Array(Math.max(capacity, this.positions[slot]!.length * 2));
  }

  /** fillQueryRepresentationData: the lexeme is seen at `position`, kept unless its last one was the same place. */
  add(slot: number, position: number): void {
    this.seen[slot] = 1;
    const positions = this.positions[slot]!;
    const count = this.count[slot]!;
    if (this.backwards) {
      if (count > 0 && (positions[this.start[slot]!]! & POSITION_MASK) === (position & POSITION_MASK)) return;
      const start = positions.length - 1 - count;
      positions[start] = position;
      this.start[slot] = start;
    } else {
      if (count > 0 && (positions[count - 1]! & POSITION_MASK) === (position & POSITION_MASK)) return;
      positions[count] = position;
      this.start[slot] = 0;
    }
    this.count[slot] = count + 1;
  }

  check(node: LexemeNode, into: PhraseMatch | null): Ternary {
    if (!this.seen[node.slot]) return NO;
    if (into) {
      into.positions = this.positions[node.slot]!;
      into.start = this.start[node.slot]!;
      into.count = this.count[node.slot]!;
    }
    return YES;
  }
}

/** The document's occurrences of the query's lexemes, in PostgreSQL's order (position, weight, lexeme). */
class Occurrences {
  positions = new Uint16Array(64);
  slots = new Int32Array(64);
  length = 0;
  /** Per distinct query lexeme: its run in the document and the cursor of the merge. */
  readonly runStart: Int32Array;
  readonly runEnd: Int32Array;

  constructor(lexemes: number) {
    this.runStart = new Int32Array(lexemes);
    this.runEnd = new Int32Array(lexemes);
  }

  /** get_docrep: every position of every query lexeme the document has (lexemes without positions are skipped). */
  collect(document: TextSearchDocument, query: TextSearchQuery, window: WindowOperands): void {
    let total = 0;
    const lexemes = query.lexemes;
    for (let slot = 0; slot < lexemes.length; slot += 1) {
      const id = lexemes[slot]!.id;
      const entry = id < 0 ? -1 : findEntry(document, id);
      const start = entry < 0 ? 0 : entryStart(document, entry);
      const end = entry < 0 ? 0 : entryEnd(document, entry);
      this.runStart[slot] = start;
      this.runEnd[slot] = end;
      total += end - start;
      window.reserve(slot, end - start);
    }
    if (this.positions.length < total) {
      this.positions = new Uint16Array(total * 2);
      this.slots = new Int32Array(total * 2);
    }
    this.length = 0;
    const source = document.positions;
    for (;;) {
      let best = -1;
      let bestKey = 0;
      for (let slot = 0; slot < lexemes.length; slot += 1) {
        if (this.runStart[slot]! === this.runEnd[slot]!) continue;
        const position = source[this.runStart[slot]!]!;
        // compareDocR: position, then weight, then the lexeme's place in the tsvector.
        const key = ((position & POSITION_MASK) * 4 + (position >> WEIGHT_SHIFT)) * lexemes.length + lexemes[slot]!.order;
        if (best < 0 || key < bestKey) {
          best = slot;
          bestKey = key;
        }
      }
      if (best < 0) return;
      this.positions[this.length] = source[this.runStart[best]!]!;
      this.slots[this.length] = best;
      this.length += 1;
      this.runStart[best] = this.runStart[best]! + 1;
    }
  }
}

/** A cover: the occurrences from `begin` to `end`, at positions `p` to `q`. */
interface Extent {
  next: number;
  begin: number;
  end: number;
  p: number;
  q: number;
}

interface RankScratch {
  window: WindowOperands;
  occurrences: Occurrences;
  extent: Extent;
}

/** Kept per query so that ranking thousands of documents allocates nothing. */
const scratchOf = new WeakMap<TextSearchQuery, RankScratch>();

function scratchFor(query: TextSearchQuery): RankScratch {
  let scratch = scratchOf.get(query);
  if (!scratch) {
    const lexemes = query.lexemes.length;
    scratch = { window: new WindowOperands(lexemes), occurrences: new Occurrences(lexemes), extent: { next: 0, begin: 0, end: 0, p: 0, q: 0 } };
    scratchOf.set(query, scratch);
  }
  return scratch;
}

const INT_MAX = 0x7fffffff;

/** PostgreSQL's Cover: the next smallest stretch of occurrences that satisfies the query, from `extent.next` on. */
function nextCover(query: TextSearchQuery, occurrences: Occurrences, window: WindowOperands, extent: Extent): boolean {
  const root = query.root!;
  const positions = occurrences.positions;
  const slots = occurrences.slots;
  for (;;) {
    let last = extent.next;
    let found = false;
    window.reset(false);
    extent.p = INT_MAX;
    extent.q = 0;
    for (let index = extent.next; index < occurrences.length; index += 1) {
      window.add(slots[index]!, positions[index]!);
      if (executeQuery(root, window) !== NO) {
        if ((positions[index]! & POSITION_MASK) > extent.q) {
          extent.q = positions[index]! & POSITION_MASK;
          extent.end = index;
          last = index;
          found = true;
        }
        break;
      }
    }
    if (!found) return false;
    window.reset(true);
    let index = last;
    for (; index >= extent.next; index -= 1) {
      window.add(slots[index]!, positions[index]!);
      if (executeQuery(root, window) !== NO) {
        if ((positions[index]! & POSITION_MASK) < extent.p) {
          extent.begin = index;
          extent.p = positions[index]! & POSITION_MASK;
        }
        break;
      }
    }
    if (extent.p <= extent.q) {
      extent.next = index + 1;
      return true;
    }
    extent.next += 1;
  }
}

/**
 * For a query of one lexeme, each place it stands is a cover of its own with no noise: the rank is
 * the sum of those places' weight densities (this, for the document's `entry`, in document order)
 * over log(cnt_length + 1). The search index keeps the sum beside each posting.
 */
export function weightSumOf(document: TextSearchDocument, entry: number): number {
  let sum = 0;
  for (let at = entryStart(document, entry); at < entryEnd(document, entry); at += 1) sum += 1 / INVERSE_WEIGHTS[document.positions[at]! >> WEIGHT_SHIFT]!;
  return sum;
}

/** `ts_rank_cd(document, 'lexeme', 1)` from `weightSumOf` and the document's cnt_length. */
export function rankOfWeightSum(sum: number, length: number): number {
  return Math.fround(sum / logOfCount(length + 1));
}

/** Exactly `ts_rank_cd(document, query, 1)` (default weights, divided by log(cnt_length + 1)), as the float4 PostgreSQL returns. */
export function rankCoverDensity(document: TextSearchDocument, query: TextSearchQuery): number {
  if (!query.root) return 0;
  if (query.root.kind === 'lexeme') {
    const entry = findEntry(document, query.lexemes[query.root.slot]!.id);
    if (entry < 0) return 0;
    const start = entryStart(document, entry);
    const end = entryEnd(document, entry);
    if (end > start) return rankOfWeightSum(weightSumOf(document, entry), document.length);
  }
  const { window, occurrences, extent } = scratchFor(query);
  occurrences.collect(document, query, window);
  if (occurrences.length === 0) return 0;
  extent.next = 0;
  let sum = 0;
  while (nextCover(query, occurrences, window, extent)) {
    let inverseSum = 0;
    for (let index = extent.begin; index <= extent.end; index += 1) inverseSum += INVERSE_WEIGHTS[occurrences.positions[index]! >> WEIGHT_SHIFT]!;
    const density = (extent.end - extent.begin + 1) / inverseSum;
    // Words between the cover's lexemes; when positions ran out (all 16383) PostgreSQL guesses half the cover.
    let noise = extent.q - extent.p - (extent.end - extent.begin);
    if (noise < 0) noise = Math.trunc((extent.end - extent.begin) / 2);
    sum += density / (1 + noise);
  }
  return Math.fround(sum / logOfCount(document.length + 1));
}
