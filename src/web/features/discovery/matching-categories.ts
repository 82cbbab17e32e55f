import type { Category } from '../../../shared/schemas/discovery';

/** At most this many categories are offered when nothing matches. */
const MATCHING_COUNT = 4;

/** Words of 4 letters or more: short ones ("and", "the", "for") would tie every category to every search. */
const wordsOf = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 4);

/**
 * Categories whose name or description shares a word with the search (the same word, or one
 * that is the other with an ending: "breaker" for "breakers", "cables" for "cable"), names first: where to look when the
 * words found no product. Those without products are left out.
 */
export function matchingCategories(categories: readonly Category[], q: string): Category[] {
  const typed = wordsOf(q);
  if (typed.length === 0) return [];
  const shares = (text: string) => wordsOf(text).some((word) => typed.some((one) => word.startsWith(one) || one.startsWith(word)));
  const live = categories.filter((category) => category.productCount > 0);
  const byName = live.filter((category) => shares(category.name));
  const byDescription = live.filter((category) => !byName.includes(category) && shares(category.description));
  return [...byName, ...byDescription].slice(0, MATCHING_COUNT);
}
