import { multiply } from '../../../../shared/money';
import { useFormatMoney } from '../../../lib/use-format-money';

/** price × quantity through the shared money rules, or a dash while the quantity is not a whole number. */
function totalOf(unitPrice: number, quantity: unknown): number | null {
  if (typeof quantity !== 'number' || !Number.isSafeInteger(quantity) || quantity < 0) return null;
  try {
    return multiply(unitPrice, quantity);
  } catch {
    return null;
  }
}

/** The live total of the order form (announced politely as it changes). */
export function OrderTotal({ unitPrice, quantity, id }: { unitPrice: number; quantity: unknown; id: string }) {
  const formatMoney = useFormatMoney();
  const total = totalOf(unitPrice, quantity);
  return (
    <div className="flex items-center justify-between gap-4 rounded-box bg-primary/5 px-4 py-3 ring-1 ring-primary/15">
      <span id={`${id}-label`} className="font-semibold">
        Total
      </span>
      <output id={id} aria-labelledby={`${id}-label`} aria-live="polite" className="text-2xl font-extrabold tracking-tight tabular-nums">
        {total === null ? '—' : formatMoney(total)}
      </output>
    </div>
  );
}
