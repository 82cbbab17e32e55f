import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/routes';
import type { Product } from '../../../../shared/schemas/catalog';
import { EmptyState } from '../../../components/ui/empty-state';
import { useCategories } from '../api/use-categories';
import { useSearch } from '../api/use-search';
import { matchingCategories } from '../matching-categories';
import { CategoryChip } from './category-chip';
import type { ResultsGridProps } from './product-results';

interface NoResultsProps {
  q: string;
  refined: boolean;
  nearest: Product[];
  Grid: ComponentType<ResultsGridProps>;
  onClear: () => void;
}

/** Where to go on from a search that found nothing: categories its words point to, else the top ones, and every tool. */
function WhereToLook({ q }: { q: string }) {
  const { data } = useCategories(true);
  if (!data) return null;
  const matching = matchingCategories(data.categories, q);
  const offered = matching.length > 0 ? matching : data.categories.filter((category) => category.parentId === null && category.productCount > 0);
  return (
    <nav aria-labelledby="where-to-look-heading">
      <h2 id="where-to-look-heading" className="mb-3 text-lg font-bold">
        {matching.length > 0 ? 'Look in these categories' : 'Browse the categories'}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {offered.map((category) => (
          <li key={category.id}>
            <CategoryChip category={category} />
          </li>
        ))}
        <li>
          <Link to={paths.allProducts} className="inline-flex items-center rounded-full border border-primary px-3.5 py-1.5 text-sm font-semibold text-primary transition-colors hover:bg-base-200">
            All tools
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/** Popular products shown when nothing matches. */
const POPULAR_COUNT = 4;

/** The shop's best sellers in stock, beside a search that found nothing (none already shown as near). */
function PopularProducts({ shown, Grid }: { shown: readonly Product[]; Grid: ComponentType<ResultsGridProps> }) {
  const { data } = useSearch({ q: '', category: undefined, sort: 'best-selling', inStock: true, filters: [], brands: [], price: undefined, page: 1, pageSize: POPULAR_COUNT + shown.length });
  const popular = (data?.items ?? []).filter((product) => !shown.some((near) => near.id === product.id)).slice(0, POPULAR_COUNT);
  if (popular.length === 0) return null;
  return (
    <section aria-labelledby="popular-heading">
      <h2 id="popular-heading" className="mb-5 text-2xl font-bold tracking-tight">
        Popular right now
      </h2>
      <Grid products={popular} headingLevel="h3" />
    </section>
  );
}

/**
 * Nothing matches: says so, offers to drop the filters, shows the closest names ("Did you mean…"),
 * where to look next (categories the words point to, or the top ones) and what sells best, so it
 * is never a dead end.
 */
export function NoResults({ q, refined, nearest, Grid, onClear }: NoResultsProps) {
  const title = q ? `No products match “${q}”` : refined ? 'No products match these filters' : 'There are no products here yet';
  return (
    <div className="flex flex-col gap-10">
      <EmptyState title={title}>
        {q && <p>Check the spelling, try fewer words or search by part number.</p>}
        {refined && (
          <button type="button" className="btn btn-primary btn-sm mt-3" onClick={onClear}>
            Clear all filters
          </button>
        )}
      </EmptyState>
      {nearest.length > 0 && (
        <section aria-labelledby="nearest-heading">
          <h2 id="nearest-heading" className="mb-5 text-2xl font-bold tracking-tight">
            Did you mean…
          </h2>
          <Grid products={nearest} headingLevel="h3" />
        </section>
      )}
      {q && <WhereToLook q={q} />}
      {q && <PopularProducts shown={nearest} Grid={Grid} />}
    </div>
  );
}
