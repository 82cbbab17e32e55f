import { Minus, Plus } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';

interface QuantityStepperProps {
  id: string;
  /** The product, for the names of the controls ("Quantity of …"). */
  name: string;
  quantity: number;
  min: number;
  /** The most that may be asked for, e.g. the pieces in stock (the "more" button stops there). */
  max: number;
  describedBy?: string | undefined;
  busy: boolean;
  /** The width of the typed field (wider where the numbers run longer). */
  inputWidth?: 'w-20' | 'w-24';
  /** Sends the new quantity; when it is refused the field shows the quantity before again. */
  onChange: (quantity: number) => Promise<unknown>;
}

/** A line's quantity: type it (taken on Enter or on leaving the field), or one less or one more. */
export function QuantityStepper({ id, name, quantity, min, max, describedBy, busy, inputWidth = 'w-20', onChange }: QuantityStepperProps) {
  const [text, setText] = useState(String(quantity));
  const [shown, setShown] = useState(quantity);
  // The line changed (the shop's answer): the field follows it.
  if (shown !== quantity) {
    setShown(quantity);
    setText(String(quantity));
  }

  const send = (next: number) => {
    setText(String(next));
    if (next === quantity) return;
    onChange(next).catch(() => setText(String(quantity)));
  };
  const commit = () => {
    const typed = text.trim();
    if (typed === String(quantity)) return;
    send(typed === '' ? Number.NaN : Number(typed));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commit();
  };

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-base-content/75">
        Quantity<span className="sr-only"> of {name}</span> (pcs)
      </label>
      <div className="join">
        <button type="button" className="btn join-item btn-square btn-sm" aria-label={`One less ${name}`} disabled={busy || quantity <= min} onClick={() => send(Math.max(min, quantity - 1))}>
          <Minus aria-hidden="true" size={16} />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={Math.max(min, max)}
          step={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
          aria-describedby={describedBy}
          className={`input join-item input-sm ${inputWidth} text-center tabular-nums`}
        />
        <button type="button" className="btn join-item btn-square btn-sm" aria-label={`One more ${name}`} disabled={busy || quantity >= max} onClick={() => send(quantity + 1)}>
          <Plus aria-hidden="true" size={16} />
        </button>
      </div>
    </div>
  );
}
