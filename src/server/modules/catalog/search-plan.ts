import { AppError } from '../../../shared/errors.js';
import { searchMessages } from '../../../shared/discovery.js';
import { toMinorUnits } from '../../../shared/money.js';
import type { SearchQuery } from '../../../shared/schemas/discovery.js';
import { categoryNotFound, subtreeIds } from './categories.service.js';
import type { CatalogStructure } from './catalog-structure.js';
import { parseSearchFilters, type SearchFilter } from './search-filters.js';

/** What one search asks for, read and checked: the same for the database's search and the index's. */
export interface SearchPlan {
  q: string;
  /** The words as a part number: lower case letters and digits only ("DD-18" → "dd18"). */
  partKey: string;
  /** The words names are compared with for their closeness (typos): as typed, without synonyms. */
  nameWords: string;
  categoryIds: string[] | null;
  inStock: boolean;
  filters: SearchFilter[];
  /** Prices in cents, either end open; null: any price. */
  price: PriceRange | null;
  /** Any of these brands (exactly as the products spell them); null: any brand. */
  brands: string[] | null;
}

export interface PriceRange {
  min: number | null;
  max: number | null;
}

function badPrice(message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { errors: [{ field: 'price', message }] });
}

/** One end of a price range as typed ("12.5", "", "$12", "1,299"): cents, or null when open. */
function priceBound(text: string): number | null {
  const typed = text.trim().replace(/^\p{Sc}\s*/u, '').replace(/,/g, '');
  if (typed === '') return null;
  // Up to 9,999,999.99: beyond any price the shop keeps (prices are below 10,000,000.00).
  if (!/^\d{1,7}(?:\.\d{1,2})?$/.test(typed)) throw badPrice(searchMessages.priceShape);
  return toMinorUnits(typed);
}

/** `10..50`, `10..`, `..50` or `25` (exactly) in the shop's currency: the range in cents, or null for none. */
export function priceRangeOf(text: string | undefined): PriceRange | null {
  if (text === undefined || text.trim() === '') return null;
  const [from = '', to, ...rest] = text.split('..');
  if (rest.length > 0) throw badPrice(searchMessages.priceShape);
  const min = priceBound(from);
  const max = to === undefined ? min : priceBound(to);
  if (min === null && max === null) return null;
  if (min !== null && max !== null && min > max) throw badPrice(searchMessages.priceUpsideDown);
  return { min, max };
}

/** The brands asked for, each once, without blank ones; null for any. */
function brandsOf(brands: readonly string[] | undefined): string[] | null {
  const chosen = [...new Set((brands ?? []).map((brand) => searchWordsOf(brand)).filter((brand) => brand !== ''))];
  return chosen.length === 0 ? null : chosen;
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

export function planOf({ tree, filterable }: CatalogStructure, query: Pick<SearchQuery, 'q' | 'category' | 'inStock' | 'f' | 'price' | 'brand'>): SearchPlan {
  let categoryIds: string[] | null = null;
  if (query.category !== undefined) {
    const category = tree.bySlug.get(query.category);
    if (!category) throw categoryNotFound();
    categoryIds = subtreeIds(tree, category.id);
  }
  const q = searchWordsOf(query.q);
  return {
    q,
    partKey: partKey(q),
    nameWords: q,
    categoryIds,
    inStock: query.inStock === 'true',
    filters: parseSearchFilters(query.f ?? [], filterable),
    price: priceRangeOf(query.price),
    brands: brandsOf(query.brand),
  };
}
