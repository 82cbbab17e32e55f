/**
 * `ts_rank_cd(document, query, 1)` computed in memory, bit for bit as PostgreSQL computes it
 * (calc_rank_cd, Cover and get_docrep in tsrank.c): the sum over the query's covers of their
 * weight density, divided by log(cnt_length + 1), returned as a float4.
 */
import { executeQuery, type LexemeNode, NO, type OperandSource, type PhraseMatch, type Ternary, type TextSearchQuery, YES } from './text-search-query.js';
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

/**
 * ln(count) exactly as C's log() gives it on both databases. V8's Math.log is a last bit off for
 * about 1 integer in 100 (ln 3, ln 48…); glibc (2.28 on) and musl (PGlite) share one algorithm,
 * correctly rounded except within 0.52 ulp: comparing every count a tsvector can reach (cnt_length
 * + 1 up to 2^20 + 1024) with both databases' ln() found exactly these, rounded the other way.
 * PGlite rounds 277862 correctly (no fused multiply-add there); PostgreSQL's value is kept.
 */
const LOG_ROUNDED_THE_OTHER_WAY = new Map<number, number>([
  [9170, 9.123692565250511],
  [136837, 11.826545715437014],
  [141614, 11.860860325410933],
  [147674, 11.902762420525626],
  [277862, 12.53487986654638],
  [278555, 12.537370805386587],
  [330034, 12.706950958438435],
  [351497, 12.769956455345794],
  [372772, 12.82872225167674],
  [394915, 12.886425830853177],
  [416542, 12.939742575841123],
  [504274, 13.130875050122603],
  [507328, 13.136913016196827],
  [557003, 13.230325904891327],
  [622817, 13.34200801465166],
  [658711, 13.398040174049086],
  [664679, 13.407059496330659],
  [672295, 13.41845251127344],
  [699095, 13.457541920421862],
  [721368, 13.48890468827532],
  [822630, 13.62026180384358],
  [832164, 13.631784815763277],
  [843741, 13.64560085444532],
  [900741, 13.710973036886816],
  [1006553, 13.822042180400404],
]);

/** ln of the counts met so far (documents share few lengths), 0 where not yet worked out. */
const logs = new Float64Array(1 << 16);

/** ln(count), for a count of 2 or more, as the databases' C log() gives it. */
export function logOfCount(count: number): number {
  if (count >= logs.length) return LOG_ROUNDED_THE_OTHER_WAY.get(count) ?? preciseLog(count);
  if (logs[count] === 0) logs[count] = LOG_ROUNDED_THE_OTHER_WAY.get(count) ?? preciseLog(count);
  return logs[count]!;
}

/**
 * ln(n) for an integer n >= 2, in double-double arithmetic (about 100 bits) rounded once to a
 * double: n = 2^k·m with m in [√½, √2], ln n = k·ln 2 + 2·atanh((m − 1)/(m + 1)).
 */
function preciseLog(n: number): number {
  let k = 31 - Math.clz32(n);
  let m = n / 2 ** k;
  if (m > Math.SQRT2) {
    m /= 2;
    k += 1;
  }
  // m − 1 and m + 1 are exact: m has at most 32 significant bits.
  const z = divide(m - 1, m + 1);
  const z2 = multiply(z, z);
  let term = z;
  let series = z;
  for (let odd = 3; Math.abs(term.hi) / odd > 1e-34; odd += 2) {
    term = multiply(term, z2);
    series = add(series, divideByNumber(term, odd));
  }
  const total = add(multiply(LN2, { hi: k, lo: 0 }), { hi: 2 * series.hi, lo: 2 * series.lo });
  return total.hi + total.lo;
}

/** A number as an unevaluated sum hi + lo, |lo| at most half an ulp of hi. */
interface DoubleDouble {
  hi: number;
  lo: number;
}

const LN2: DoubleDouble = { hi: 0.6931471805599453, lo: 2.3190468138462996e-17 };

function twoSum(a: number, b: number): DoubleDouble {
  const hi = a + b;
  const back = hi - a;
  return { hi, lo: a - (hi - back) + (b - back) };
}

function normalise(hi: number, lo: number): DoubleDouble {
  const sum = hi + lo;
  return { hi: sum, lo: lo - (sum - hi) };
}

/** Dekker's exact product: a·b = hi + lo. */
function twoProduct(a: number, b: number): DoubleDouble {
  const hi = a * b;
  const [aHigh, aLow] = split(a);
  const [bHigh, bLow] = split(b);
  return { hi, lo: aHigh * bHigh - hi + aHigh * bLow + aLow * bHigh + aLow * bLow };
}

function split(a: number): [number, number] {
  const t = 134217729 * a;
  const high = t - (t - a);
  return [high, a - high];
}

function add(a: DoubleDouble, b: DoubleDouble): DoubleDouble {
  const sum = twoSum(a.hi, b.hi);
  return normalise(sum.hi, sum.lo + a.lo + b.lo);
}

function multiply(a: DoubleDouble, b: DoubleDouble): DoubleDouble {
  const product = twoProduct(a.hi, b.hi);
  return normalise(product.hi, product.lo + a.hi * b.lo + a.lo * b.hi);
}

function divideByNumber(a: DoubleDouble, d: number): DoubleDouble {
  const first = a.hi / d;
  const back = twoProduct(first, d);
  const rest = twoSum(a.hi, -back.hi);
  return normalise(first, (rest.hi + (rest.lo - back.lo + a.lo)) / d);
}

function divide(numerator: number, denominator: number): DoubleDouble {
  return divideByNumber({ hi: numerator, lo: 0 }, denominator);
}
