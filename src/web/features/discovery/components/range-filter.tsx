import { useId, useState } from 'react';
import { rangeEnds } from '../search-params';

export interface RangeFilterProps {
  /** What is filtered ("Voltage", "Price"), for screen readers on the fields and the button. */
  label: string;
  /** Shown after the fields and read with them ("V", "USD"). */
  unit: string;
  /** The range of the products in view, as people read it ("12 V to 230 V"). */
  hint: string;
  /** The lowest and highest value of the products in view, shown in the empty fields. */
  placeholders: [string, string];
  /** The range as the URL has it ("12..18"), when filtered. */
  value: string | undefined;
  onApply: (min: string, max: string) => void;
}

const inputClass = 'input input-sm w-full min-w-0 rounded-field border-base-300 bg-base-100 text-sm';

/**
 * A range to filter by: lowest and highest value (for a specification another unit of the same
 * quantity may be typed, "1.5 kW"; the server converts it). Applied with the button, Enter, or
 * when the focus leaves the two fields.
 */
export function RangeFilter({ label, unit, hint, placeholders, value, onApply }: RangeFilterProps) {
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
  const apply = () => {
    if (min.trim() !== from || max.trim() !== to) onApply(min, max);
  };
  const bound = { name: label, unit, hintId: `${id}-hint` };

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
        {hint}
      </p>
      <div className="flex items-end gap-2">
        <RangeBound label="From" value={min} placeholder={placeholders[0]} onChange={setMin} {...bound} />
        <span aria-hidden="true" className="pb-1.5 text-base-content/70">
          –
        </span>
        <RangeBound label="To" value={max} placeholder={placeholders[1]} onChange={setMax} {...bound} />
        <span aria-hidden="true" className="pb-1.5 text-sm text-base-content/70">
          {unit}
        </span>
      </div>
      <button type="submit" className="btn btn-outline btn-sm mt-2 w-full">
        Apply<span className="sr-only"> {label}</span>
      </button>
    </form>
  );
}

interface RangeBoundProps {
  label: string;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
  name: string;
  unit: string;
  hintId: string;
}

/** One end of a range: a decimal field named for screen readers with what it filters and the unit. */
function RangeBound({ label, value, placeholder, onChange, name, unit, hintId }: RangeBoundProps) {
  return (
    <label className="min-w-0 flex-1 text-xs font-medium">
      <span>
        {label}
        <span className="sr-only">
          {' '}
          ({name}
          {unit ? `, ${unit}` : ''})
        </span>
      </span>
      <input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClass} mt-1`}
      />
    </label>
  );
}
