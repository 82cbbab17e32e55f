/**
 * The natural logarithm of a whole number exactly as the databases' C library gives it, which the
 * rank of text-search-rank.ts divides by: V8's own Math.log differs in the last bit now and then.
 */

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
