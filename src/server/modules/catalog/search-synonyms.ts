import type { SearchPlan } from './search-plan.js';

/**
 * Synonyms in a search (issue 38 §4): words that admins said mean the same ("mcb", "miniature
 * circuit breaker") find each other's products. The words are searched as typed or with each
 * synonym in place of the term, all at once: `mcb b16` becomes
 * `mcb b16 or "miniature circuit breaker" b16`, which the full-text search of both engines
 * (search.service.ts, search-index.ts) reads as alternatives, a phrase kept whole. The words the
 * shop shows, corrects and compares names with stay as typed.
 */

/** Alternatives one search tries at most: each group found multiplies them. */
const MAX_VARIANTS = 8;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where `term` stands in `words` (lower case) as whole words, not inside another word nor joined to one by a dash. */
function spanOf(words: string, term: string): { start: number; end: number } | null {
  const match = new RegExp(`(?<![\\p{L}\\p{N}-])${escaped(term)}(?![\\p{L}\\p{N}-])`, 'u').exec(words);
  return match ? { start: match.index, end: match.index + term.length } : null;
}

/** A term as a search takes it: a phrase in quotes, so its words stay together. */
const asSearched = (term: string) => (term.includes(' ') ? `"${term}"` : term);

interface Found {
  start: number;
  end: number;
  /** What may stand there: the words as typed first, then the group's other terms. */
  options: string[];
}

/**
 * The words of a search with every synonym tried, joined by `or`; the words themselves when no
 * group applies. Each group's term is found in the words as typed (the longest term first, never
 * overlapping another group's), and only there is it replaced, so a phrase put in for one group
 * is never changed by another.
 */
export function withSynonyms(q: string, groups: readonly (readonly string[])[]): string {
  if (q === '' || groups.length === 0 || q.includes('"')) return q;
  // Lower case keeps every character's place in these words (NFKC or a case change that adds letters would not).
  const lower = q.toLowerCase();
  if (lower.length !== q.length) return q;
  const found: Found[] = [];
  let variants = 1;
  for (const terms of groups) {
    for (const term of [...terms].sort((a, b) => b.length - a.length)) {
      const span = spanOf(lower, term);
      if (!span || found.some((other) => span.start < other.end && other.start < span.end)) continue;
      if (variants * terms.length > MAX_VARIANTS) break;
      variants *= terms.length;
      found.push({ ...span, options: [q.slice(span.start, span.end), ...terms.filter((other) => other !== term).map(asSearched)] });
      break;
    }
  }
  if (found.length === 0) return q;
  // Replaced from the end, so the places of those before stay true.
  found.sort((a, b) => b.start - a.start);
  let texts = [q];
  for (const { start, end, options } of found) texts = texts.flatMap((text) => options.map((option) => `${text.slice(0, start)}${option}${text.slice(end)}`));
  return texts.join(' or ');
}

/** The plan as the engines search it: its words with their synonyms; part numbers and the words names are compared with stay as typed. */
export function searchedWith(plan: SearchPlan, groups: readonly (readonly string[])[]): SearchPlan {
  const q = withSynonyms(plan.q, groups);
  return q === plan.q ? plan : { ...plan, q };
}
