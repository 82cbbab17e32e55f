import { TicketPercent } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTaxDisplay } from '../../../components/ui/use-tax-display';
import { useFormatMoney } from '../../../lib/use-format-money';
import type { DiscountCodeState } from '../use-discount-code';
import { FieldError } from './field-error';

const INPUT_ID = 'checkout-discount-code';
const ERROR_ID = `${INPUT_ID}-error`;

interface DiscountCodeFieldProps {
  discount: DiscountCodeState;
  /** Asks the shop about the typed code. */
  onApply: () => void;
}

/**
 * The discount code in the order summary: typed and applied with "Apply" (Enter too, without
 * placing the order), refused with the shop's words under it, or shown as applied with "Remove".
 * The focus follows the field that replaces the one used.
 */
export function DiscountCodeField({ discount, onApply }: DiscountCodeFieldProps) {
  const formatMoney = useFormatMoney();
  const tax = useTaxDisplay();
  const { appliedAs, message, checking } = discount;
  const input = useRef<HTMLInputElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const wasApplied = useRef(appliedAs !== null);
  useEffect(() => {
    const applied = appliedAs !== null;
    if (applied === wasApplied.current) return;
    wasApplied.current = applied;
    // Only when the field in use was replaced (not when the page first shows).
    if (applied) removeButton.current?.focus();
    else if (document.activeElement === document.body) input.current?.focus();
  }, [appliedAs]);

  if (appliedAs) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-field border border-success/40 bg-success/5 px-3 py-2 text-sm">
        <p role="status" className="flex min-w-0 items-center gap-2">
          <TicketPercent aria-hidden="true" size={18} className="shrink-0 text-success" />
          <span className="[overflow-wrap:anywhere]">
            Code <strong className="font-mono font-semibold">{appliedAs.code}</strong> applied{appliedAs.amount > 0 ? `: you save ${formatMoney(tax.show(appliedAs.amount))}` : ''}
          </span>
        </p>
        <button ref={removeButton} type="button" className="btn btn-ghost btn-xs shrink-0" onClick={discount.remove}>
          Remove<span className="sr-only"> code {appliedAs.code}</span>
        </button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={INPUT_ID} className="text-sm font-semibold">
        Discount code
      </label>
      <div className="join w-full">
        <input
          ref={input}
          id={INPUT_ID}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className={`input join-item w-full min-w-0 font-mono ${message ? 'input-error' : ''}`}
          value={discount.typed}
          onChange={(event) => discount.setTyped(event.target.value)}
          onKeyDown={(event) => {
            // Enter applies the code; it does not place the order.
            if (event.key === 'Enter') {
              event.preventDefault();
              onApply();
            }
          }}
          aria-invalid={Boolean(message)}
          aria-describedby={message ? ERROR_ID : undefined}
        />
        <button type="button" className="btn btn-outline btn-primary join-item" onClick={onApply} disabled={checking}>
          {checking && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          Apply
        </button>
      </div>
      <FieldError id={ERROR_ID} message={message ?? undefined} />
    </div>
  );
}
