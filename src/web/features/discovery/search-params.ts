import { SEARCH_SORTS, type SearchSort } from '../../../shared/discovery';

/**
 * What a list of search results shows, as its URL carries it: `q`, `category`, `sort`,
 * `inStock=true`, `f=key:value` (repeated), `brand` (repeated), `price=from..to` and `page`.
 * Everything lives in the URL, so back and forward, reloads and shared links show the same results.
 */
export interface SearchState {
  q: string;
  category: string | undefined;
  sort: SearchSort | undefined;
  inStock: boolean;
  filters: string[];
  brands: string[];
  /** `10..50` in the shop's currency, as the URL has it. */
  price: string | undefined;
}

function isSort(value: string | null): value is SearchSort {
  return value !== null && (SEARCH_SORTS as readonly string[]).includes(value);
}

export function readSearchState(params: URLSearchParams): SearchState {
  const sort = params.get('sort');
  const category = params.get('category');
  return {
    q: (params.get('q') ?? '').trim(),
    category: category || undefined,
    sort: isSort(sort) ? sort : undefined,
    inStock: params.get('inStock') === 'true',
    filters: params.getAll('f'),
    brands: [...new Set(params.getAll('brand'))],
    price: params.get('price') || undefined,
  };
}

/** How many filters are in use: each specification value, brand, the price range and "in stock only". */
export function filterCount(state: SearchState): number {
  return state.filters.length + state.brands.length + (state.price ? 1 : 0) + (state.inStock ? 1 : 0);
}

/** True when the visitor narrowed or reordered the list (a filter, "in stock only" or a sort). */
export function isRefined(state: SearchState): boolean {
  return filterCount(state) > 0 || state.sort !== undefined;
}

/** `voltage:12..18` → key `voltage`, value `12..18`; null when there is no name. */
export function splitFilter(filter: string): { key: string; value: string } | null {
  const colon = filter.indexOf(':');
  return colon < 1 ? null : { key: filter.slice(0, colon), value: filter.slice(colon + 1) };
}

/** The values chosen for one attribute. */
export function valuesOf(filters: readonly string[], key: string): string[] {
  return filters.flatMap((filter) => {
    const parts = splitFilter(filter);
    return parts && parts.key === key ? [parts.value] : [];
  });
}

/** A change of what is shown starts again at the first page. */
function edit(params: URLSearchParams, change: (next: URLSearchParams) => void): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  change(next);
  return next;
}

function replaceFilters(next: URLSearchParams, filters: string[]): void {
  next.delete('f');
  for (const filter of filters) next.append('f', filter);
}

/** Adds or removes one value of a choice (several values of one choice mean any of them). */
export function withChoice(params: URLSearchParams, key: string, value: string, on: boolean): URLSearchParams {
  return edit(params, (next) => {
    const filter = `${key}:${value}`;
    const others = next.getAll('f').filter((existing) => existing !== filter);
    replaceFilters(next, on ? [...others, filter] : others);
  });
}

/** Sets a yes/no attribute to one value, or clears it (null). */
export function withOnly(params: URLSearchParams, key: string, value: string | null): URLSearchParams {
  return edit(params, (next) => {
    const others = next.getAll('f').filter((existing) => splitFilter(existing)?.key !== key);
    replaceFilters(next, value === null ? others : [...others, `${key}:${value}`]);
  });
}

/** A number range as typed (units allowed: "1.5 kW"); both ends empty removes the filter. */
export function withRange(params: URLSearchParams, key: string, min: string, max: string): URLSearchParams {
  const from = min.trim();
  const to = max.trim();
  return withOnly(params, key, from === '' && to === '' ? null : `${from}..${to}`);
}

/** The two ends of a range as the URL has them ("12..18" → ["12", "18"]; "12" alone is exactly 12). */
export function rangeEnds(value: string | undefined): [string, string] {
  if (value === undefined) return ['', ''];
  const [from = '', to] = value.split('..');
  return [from, to ?? from];
}

/** Adds or removes one brand (several mean any of them). */
export function withBrand(params: URLSearchParams, brand: string, on: boolean): URLSearchParams {
  return edit(params, (next) => {
    const others = next.getAll('brand').filter((existing) => existing !== brand);
    next.delete('brand');
    for (const chosen of on ? [...others, brand] : others) next.append('brand', chosen);
  });
}

/** A price range as typed, in the shop's currency; both ends empty removes it. */
export function withPrice(params: URLSearchParams, min: string, max: string): URLSearchParams {
  const from = min.trim();
  const to = max.trim();
  return edit(params, (next) => (from === '' && to === '' ? next.delete('price') : next.set('price', `${from}..${to}`)));
}

/**
 * The list narrowed to a category: on a search, the same words in it; elsewhere, the category's
 * own page keeps what applies to every category (brands, price, stock, order), not specifications.
 */
export function inCategory(params: URLSearchParams, slug: string, onSearch: boolean): URLSearchParams {
  if (onSearch) return edit(params, (next) => next.set('category', slug));
  const kept = new URLSearchParams();
  for (const name of ['brand', 'price', 'inStock', 'sort']) for (const value of params.getAll(name)) kept.append(name, value);
  return kept;
}

export function withoutFilter(params: URLSearchParams, filter: string): URLSearchParams {
  return edit(params, (next) => replaceFilters(next, next.getAll('f').filter((existing) => existing !== filter)));
}

/** Other words to search for (a filter read from the words taken out of them); none shows every product. */
export function withWords(params: URLSearchParams, q: string): URLSearchParams {
  return edit(params, (next) => (q.trim() ? next.set('q', q.trim()) : next.delete('q')));
}

/**
 * After a change of the filters: the words without each term the shop read as a filter of a
 * specification now filtered in the URL ("16a mcb" with rated current chosen in the panel searches
 * "mcb"), so the chosen filter is not fought by the same term searched as a word.
 */
export function withoutTermsFiltered(params: URLSearchParams, terms: readonly { text: string; key: string }[]): URLSearchParams {
  const filtered = new Set(params.getAll('f').flatMap((filter) => splitFilter(filter)?.key ?? []));
  const dropped = terms.filter((term) => filtered.has(term.key));
  return dropped.length === 0 ? params : withoutTerms(params, dropped);
}

/** The words without the terms the shop read from them as filters. */
export function withoutTerms(params: URLSearchParams, terms: readonly { text: string }[]): URLSearchParams {
  let q = params.get('q') ?? '';
  for (const term of terms) q = q.replace(term.text, ' ');
  return withWords(params, q.replace(/\s+/g, ' '));
}

export function withoutCategory(params: URLSearchParams): URLSearchParams {
  return edit(params, (next) => next.delete('category'));
}

export function withInStock(params: URLSearchParams, inStock: boolean): URLSearchParams {
  return edit(params, (next) => (inStock ? next.set('inStock', 'true') : next.delete('inStock')));
}

/** The server's own order for the list (best match with words, newest without) needs no parameter. */
export function withSort(params: URLSearchParams, sort: SearchSort, serverDefault: SearchSort): URLSearchParams {
  return edit(params, (next) => (sort === serverDefault ? next.delete('sort') : next.set('sort', sort)));
}

/** Removes every filter (specifications, brands, price) and "in stock only"; keeps the words, category and sort. */
export function withoutRefinements(params: URLSearchParams): URLSearchParams {
  return edit(params, (next) => {
    next.delete('f');
    next.delete('brand');
    next.delete('price');
    next.delete('inStock');
  });
}

export function withoutPage(params: URLSearchParams): URLSearchParams {
  return edit(params, () => undefined);
}

/** `?…` for a link or navigation, or an empty string. */
export function toSearch(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : '';
}
