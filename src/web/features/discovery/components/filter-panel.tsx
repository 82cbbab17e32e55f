import type { Facet, SearchResult } from '../../../../shared/schemas/discovery';
import { formatQuantity } from '../../../../shared/units';
import { filterCount, valuesOf, withBrand, withChoice, withInStock, withOnly, withPrice, withRange, withoutRefinements, type SearchState } from '../search-params';
import { CategoryFilter } from './category-filter';
import { ChoiceFilter } from './choice-filter';
import { FilterSection } from './filter-section';
import { PriceFilter } from './price-filter';
import { RangeFilter } from './range-filter';

/** Specification facets open at first; the others open with a click (long lists stay short on phones too). */
const OPEN_FACETS = 4;

/** What a listing offers to narrow it by (GET /api/search). */
export type ListingFilters = Pick<SearchResult, 'total' | 'facets' | 'price' | 'brands' | 'categories'>;

interface FilterPanelProps {
  filters: ListingFilters;
  state: SearchState;
  params: URLSearchParams;
  onChange: (next: URLSearchParams) => void;
  /** Where narrowing to a category leads. */
  categoryHref: (slug: string) => string;
}

type ControlProps = { facet: Facet } & Pick<FilterPanelProps, 'state' | 'params' | 'onChange'>;

function FacetControl({ facet, state, params, onChange }: ControlProps) {
  const chosen = valuesOf(state.filters, facet.key);
  if (facet.kind === 'number') {
    return (
      <RangeFilter
        label={facet.label}
        unit={facet.unit}
        hint={`${formatQuantity(facet.min, facet.unit)} to ${formatQuantity(facet.max, facet.unit)}`}
        placeholders={[String(facet.min), String(facet.max)]}
        value={chosen[0]}
        onApply={(min, max) => onChange(withRange(params, facet.key, min, max))}
      />
    );
  }
  if (facet.kind === 'boolean') return <ChoiceFilter facet={facet} chosen={chosen} onToggle={(value, on) => onChange(withOnly(params, facet.key, on ? value : null))} />;
  return <ChoiceFilter facet={facet} chosen={chosen} onToggle={(value, on) => onChange(withChoice(params, facet.key, value, on))} />;
}

type NumberFacet = Extract<Facet, { kind: 'number' }>;

/** A number every product of the list has alike: nothing to choose from, so it is said, not offered as a range. */
function isFact(facet: Facet, state: SearchState): boolean {
  return facet.kind === 'number' && facet.min === facet.max && valuesOf(state.filters, facet.key).length === 0;
}

/**
 * The filters of a result list: "In stock only", the categories the products fall in, price and
 * brand, then one section per specification that fits them (ranges for numbers, checkboxes with
 * counts for choices and yes/no). The counts come from the server and already take the other
 * filters into account. A number all of them share is listed at the end as a fact
 * ("Breaking capacity: 6 kA").
 */
export function FilterPanel({ filters, state, params, onChange, categoryHref }: FilterPanelProps) {
  const refined = filterCount(state) > 0;
  const all = filters.facets;
  const facts = all.flatMap((facet): NumberFacet[] => (facet.kind === 'number' && isFact(facet, state) ? [facet] : []));
  const facets = all.filter((facet) => !isFact(facet, state));
  const brandFacet = { kind: 'choice' as const, key: 'brand', label: 'Brand', values: filters.brands };
  // One brand that every product here has leaves nothing to choose.
  const [onlyBrand] = filters.brands;
  const brandsToChoose = filters.brands.length > 1 || state.brands.length > 0 || (onlyBrand !== undefined && onlyBrand.count < filters.total);
  return (
    <div className="flex flex-col gap-1">
      <label className="flex cursor-pointer items-center gap-2.5 rounded-field border border-base-300 px-3 py-2.5 text-sm font-semibold hover:bg-base-200">
        <input type="checkbox" checked={state.inStock} onChange={(event) => onChange(withInStock(params, event.target.checked))} className="size-4 shrink-0 accent-primary" />
        In stock only
      </label>
      {filters.categories.length > 0 && (
        <FilterSection title="Category" open>
          <CategoryFilter categories={filters.categories} hrefOf={categoryHref} />
        </FilterSection>
      )}
      {filters.price && (filters.price.min < filters.price.max || state.price) && (
        <FilterSection title="Price" open>
          <PriceFilter facet={filters.price} value={state.price} onApply={(min, max) => onChange(withPrice(params, min, max))} />
        </FilterSection>
      )}
      {brandsToChoose && (
        <FilterSection title="Brand" open>
          <ChoiceFilter facet={brandFacet} chosen={state.brands} onToggle={(brand, on) => onChange(withBrand(params, brand, on))} />
        </FilterSection>
      )}
      {facets.map((facet, index) => {
        const active = valuesOf(state.filters, facet.key).length > 0;
        const title = (
          <>
            {facet.label}
            {facet.kind === 'number' && facet.unit && <span className="font-normal text-base-content/70"> ({facet.unit})</span>}
          </>
        );
        return (
          <FilterSection key={facet.key} title={title} open={active || index < OPEN_FACETS}>
            <FacetControl facet={facet} state={state} params={params} onChange={onChange} />
          </FilterSection>
        );
      })}
      {facts.length > 0 && (
        <div className="mt-3 rounded-field bg-base-200 px-3 py-2.5 text-sm">
          <p className="mb-1 text-xs font-semibold text-base-content/75">One value for every product here that states it</p>
          <dl className="grid gap-0.5">
            {facts.map((fact) => (
              <div key={fact.key} className="flex flex-wrap justify-between gap-x-3">
                <dt>{fact.label}</dt>
                <dd className="font-semibold">{formatQuantity(fact.min, fact.unit)}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      {refined && (
        <button type="button" className="btn btn-ghost btn-sm mt-2 self-start" onClick={() => onChange(withoutRefinements(params))}>
          Clear all filters
        </button>
      )}
    </div>
  );
}

/** The panel's shape while the facets load (no text: nothing to announce). */
export function FilterPanelSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3 motion-safe:animate-pulse">
      <div className="skeleton h-11 w-full" />
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="flex flex-col gap-2 py-2">
          <div className="skeleton h-5 w-2/3" />
          <div className="skeleton h-4 w-full" />
          <div className="skeleton h-4 w-5/6" />
        </div>
      ))}
    </div>
  );
}
