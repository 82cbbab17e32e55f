import { Minus, Plus } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { MAX_LIST_QUANTITY } from '../../../../shared/schemas/project-lists';

interface ListQuantityFieldProps {
  id: string;
  /** The product, for the names of the controls ("Quantity of …"). */
  name: string;
  quantity: number;
  describedBy?: string | undefined;
  busy: boolean;
  /** Sends the new quantity; when it is refused the field shows the quantity before again. */
  onChange: (quantity: number) => Promise<unknown>;
}

/** A list line's quantity: typed (taken on Enter or on leaving the field), or one less or one more. */
export function ListQuantityField({ id, name, quantity, describedBy, busy, onChange }: ListQuantityFieldProps) {
  const [text, setText] = useState(String(quantity));
  const [shown, setShown] = useState(quantity);
  // The list changed (the shop's answer): the field follows it.
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
        <button type="button" className="btn join-item btn-square btn-sm" aria-label={`One less ${name}`} disabled={busy || quantity <= 1} onClick={() => send(quantity - 1)}>
          <Minus aria-hidden="true" size={16} />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_LIST_QUANTITY}
          step={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
          aria-describedby={describedBy}
          className="input join-item input-sm w-24 text-center tabular-nums"
        />
        <button type="button" className="btn join-item btn-square btn-sm" aria-label={`One more ${name}`} disabled={busy || quantity >= MAX_LIST_QUANTITY} onClick={() => send(quantity + 1)}>
          <Plus aria-hidden="true" size={16} />
        </button>
      </div>
    </div>
  );
}
