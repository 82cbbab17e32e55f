import type { ComponentType } from 'react';
import type { Product } from '../../../../shared/schemas/catalog';
import { EmptyState } from '../../../components/ui/empty-state';
import type { ResultsGridProps } from './product-results';

interface NoResultsProps {
  q: string;
  refined: boolean;
  nearest: Product[];
  Grid: ComponentType<ResultsGridProps>;
  onClear: () => void;
}

/** Nothing matches: says so, offers to drop the filters, and shows the closest names ("Did you mean…"). */
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
    </div>
  );
}
