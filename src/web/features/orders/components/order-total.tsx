import { multiply } from '../../../../shared/money';
import { orderTotals, taxRateText, type TaxRule } from '../../../../shared/tax';
import { useFormatMoney } from '../../../lib/use-format-money';
import { useShopConfig } from '../../../lib/use-shop-config';

/** price × quantity through the shared money rules, or a dash while the quantity is not a whole number. */
function totalOf(unitPrice: number, quantity: unknown): number | null {
  if (typeof quantity !== 'number' || !Number.isSafeInteger(quantity) || quantity < 0) return null;
  try {
    return multiply(unitPrice, quantity);
  } catch {
    return null;
  }
}

/** The order's tax and total, or null past the money limit (the server refuses such an order). */
function totalsOf(linesTotal: number, tax: TaxRule): { tax: number; total: number } | null {
  try {
    return orderTotals(linesTotal, tax);
  } catch {
    return null;
  }
}

/**
 * The live total of the order form (announced politely as it changes), with the shop's tax:
 * within it when prices include the tax, added to it when they do not (issue 14 §4).
 */
export function OrderTotal({ unitPrice, quantity, id }: { unitPrice: number; quantity: unknown; id: string }) {
  const formatMoney = useFormatMoney();
  const { tax } = useShopConfig();
  const linesTotal = totalOf(unitPrice, quantity);
  const totals = linesTotal === null ? null : totalsOf(linesTotal, tax);
  const taxLabel = `${tax.name} ${taxRateText(tax.rateBasisPoints)}`;
  return (
    <div className="rounded-box bg-primary/5 px-4 py-3 ring-1 ring-primary/15">
      <div className="flex items-center justify-between gap-4">
        <span id={`${id}-label`} className="font-semibold">
          Total
        </span>
        <output id={id} aria-labelledby={`${id}-label`} aria-live="polite" className="text-2xl font-extrabold tracking-tight tabular-nums">
          {totals === null ? '—' : formatMoney(totals.total)}
        </output>
      </div>
      {tax.rateBasisPoints > 0 && (
        <p className="text-right text-sm text-base-content/75 tabular-nums">
          {tax.pricesIncludeTax ? `Includes ${taxLabel}` : `With ${taxLabel}`}
          {totals === null ? '' : `: ${formatMoney(totals.tax)}`}
        </p>
      )}
    </div>
  );
}
