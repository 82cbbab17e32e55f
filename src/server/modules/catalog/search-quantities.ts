import type { Facet } from '../../../shared/schemas/discovery.js';
import { formatQuantity, isBaseUnit, parseQuantity } from '../../../shared/units.js';

/**
 * Quantities and codes typed among the words of a search ("16a mcb", "2.5mm2 100m cable", "18v
 * drill", "ip65"), read as specification filters: what a buyer of electrical parts types is the
 * rating, not the words of a name.
 */

/** A piece of the words that may be a specification: a number with a unit, or a code such as IP65. */
export interface QuantityTerm {
  /** As typed ("16a", "2,5 mm²"). */
  text: string;
  start: number;
  end: number;
  /** The number and the unit as written; null for a code. */
  number: string | null;
  unit: string | null;
}

/** A term read as a filter of the search. */
export interface ReadTerm {
  term: QuantityTerm;
  key: string;
  label: string;
  /** "16 A", "IP65". */
  shown: string;
  /** The `f` parameter it stands for ("rated-current:16..16", "ip-rating:IP65"). */
  filter: string;
}

/** At most this many terms of one search are read as filters; the rest stay words. */
const MAX_TERMS = 6;
/** Pieces of one search looked at (a long query of codes is not read to its end). */
const MAX_CANDIDATES = 20;

// A number (point or comma for decimals), at most one space, then a unit-like word; not inside a
// longer word or a part number ("HD-18B", "B16" stay words).
const QUANTITY = /(?<![\p{L}\p{N}.,\-/])(\d+(?:[.,]\d+)?) ?([a-zA-Zµ°²][a-zA-Z0-9µ°²^]{0,4})(?![\p{L}\p{N}])/gu;
// Letters then digits, one word: a code such as IP65 or IP20 (checked against the values there are).
const CODE = /(?<![\p{L}\p{N}\-/])(\p{L}{1,4}\d{1,4})(?![\p{L}\p{N}\-/])/gu;

/** The pieces of `q` that may be specifications, in the order typed, none overlapping. */
export function quantityTermsOf(q: string): QuantityTerm[] {
  const terms: QuantityTerm[] = [];
  for (const match of q.matchAll(QUANTITY)) {
    terms.push({ text: match[0], start: match.index, end: match.index + match[0].length, number: match[1]!, unit: match[2]! });
  }
  for (const match of q.matchAll(CODE)) {
    const start = match.index;
    const end = start + match[0].length;
    if (!terms.some((term) => start < term.end && term.start < end)) terms.push({ text: match[0], start, end, number: null, unit: null });
  }
  return terms.sort((a, b) => a.start - b.start).slice(0, MAX_CANDIDATES);
}

/** `q` without the given terms, its spaces tidied. */
export function withoutTerms(q: string, terms: readonly QuantityTerm[]): string {
  let rest = '';
  let from = 0;
  for (const term of [...terms].sort((a, b) => a.start - b.start)) {
    rest += `${q.slice(from, term.start)} `;
    from = term.end;
  }
  return `${rest}${q.slice(from)}`.replace(/\s+/g, ' ').trim();
}

function readNumber(term: QuantityTerm, facets: readonly Facet[], taken: ReadonlySet<string>): ReadTerm | null {
  const fits = facets.flatMap((facet) => {
    if (facet.kind !== 'number' || taken.has(facet.key) || !isBaseUnit(facet.unit)) return [];
    const parsed = parseQuantity(`${term.number} ${term.unit}`, facet.unit);
    return parsed.ok ? [{ facet, value: parsed.value }] : [];
  });
  // Of several quantities in that unit (a tester's voltage and the one it measures up to), the one
  // whose products' range holds the number; else the first.
  const chosen = fits.find(({ facet, value }) => facet.min <= value && value <= facet.max) ?? fits[0];
  if (!chosen) return null;
  const { facet, value } = chosen;
  // A number a range cannot be written with in plain digits (1e-7, 1e+25) stays words.
  if (/e/i.test(String(value))) return null;
  return { term, key: facet.key, label: facet.label, shown: formatQuantity(value, facet.unit), filter: `${facet.key}:${value}..${value}` };
}

function readCode(term: QuantityTerm, facets: readonly Facet[], taken: ReadonlySet<string>): ReadTerm | null {
  const wanted = term.text.toLowerCase();
  for (const facet of facets) {
    if (facet.kind !== 'choice' || taken.has(facet.key)) continue;
    const value = facet.values.find((choice) => choice.value.toLowerCase() === wanted);
    if (value) return { term, key: facet.key, label: facet.label, shown: value.value, filter: `${facet.key}:${value.value}` };
  }
  return null;
}

/**
 * Which terms are specifications of the products the other words find: a number whose unit is that
 * of one of their quantities, a code that is one of their values. `facets` are those products'
 * (of the search without the terms); `taken`: keys already filtered, which a term does not override.
 * Terms read as nothing stay words ("16 kg mcb": no breaker is weighed).
 */
export function readTerms(terms: readonly QuantityTerm[], facets: readonly Facet[], taken: ReadonlySet<string>): ReadTerm[] {
  const used = new Set(taken);
  const read: ReadTerm[] = [];
  for (const term of terms) {
    if (read.length === MAX_TERMS) break;
    const found = term.number === null ? readCode(term, facets, used) : readNumber(term, facets, used);
    if (!found) continue;
    used.add(found.key);
    read.push(found);
  }
  return read;
}
