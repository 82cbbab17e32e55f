import { multiply } from '../../../../shared/money';
import type { PricedTier } from '../../../../shared/price-tiers';
import { buyerPiecePrice, useBuyerPrices } from '../../../components/ui/buyer-prices';
import { useTaxDisplay } from '../../../components/ui/use-tax-display';
import { useFormatMoney } from '../../../lib/use-format-money';

interface LineTotalProps {
  price: number;
  tiers: readonly PricedTier[];
  /** The quantity typed; nothing is said while it is not a whole number of at least one. */
  quantity: number;
}

/**
 * What the quantity typed comes to, at the piece price it reaches, with or without the tax as the
 * buyer chose (as the cart shows it): "60 pcs × $8.54 = $512.40 incl. VAT", or converted from
 * the shop's prices "60 pcs: $427.00 ($7.12 each) excl. VAT".
 * The shop prices the cart again; this only shows. Read out when it changes.
 */
export function LineTotal({ price, tiers, quantity }: LineTotalProps) {
  const formatMoney = useFormatMoney();
  const buyerPrices = useBuyerPrices();
  const tax = useTaxDisplay();
  const valid = Number.isSafeInteger(quantity) && quantity >= 1;
  const unit = buyerPiecePrice(buyerPrices, price, tiers, valid ? quantity : 1);
  return (
    <p role="status" aria-live="polite" className="min-h-5 text-sm font-semibold tabular-nums">
      {valid && (
        <>
          {tax.asHeld ? (
            <>
              {quantity} pcs × {formatMoney(unit)} = <span className="text-base">{formatMoney(multiply(unit, quantity))}</span>
            </>
          ) : (
            // The line's total converted whole, as the cart shows it: the piece price converted and rounded would not multiply to it.
            <>
              {quantity} pcs: <span className="text-base">{formatMoney(tax.show(multiply(unit, quantity)))}</span> ({formatMoney(tax.show(unit))} each)
            </>
          )}
          {tax.note && ` ${tax.note}`}
        </>
      )}
    </p>
  );
}
