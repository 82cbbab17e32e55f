import { X } from 'lucide-react';
import type { Facet, ReadTerm } from '../../../../shared/schemas/discovery';
import { useFormatMoney } from '../../../lib/use-format-money';
import { activeFilterLabel, priceRangeLabel } from '../filter-labels';
import { withBrand, withInStock, withoutCategory, withoutFilter, withPrice, withWords, type SearchState } from '../search-params';

interface ActiveFiltersProps {
  facets: readonly Facet[];
  state: SearchState;
  params: URLSearchParams;
  /** The category given in the URL of a search (not the category of a category page). */
  categoryName?: string | undefined;
  /** Quantities and codes the shop read from the words as filters ("16a" → Rated current: 16 A); removing one searches without it. */
  terms?: readonly ReadTerm[];
  onChange: (next: URLSearchParams) => void;
}

const chipClass = 'btn btn-sm rounded-full border-base-300 bg-base-100 font-medium normal-case';

/** The filters in force, those chosen and those read from the words, each a button that removes it. */
export function ActiveFilters({ facets, state, params, categoryName, terms = [], onChange }: ActiveFiltersProps) {
  const formatMoney = useFormatMoney();
  const chips = [
    ...terms.map((term) => ({ key: `term:${term.key}`, label: `${term.label}: ${term.value}`, remove: () => onChange(withWords(params, term.qWithout)) })),
    ...(categoryName ? [{ key: 'category', label: `Category: ${categoryName}`, remove: () => onChange(withoutCategory(params)) }] : []),
    ...(state.inStock ? [{ key: 'inStock', label: 'In stock only', remove: () => onChange(withInStock(params, false)) }] : []),
    ...(state.price ? [{ key: 'price', label: `Price: ${priceRangeLabel(state.price, formatMoney)}`, remove: () => onChange(withPrice(params, '', '')) }] : []),
    ...state.brands.map((brand) => ({ key: `brand:${brand}`, label: `Brand: ${brand}`, remove: () => onChange(withBrand(params, brand, false)) })),
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
