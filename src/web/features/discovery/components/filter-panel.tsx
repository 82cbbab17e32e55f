import { ChevronDown } from 'lucide-react';
import type { Facet } from '../../../../shared/schemas/discovery';
import { formatQuantity } from '../../../../shared/units';
import { valuesOf, withChoice, withInStock, withOnly, withRange, withoutRefinements, type SearchState } from '../search-params';
import { ChoiceFilter } from './choice-filter';
import { RangeFilter } from './range-filter';

/** Facets open at first; the others open with a click (long lists stay short on phones too). */
const OPEN_FACETS = 4;

interface FilterPanelProps {
  facets: readonly Facet[];
  state: SearchState;
  params: URLSearchParams;
  onChange: (next: URLSearchParams) => void;
}

function FacetControl({ facet, state, params, onChange }: { facet: Facet } & Omit<FilterPanelProps, 'facets'>) {
  const chosen = valuesOf(state.filters, facet.key);
  if (facet.kind === 'number') return <RangeFilter facet={facet} value={chosen[0]} onApply={(min, max) => onChange(withRange(params, facet.key, min, max))} />;
  if (facet.kind === 'boolean') return <ChoiceFilter facet={facet} chosen={chosen} onToggle={(value, on) => onChange(withOnly(params, facet.key, on ? value : null))} />;
  return <ChoiceFilter facet={facet} chosen={chosen} onToggle={(value, on) => onChange(withChoice(params, facet.key, value, on))} />;
}

type NumberFacet = Extract<Facet, { kind: 'number' }>;

/** A number every product of the list has alike: nothing to choose from, so it is said, not offered as a range. */
function isFact(facet: Facet, state: SearchState): boolean {
  return facet.kind === 'number' && facet.min === facet.max && valuesOf(state.filters, facet.key).length === 0;
}

/**
 * The filters of a result list: "In stock only" and one section per specification the matching
 * products have (ranges for numbers, checkboxes with counts for choices and yes/no). The counts
 * come from the server and already take the other filters into account. A number all of them
 * share is listed at the end as a fact ("Breaking capacity: 6 kA").
 */
export function FilterPanel({ facets: all, state, params, onChange }: FilterPanelProps) {
  const refined = state.filters.length > 0 || state.inStock;
  const facts = all.flatMap((facet): NumberFacet[] => (facet.kind === 'number' && isFact(facet, state) ? [facet] : []));
  const facets = all.filter((facet) => !isFact(facet, state));
  return (
    <div className="flex flex-col gap-1">
      <label className="flex cursor-pointer items-center gap-2.5 rounded-field border border-base-300 px-3 py-2.5 text-sm font-semibold hover:bg-base-200">
        <input type="checkbox" checked={state.inStock} onChange={(event) => onChange(withInStock(params, event.target.checked))} className="size-4 shrink-0 accent-primary" />
        In stock only
      </label>
      {facets.map((facet, index) => {
        const active = valuesOf(state.filters, facet.key).length > 0;
        return (
          <details key={facet.key} open={active || index < OPEN_FACETS} className="group border-b border-base-300 py-1 last:border-b-0">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-field px-1.5 py-2 text-sm font-semibold hover:bg-base-200 [&::-webkit-details-marker]:hidden">
              <span>
                {facet.label}
                {facet.kind === 'number' && facet.unit && <span className="font-normal text-base-content/70"> ({facet.unit})</span>}
              </span>
              <ChevronDown aria-hidden="true" size={16} className="shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
            </summary>
            <div className="px-1.5 pt-1 pb-3">
              <FacetControl facet={facet} state={state} params={params} onChange={onChange} />
            </div>
          </details>
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
