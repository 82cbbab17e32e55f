import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCategories } from '../api/use-categories';
import { ProductResults, type ResultsSlots } from '../components/product-results';
import type { SearchNavigationState } from '../components/search-combobox';
import { readSearchState } from '../search-params';

/**
 * /search?q=…: the products matching the words (best match first), filterable and sortable, all
 * of it in the URL. Coming from the navbar's search box, the focus moves to the heading, so a
 * screen reader starts reading at the results.
 */
export function SearchPage({ Grid, GridSkeleton }: ResultsSlots) {
  const [params] = useSearchParams();
  const state = readSearchState(params);
  const location = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(state.q ? `Search: ${state.q}` : 'Search');
  const categories = useCategories(state.category !== undefined);
  const categoryName = state.category ? (categories.data?.categories.find((category) => category.slug === state.category)?.name ?? state.category) : undefined;

  const focusResults = (location.state as SearchNavigationState | null)?.focusResults === true;
  useEffect(() => {
    if (focusResults) heading.current?.focus();
  }, [focusResults, location.key]);

  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 pb-10 sm:px-6 sm:pt-10 lg:px-8">
      <header className="mb-3 sm:mb-6">
        <p className="hidden text-sm font-semibold tracking-widest text-primary uppercase sm:block">Search</p>
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-extrabold tracking-tight break-words text-balance focus:outline-none sm:text-4xl">
          {state.q ? `Results for “${state.q}”` : 'All products'}
        </h1>
      </header>
      <ProductResults scope={{ q: state.q, category: state.category }} categoryName={categoryName} searchesInCategory Grid={Grid} GridSkeleton={GridSkeleton} />
    </div>
  );
}
