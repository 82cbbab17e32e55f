import type { PricedTier } from '../../../../shared/price-tiers';
import { buyerPiecePrice, useBuyerPrices } from '../../../components/ui/buyer-prices';
import { useTaxDisplay } from '../../../components/ui/use-tax-display';
import { useFormatMoney } from '../../../lib/use-format-money';

/**
 * A card's one line on quantity prices: the lowest piece price and from how many pieces it applies
 * ("50+ pcs: $42.74 each"); the product page has the whole table. Nothing without tiers.
 */
export function QuantityPriceNote({ price, tiers }: { price: number; tiers: readonly PricedTier[] }) {
  const formatMoney = useFormatMoney();
  const buyerPrices = useBuyerPrices();
  const tax = useTaxDisplay();
  const best = tiers.at(-1);
  if (!best) return null;
  const unitPrice = tax.show(buyerPiecePrice(buyerPrices, price, tiers, best.minQuantity));
  return (
    <p className="text-xs font-medium text-base-content/80">
      {best.minQuantity}+ pcs: {formatMoney(unitPrice)} each
    </p>
  );
}
