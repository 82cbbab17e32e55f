/**
 * Discovery rules and messages (issue 13: categories, specification filters, search), without
 * Zod, so the public pages that show them do not load the schema library.
 */

export const SEARCH_PAGE_SIZE = 24;
export const SEARCH_MAX_QUERY = 200;
export const SUGGESTION_COUNT = 6;
/** Filters in one request (`f=key:value`, repeated). */
export const MAX_FILTERS = 30;
/** Brands chosen in one request (`brand=…`, repeated). */
export const MAX_BRANDS = 20;
export const BRAND_FILTER_MAX = 100;

export const SEARCH_SORTS = ['relevance', 'newest', 'best-selling', 'top-rated', 'price-asc', 'price-desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const sortLabels: Record<SearchSort, string> = {
  relevance: 'Best match',
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  'best-selling': 'Best selling',
  'top-rated': 'Top rated',
};

export const ATTRIBUTE_KINDS = ['number', 'choice', 'boolean'] as const;
export type AttributeKind = (typeof ATTRIBUTE_KINDS)[number];

export const searchMessages = {
  queryTooLong: `Search words are limited to ${SEARCH_MAX_QUERY} characters`,
  queryNotText: 'Search words are one piece of text',
  tooManyFilters: `At most ${MAX_FILTERS} filters can be combined`,
  filterShape: 'A filter is written name:value, for example voltage:12..18',
  unknownCategory: 'This category does not exist',
  priceShape: 'A price range is written from..to in the shop’s currency, for example 10..50',
  priceUpsideDown: 'Price: the lowest price is above the highest',
  tooManyBrands: `At most ${MAX_BRANDS} brands can be chosen at once`,
  brandTooLong: `A brand is at most ${BRAND_FILTER_MAX} characters`,
} as const;

/** One active filter, as the URL carries it: `voltage:12..18`, `ip-rating:IP65`, `cordless:yes`. */
export function filterParam(key: string, value: string): string {
  return `${key}:${value}`;
}

/** `12..18`, `12..`, `..18`: a number range in the URL. */
export function rangeParam(min: number | undefined, max: number | undefined): string {
  return `${min ?? ''}..${max ?? ''}`;
}

/** Turns a name into the readable part of an address: "Power tools & drills" → "power-tools-drills". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** Browser paths of discovery pages. */
export function productPath(product: { slug: string }): string {
  return `/product/${encodeURIComponent(product.slug)}`;
}
export function categoryPath(category: { slug: string }): string {
  return `/category/${encodeURIComponent(category.slug)}`;
}
