import { SlidersHorizontal } from 'lucide-react';
import { useId, useState, type ComponentType, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { categoryPath, SEARCH_PAGE_SIZE, type SearchSort } from '../../../../shared/discovery';
import type { Product } from '../../../../shared/schemas/catalog';
import type { SearchResult } from '../../../../shared/schemas/discovery';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pagination } from '../../../components/ui/pagination';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { usePageParam } from '../../../lib/use-page-param';
import { useSearch } from '../api/use-search';
import { filterCount, inCategory, isRefined, readSearchState, toSearch, withoutPage, withoutRefinements, withoutTerms, withoutTermsFiltered, withSort } from '../search-params';
import { ActiveFilters } from './active-filters';
import { FilterPanel, FilterPanelSkeleton } from './filter-panel';
import { FilterPlacement } from './filter-placement';
import { NoResults } from './no-results';
import { SortSelect } from './sort-select';
import { useShopNumber } from '../../../lib/use-shop-number';

export interface ResultsGridProps {
  products: Product[];
  headingLevel?: 'h2' | 'h3';
  eagerCount?: number;
}

/** How products are drawn (the catalog's cards); the app hands them in, a feature does not import another. */
export interface ResultsSlots {
  Grid: ComponentType<ResultsGridProps>;
  GridSkeleton: ComponentType<{ count: number }>;
}

interface ProductResultsProps extends ResultsSlots {
  /** Words and category the list is limited to (the category page fixes its category). */
  scope: { q: string; category: string | undefined };
  /** Names the category of a search narrowed by `?category=` (shown as a removable filter). */
  categoryName?: string | undefined;
  /** A search narrows to a category in its own URL (`?category=`); other lists lead to the category's page. */
  searchesInCategory?: boolean;
  /**
   * The list to show while nothing is filtered, sorted or limited to stock (/allProduct keeps its
   * own list of every product, newest first); the facets still come from the search.
   */
  unfiltered?: ReactNode;
}

const SKELETON_CARDS = 6;

function countText(total: number, number: (value: number) => string): string {
  return `${number(total)} ${total === 1 ? 'product' : 'products'}`;
}

/**
 * A filterable, sortable list of products: the count, "Sort by", the filter panel (a sidebar on
 * wide screens, a sheet over the screen behind a "Filters" button on phones), the filters in use, the cards and the
 * pagination. Everything it shows is read from the URL and every change is a new URL, so back,
 * forward, reload and shared links keep it. Until the first answer arrives it shows loading
 * cards that do not depend on the URL, so it never shows an answer that does not match its URL.
 */
export function ProductResults({ scope, categoryName, searchesInCategory = false, unfiltered, Grid, GridSkeleton }: ProductResultsProps) {
  const [params, setParams] = useSearchParams();
  const number = useShopNumber();
  const state = readSearchState(params);
  const page = usePageParam();
  const refined = isRefined(state);
  const ownList = unfiltered !== undefined && !refined;
  const search = useSearch({
    q: scope.q,
    category: scope.category,
    sort: state.sort,
    inStock: state.inStock,
    filters: state.filters,
    brands: state.brands,
    price: state.price,
    // With its own list the search only brings the facets and the count.
    page: ownList ? 1 : page,
    pageSize: ownList ? 1 : SEARCH_PAGE_SIZE,
  });
  const [lastGood, setLastGood] = useState<SearchResult | undefined>(undefined);
  if (search.data && !search.isPlaceholderData && search.data !== lastGood) setLastGood(search.data);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();

  const change = (next: URLSearchParams) => setParams(next, { preventScrollReset: true });
  const terms = search.data?.understood.terms ?? [];
  const activeCount = filterCount(state) + terms.length;
  // A filter chosen in the panel for a specification read from the words takes its place: the words lose that term.
  const changeFilters = (next: URLSearchParams) => change(withoutTermsFiltered(next, terms));
  const data = search.data;
  const filters = data ?? lastGood;
  const facets = filters?.facets;
  const categoryHref = (slug: string) =>
    searchesInCategory ? toSearch(inCategory(params, slug, true)) : `${categoryPath({ slug })}${toSearch(inCategory(params, slug, false))}`;
  // Words that were all read as filters ("ip65") leave nothing to match: the server then lists newest first.
  const matchesWords = Boolean(scope.q) && (data ? data.understood.q !== '' : true);
  const serverSort: SearchSort = matchesWords ? 'relevance' : 'newest';
  const refused = search.isError && search.error instanceof ApiError && search.error.status < 500;

  const panel: ReactNode = filters ? (
    <FilterPanel filters={filters} state={state} params={params} onChange={changeFilters} categoryHref={categoryHref} />
  ) : search.isError ? (
    refused ? null : <p className="text-sm text-base-content/75">The filters are not available right now.</p>
  ) : (
    <FilterPanelSkeleton />
  );

  const results: ReactNode = ownList ? (
    unfiltered
  ) : search.isError ? (
    <div className="flex flex-col items-center gap-4">
      <ErrorState
        title={refused ? 'These filters cannot be used' : 'We could not load the results'}
        message={errorMessage(search.error)}
        {...(refused ? {} : { onRetry: () => void search.refetch() })}
      />
      {refused && (
        <button type="button" className="btn btn-primary" onClick={() => change(withoutRefinements(params))}>
          Clear all filters
        </button>
      )}
    </div>
  ) : !data ? (
    <GridSkeleton count={SKELETON_CARDS} />
  ) : data.total === 0 ? (
    <NoResults q={scope.q} refined={refined} nearest={data.nearest} Grid={Grid} onClear={() => change(withoutRefinements(params))} />
  ) : data.items.length === 0 ? (
    <EmptyState title="There are no results on this page">
      <Link to={toSearch(withoutPage(params))} className="link link-primary">
        Go to the first page
      </Link>
    </EmptyState>
  ) : (
    <div aria-busy={search.isPlaceholderData} className={search.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
      <Grid products={data.items} headingLevel="h2" eagerCount={3} />
      <Pagination page={page} totalPages={data.totalPages} />
    </div>
  );

  return (
    <div className="grid gap-x-8 gap-y-3 sm:gap-y-4 lg:grid-cols-[15rem_minmax(0,1fr)]">
      <div className="flex items-center justify-between gap-2 lg:col-start-2 lg:row-start-1">
        <p role="status" className="min-h-6 text-sm font-medium whitespace-nowrap text-base-content/80 sm:text-base">
          {data ? countText(data.total, number) : ''}
        </p>
        <div className="flex items-center gap-2">
          <button
            type="button"
            hidden={search.isError && !filters}
            className="btn btn-outline btn-sm lg:hidden"
            aria-haspopup="dialog"
            aria-expanded={filtersOpen}
            onClick={() => setFiltersOpen(true)}
          >
            <SlidersHorizontal aria-hidden="true" size={16} /> Filters
            {data && activeCount > 0 && (
              <span className="badge badge-primary badge-sm">
                {activeCount}
                <span className="sr-only"> in use</span>
              </span>
            )}
          </button>
          {data ? (
            <SortSelect value={data.sort} withRelevance={matchesWords} onChange={(sort) => change(withSort(params, sort, serverSort))} />
          ) : search.isError ? null : (
            <span aria-hidden="true" className="skeleton h-9 w-36 sm:w-52" />
          )}
        </div>
      </div>
      <FilterPlacement
        panel={panel}
        headingId={`${panelId}-heading`}
        sheet={{
          open: filtersOpen,
          showLabel: data ? `Show ${countText(data.total, number)}` : 'Show the products',
          onClear: activeCount > 0 ? () => change(withoutTerms(withoutRefinements(params), terms)) : null,
          onClose: () => setFiltersOpen(false),
        }}
      />
      <div className="min-w-0 lg:col-start-2 lg:row-start-2">
        {data && <ActiveFilters facets={facets ?? []} state={state} params={params} categoryName={categoryName} terms={data.understood.terms} onChange={change} />}
        {data?.understood.correctedFrom && (
          <p className="mb-4 rounded-box bg-base-200 px-4 py-3 text-sm break-words">
            No products match “{data.understood.correctedFrom}”. Showing results for <strong className="font-semibold">“{data.understood.q}”</strong>.
          </p>
        )}
        {results}
      </div>
    </div>
  );
}
