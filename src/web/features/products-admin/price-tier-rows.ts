import { percentText, priceTierMessages, priceTierProblems, type PriceTier } from '../../../shared/price-tiers';
import { readTypedPercent } from '../../lib/typed-amount';

/** One quantity price as the admin types it: "10" pieces, "7.5" (%). */
export interface PriceTierRow {
  minQuantity: string;
  discount: string;
}

export const EMPTY_PRICE_TIER_ROW: PriceTierRow = { minQuantity: '', discount: '' };

type Read<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * A discount typed in percent ("7.5", "7,5", "12.25 %") → basis points (750), exactly: the digits
 * are read as text, never through a floating-point number. At most two decimals.
 */
export function basisPointsOf(typed: string): Read<number> {
  const read = readTypedPercent(typed);
  if (read.ok) return { ok: true, value: read.basisPoints };
  return { ok: false, message: read.problem === 'tooManyDecimals' ? priceTierMessages.discountPrecision : priceTierMessages.discountRange };
}

function quantityOf(typed: string): Read<number> {
  const text = typed.trim();
  return /^\d+$/.test(text) ? { ok: true, value: Number(text) } : { ok: false, message: priceTierMessages.quantityWhole };
}

/**
 * The typed rows as the API takes them, and what is wrong with them (the server's rules and
 * messages; `minOrderQuantity` is the minimum they must start above, `price` the price in cents
 * they take their discount from, when it is known). The tiers are only meaningful when there are
 * no problems.
 */
export function readPriceTierRows(rows: readonly PriceTierRow[], minOrderQuantity: number, price?: number): { tiers: PriceTier[]; problems: string[] } {
  const problems = new Set<string>();
  const tiers = rows.map((row) => {
    const minQuantity = quantityOf(row.minQuantity);
    const discount = basisPointsOf(row.discount);
    if (!minQuantity.ok) problems.add(minQuantity.message);
    if (!discount.ok) problems.add(discount.message);
    return { minQuantity: minQuantity.ok ? minQuantity.value : 0, discountBasisPoints: discount.ok ? discount.value : 0 };
  });
  // The rules between tiers only mean something once every row is a number.
  if (problems.size === 0) priceTierProblems(tiers, minOrderQuantity, price).forEach((problem) => problems.add(problem));
  return { tiers, problems: [...problems] };
}

/** Stored tiers as the form shows them: 750 basis points → "7.5". */
export function priceTierRowsOf(tiers: readonly PriceTier[]): PriceTierRow[] {
  return tiers.map((tier) => ({ minQuantity: String(tier.minQuantity), discount: percentText(tier.discountBasisPoints) }));
}
