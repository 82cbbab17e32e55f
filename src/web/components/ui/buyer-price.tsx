import { unitPriceFor, type PriceTier } from '../../../shared/price-tiers';
import { useFormatMoney } from '../../lib/use-format-money';
import { shownPiecePrice, taxNoteOf, useBuyerPrices } from './buyer-prices';

interface BuyerPriceProps {
  /** The list price of one piece, in cents. */
  listPrice: number;
  /** The classes of the price itself, as the page shows the list price. */
  className: string;
  /** The product's quantity prices and the quantity typed: the price shown is that of one piece at it. */
  tiers?: readonly PriceTier[];
  quantity?: number;
}

/**
 * A product's piece price (at the quantity given, one piece by default): the list price for
 * everyone; for a buyer with prices of their own (a trade account), theirs, named and with the tax
 * note, the list price beside it to compare.
 * Only classes the public pages already use: the first stylesheet has no room left.
 */
export function BuyerPrice({ listPrice, className, tiers = [], quantity = 1 }: BuyerPriceProps) {
  const prices = useBuyerPrices();
  const formatMoney = useFormatMoney();
  if (!prices) {
    return (
      <p className={className}>
        <span className="sr-only">Price: </span>
        {formatMoney(unitPriceFor(listPrice, tiers, quantity))}
      </p>
    );
  }
  const taxNote = taxNoteOf(prices);
  return (
    <div className="flex flex-col items-start gap-0.5">
      <p className="flex flex-wrap items-center gap-x-2 text-xs text-base-content/75">
        <span className="badge badge-sm badge-primary font-semibold">{prices.label}</span>
        {taxNote}
      </p>
      <p className={className}>
        <span className="sr-only">{prices.label}: </span>
        {formatMoney(shownPiecePrice(prices, listPrice, tiers, quantity))}
      </p>
      <p className="text-xs text-base-content/75">
        List price {formatMoney(listPrice)}
        {prices.tax?.included && ` incl. ${prices.tax.name}`}
      </p>
    </div>
  );
}
