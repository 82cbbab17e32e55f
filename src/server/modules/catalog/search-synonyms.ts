import { normalSynonymTerm } from '../../../shared/schemas/search-synonyms.js';
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

/** Where `term` stands in `words` as whole words (not inside another word, nor joined to one by a dash), or -1. */
function placeOf(words: string, term: string): number {
  const match = new RegExp(`(?<![\\p{L}\\p{N}-])${escaped(term)}(?![\\p{L}\\p{N}-])`, 'u').exec(words);
  return match ? match.index : -1;
}

/** A term as a search takes it: a phrase in quotes, so its words stay together. */
const asSearched = (term: string) => (term.includes(' ') ? `"${term}"` : term);

/** The words of a search with every synonym tried, joined by `or`; the words themselves when no group applies. */
export function withSynonyms(q: string, groups: readonly (readonly string[])[]): string {
  if (q === '' || groups.length === 0 || q.includes('"')) return q;
  let variants = [normalSynonymTerm(q)];
  let grew = false;
  for (const terms of groups) {
    const found = [...terms].sort((a, b) => b.length - a.length).find((term) => placeOf(variants[0]!, term) >= 0);
    if (found === undefined || variants.length * terms.length > MAX_VARIANTS) continue;
    variants = variants.flatMap((variant) => {
      const at = placeOf(variant, found);
      if (at < 0) return [variant];
      return terms.map((term) => `${variant.slice(0, at)}${term === found ? found : asSearched(term)}${variant.slice(at + found.length)}`);
    });
    grew = true;
  }
  return grew ? variants.join(' or ') : q;
}

/** The plan as the engines search it: its words with their synonyms; part numbers stay as typed. */
export function searchedWith(plan: SearchPlan, groups: readonly (readonly string[])[]): SearchPlan {
  const q = withSynonyms(plan.q, groups);
  return q === plan.q ? plan : { ...plan, q };
}
