import { X } from 'lucide-react';
import type { Facet } from '../../../../shared/schemas/discovery';
import { activeFilterLabel } from '../filter-labels';
import { withInStock, withoutCategory, withoutFilter, type SearchState } from '../search-params';

interface ActiveFiltersProps {
  facets: readonly Facet[];
  state: SearchState;
  params: URLSearchParams;
  /** The category given in the URL of a search (not the category of a category page). */
  categoryName?: string | undefined;
  onChange: (next: URLSearchParams) => void;
}

const chipClass = 'btn btn-sm rounded-full border-base-300 bg-base-100 font-medium normal-case';

/** The filters in force, each a button that removes it. */
export function ActiveFilters({ facets, state, params, categoryName, onChange }: ActiveFiltersProps) {
  const chips = [
    ...(categoryName ? [{ key: 'category', label: `Category: ${categoryName}`, remove: () => onChange(withoutCategory(params)) }] : []),
    ...(state.inStock ? [{ key: 'inStock', label: 'In stock only', remove: () => onChange(withInStock(params, false)) }] : []),
    ...state.filters.map((filter) => ({ key: `f:${filter}`, label: activeFilterLabel(filter, facets), remove: () => onChange(withoutFilter(params, filter)) })),
  ];
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Filters in use" className="mb-5 flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button type="button" className={chipClass} onClick={chip.remove} aria-label={`Remove filter ${chip.label}`}>
            {chip.label}
            <X aria-hidden="true" size={14} />
          </button>
        </li>
      ))}
    </ul>
  );
}
