import { useId, useState } from 'react';
import type { Facet } from '../../../../shared/schemas/discovery';
import { formatQuantity } from '../../../../shared/units';
import { rangeEnds } from '../search-params';

type NumberFacet = Extract<Facet, { kind: 'number' }>;

interface RangeFilterProps {
  facet: NumberFacet;
  /** The range as the URL has it ("12..18"), when this attribute is filtered. */
  value: string | undefined;
  onApply: (min: string, max: string) => void;
}

const inputClass = 'input input-sm w-full min-w-0 rounded-field border-base-300 bg-base-100 text-sm';

/**
 * A number attribute as a range: lowest and highest value, in the attribute's unit (another unit
 * of the same quantity may be typed, "1.5 kW"; the server converts it). Applied with the button,
 * Enter, or when the focus leaves the two fields.
 */
export function RangeFilter({ facet, value, onApply }: RangeFilterProps) {
  const [from, to] = rangeEnds(value);
  const [min, setMin] = useState(from);
  const [max, setMax] = useState(to);
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    // The URL changed (back, forward, "Clear all"): the fields follow it.
    setShownValue(value);
    setMin(from);
    setMax(to);
  }
  const id = useId();
  const unit = facet.unit;
  const apply = () => {
    if (min.trim() !== from || max.trim() !== to) onApply(min, max);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) apply();
      }}
    >
      <p id={`${id}-hint`} className="mb-2 text-xs text-base-content/70">
        {formatQuantity(facet.min, unit)} to {formatQuantity(facet.max, unit)}
      </p>
      <div className="flex items-end gap-2">
        <RangeBound label="From" value={min} placeholder={facet.min} onChange={setMin} facet={facet} hintId={`${id}-hint`} />
        <span aria-hidden="true" className="pb-1.5 text-base-content/70">
          –
        </span>
        <RangeBound label="To" value={max} placeholder={facet.max} onChange={setMax} facet={facet} hintId={`${id}-hint`} />
        <span aria-hidden="true" className="pb-1.5 text-sm text-base-content/70">
          {unit}
        </span>
      </div>
      <button type="submit" className="btn btn-outline btn-sm mt-2 w-full">
        Apply<span className="sr-only"> {facet.label}</span>
      </button>
    </form>
  );
}

/** One end of a range: a decimal field named for screen readers with its attribute and unit. */
function RangeBound({ label, value, placeholder, onChange, facet, hintId }: { label: string; value: string; placeholder: number; onChange: (value: string) => void; facet: NumberFacet; hintId: string }) {
  return (
    <label className="min-w-0 flex-1 text-xs font-medium">
      <span>
        {label}
        <span className="sr-only">
          {' '}
          ({facet.label}, {facet.unit})
        </span>
      </span>
      <input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        placeholder={String(placeholder)}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClass} mt-1`}
      />
    </label>
  );
}
