import type { SearchQuery } from '../../../shared/schemas/discovery.js';
import { categoryNotFound, subtreeIds } from './categories.service.js';
import type { CatalogStructure } from './catalog-structure.js';
import { parseSearchFilters, type SearchFilter } from './search-filters.js';

/** What one search asks for, read and checked: the same for the database's search and the index's. */
export interface SearchPlan {
  q: string;
  /** The words as a part number: lower case letters and digits only ("DD-18" → "dd18"). */
  partKey: string;
  categoryIds: string[] | null;
  inStock: boolean;
  filters: SearchFilter[];
}

/** The words as the database can take them: control characters (a NUL cannot be in text) become spaces. */
export function searchWordsOf(q: string): string {
  // eslint-disable-next-line no-control-regex
  return q.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

export function partKey(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

/** Words of a search that look for near names when nothing matches (the first few of 3 letters or more). */
const NEAREST_WORDS = 6;

/** The words of a search that find near names when nothing matches. */
export function nearestTerms(q: string): string[] {
  return [...new Set(q.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((term) => term.length >= 3))].slice(0, NEAREST_WORDS);
}

export function planOf({ tree, filterable }: CatalogStructure, query: Pick<SearchQuery, 'q' | 'category' | 'inStock' | 'f'>): SearchPlan {
  let categoryIds: string[] | null = null;
  if (query.category !== undefined) {
    const category = tree.bySlug.get(query.category);
    if (!category) throw categoryNotFound();
    categoryIds = subtreeIds(tree, category.id);
  }
  const q = searchWordsOf(query.q);
  return { q, partKey: partKey(q), categoryIds, inStock: query.inStock === 'true', filters: parseSearchFilters(query.f ?? [], filterable) };
}
