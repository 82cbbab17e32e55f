import type { PricedTier } from '../../../../shared/price-tiers';
import { shownPiecePrice, useBuyerPrices } from '../../../components/ui/buyer-prices';
import { useFormatMoney } from '../../../lib/use-format-money';

/**
 * A card's one line on quantity prices: the lowest piece price and from how many pieces it applies
 * ("50+ pcs: $42.74 each"); the product page has the whole table. Nothing without tiers.
 */
export function QuantityPriceNote({ price, tiers }: { price: number; tiers: readonly PricedTier[] }) {
  const formatMoney = useFormatMoney();
  const buyerPrices = useBuyerPrices();
  const best = tiers.at(-1);
  if (!best) return null;
  const unitPrice = buyerPrices ? shownPiecePrice(buyerPrices, price, tiers, best.minQuantity) : best.unitPrice;
  return (
    <p className="text-xs font-medium text-base-content/80">
      {best.minQuantity}+ pcs: {formatMoney(unitPrice)} each
    </p>
  );
}
