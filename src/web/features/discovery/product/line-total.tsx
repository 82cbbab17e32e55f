import { multiply } from '../../../../shared/money';
import { unitPriceFor, type PricedTier } from '../../../../shared/price-tiers';
import { shownPiecePrice, useBuyerPrices } from '../../../components/ui/buyer-prices';
import { useFormatMoney } from '../../../lib/use-format-money';

interface LineTotalProps {
  price: number;
  tiers: readonly PricedTier[];
  /** The quantity typed; nothing is said while it is not a whole number of at least one. */
  quantity: number;
}

/**
 * What the quantity typed comes to, at the piece price it reaches: "60 pcs × $8.54 = $512.40".
 * The shop prices the cart again; this only shows. Read out when it changes.
 */
export function LineTotal({ price, tiers, quantity }: LineTotalProps) {
  const formatMoney = useFormatMoney();
  const buyerPrices = useBuyerPrices();
  const valid = Number.isSafeInteger(quantity) && quantity >= 1;
  const unit = buyerPrices ? shownPiecePrice(buyerPrices, price, tiers, quantity) : unitPriceFor(price, tiers, quantity);
  return (
    <p role="status" aria-live="polite" className="min-h-5 text-sm font-semibold tabular-nums">
      {valid && (
        <>
          {quantity} pcs × {formatMoney(unit)} = <span className="text-base">{formatMoney(multiply(unit, quantity))}</span>
        </>
      )}
    </p>
  );
}
