import type { Facet } from '../../../../shared/schemas/discovery';
import { choiceLabel } from '../filter-labels';
import { FacetCount } from './facet-count';

type ChoiceFacet = Extract<Facet, { kind: 'choice' | 'boolean' }>;

interface ChoiceFilterProps {
  facet: ChoiceFacet;
  /** Values chosen in the URL: a chosen value no product has any more still shows (with 0), so it can be unticked. */
  chosen: string[];
  onToggle: (value: string, on: boolean) => void;
}

/** A choice or yes/no attribute as checkboxes, each with how many products have it (given the other filters). */
export function ChoiceFilter({ facet, chosen, onToggle }: ChoiceFilterProps) {
  const missing = chosen.filter((value) => !facet.values.some((entry) => entry.value === value)).map((value) => ({ value, count: 0, selected: true }));
  const values = [...facet.values, ...missing];
  return (
    <ul className="flex flex-col gap-0.5">
      {values.map((entry) => {
        const checked = entry.selected || chosen.includes(entry.value);
        return (
          <li key={entry.value}>
            <label className="flex cursor-pointer items-center gap-2.5 rounded-field px-1.5 py-1 text-sm hover:bg-base-200">
              <input type="checkbox" checked={checked} onChange={(event) => onToggle(entry.value, event.target.checked)} className="size-4 shrink-0 accent-primary" />
              <span className="min-w-0 flex-1">{choiceLabel(facet.kind, entry.value)}</span>
              <FacetCount count={entry.count} />
            </label>
          </li>
        );
      })}
    </ul>
  );
}
