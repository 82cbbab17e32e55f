import { useState, type FormEvent } from 'react';
import { isCalendarDay, overviewMessages, overviewRange, type OverviewRange } from '../../../../shared/schemas/overview';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { rangePresets } from '../overview-range';

interface RangePickerProps {
  range: OverviewRange;
  today: string;
  onChange: (range: OverviewRange) => void;
}

type Errors = Partial<Record<'from' | 'to', string>>;

/** What the two days typed would ask for, with the server's own rules and messages. */
function check(from: string, to: string, today: string): { range: OverviewRange } | { errors: Errors } {
  const errors: Errors = {};
  if (!isCalendarDay(from)) errors.from = overviewMessages.fromShape;
  if (!isCalendarDay(to)) errors.to = overviewMessages.toShape;
  if (errors.from || errors.to) return { errors };
  const checked = overviewRange({ from, to }, today);
  return checked.ok ? { range: checked.range } : { errors: { [checked.field]: checked.message } };
}

/** The quick ranges (7, 30, 90 days, this year) and the first and last day typed in, both counted. */
export function RangePicker({ range, today, onChange }: RangePickerProps) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [errors, setErrors] = useState<Errors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = check(from, to, today);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    onChange(checked.range);
  };
  return (
    <div className="mb-8 flex flex-col gap-4 rounded-box border border-base-300 bg-base-100 p-4 shadow-sm xl:flex-row xl:items-start xl:justify-between">
      <div role="group" aria-label="Quick ranges" className="flex flex-wrap gap-2 xl:pt-7">
        {rangePresets(today).map((preset) => {
          const pressed = preset.range.from === range.from && preset.range.to === range.to;
          return (
            <button key={preset.label} type="button" aria-pressed={pressed} className={`btn btn-sm ${pressed ? 'btn-primary' : 'btn-outline border-base-300'}`} onClick={() => onChange(preset.range)}>
              {preset.label}
            </button>
          );
        })}
      </div>
      <form noValidate onSubmit={submit} aria-label="Days shown" className="grid grid-cols-2 items-start gap-x-3 sm:flex sm:flex-wrap">
        <FormField id="overview-from" label="From" error={errors.from} className="sm:w-44">
          {(a11y) => <input id="overview-from" type="date" className={inputClass(a11y['aria-invalid'], 'input-sm')} value={from} onChange={(event) => setFrom(event.target.value)} {...a11y} />}
        </FormField>
        <FormField id="overview-to" label="To" error={errors.to} className="sm:w-44">
          {(a11y) => <input id="overview-to" type="date" className={inputClass(a11y['aria-invalid'], 'input-sm')} value={to} onChange={(event) => setTo(event.target.value)} {...a11y} />}
        </FormField>
        <button type="submit" className="btn btn-sm btn-primary col-span-2 sm:mt-7 sm:self-start">
          Show these days
        </button>
      </form>
    </div>
  );
}
