import { useFormatMoney } from '../../lib/use-format-money';
import { shownPiecePrice, taxNoteOf, useBuyerPrices } from './buyer-prices';

interface BuyerPriceProps {
  /** The list price of one piece, in cents. */
  listPrice: number;
  /** The classes of the price itself, as the page shows the list price. */
  className: string;
}

/**
 * A product's piece price: the list price for everyone; for a buyer with prices of their own
 * (a trade account), theirs, named and with the tax note, the list price beside it to compare.
 * Only classes the public pages already use: the first stylesheet has no room left.
 */
export function BuyerPrice({ listPrice, className }: BuyerPriceProps) {
  const prices = useBuyerPrices();
  const formatMoney = useFormatMoney();
  if (!prices) {
    return (
      <p className={className}>
        <span className="sr-only">Price: </span>
        {formatMoney(listPrice)}
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
        {formatMoney(shownPiecePrice(prices, listPrice, [], 1))}
      </p>
      <p className="text-xs text-base-content/75">
        List price {formatMoney(listPrice)}
        {prices.tax?.included && ` incl. ${prices.tax.name}`}
      </p>
    </div>
  );
}
