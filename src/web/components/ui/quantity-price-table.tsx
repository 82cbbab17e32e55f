import { percentText, tierFor, type PricedTier } from '../../../shared/price-tiers';
import { useFormatMoney } from '../../lib/use-format-money';
import { buyerPiecePrice, useBuyerPrices } from './buyer-prices';
import { useTaxDisplay } from './use-tax-display';

interface QuantityPriceTableProps {
  /** The price of one piece without a quantity price, in cents. */
  price: number;
  /** The product's quantity prices, lowest quantity first. */
  tiers: readonly PricedTier[];
  /** Starts the table with the full price from this quantity (the minimum order), so the steps read from the start. */
  fromQuantity?: number | undefined;
  /** Small print for product cards. */
  compact?: boolean;
  /** The quantity typed: the row whose price applies to it is marked. */
  quantity?: number | undefined;
}

/**
 * Quantity-break prices (issue 14) as a table: from how many pieces, the price of one piece and
 * the share saved. Nothing at all for a product without them. A buyer with prices of their own
 * (a trade account) sees each step at their price; with or without the tax as the buyer chose,
 * as the caption says. Only classes the public
 * pages already use: the first stylesheet has no room left (docs/performance.md).
 */
export function QuantityPriceTable({ price, tiers, fromQuantity, compact = false, quantity }: QuantityPriceTableProps) {
  const formatMoney = useFormatMoney();
  const buyerPrices = useBuyerPrices();
  const tax = useTaxDisplay();
  if (tiers.length === 0) return null;
  const listRows = fromQuantity === undefined ? tiers : [{ minQuantity: fromQuantity, discountBasisPoints: 0, unitPrice: price }, ...tiers];
  const rows = listRows.map((row) => ({ ...row, unitPrice: tax.show(buyerPiecePrice(buyerPrices, price, tiers, row.minQuantity)) }));
  const caption = ['Quantity prices', buyerPrices?.label.toLowerCase()].filter(Boolean).join(', ') + (tax.note ? ` ${tax.note}` : '');
  const cell = compact ? 'py-1 pr-2' : 'px-3 py-2';
  const applying = quantity === undefined ? undefined : (tierFor(tiers, quantity)?.minQuantity ?? fromQuantity);
  return (
    <div className={compact ? 'rounded-field bg-base-200 px-3 py-2' : 'overflow-x-auto rounded-box border border-base-300'}>
      <table className={`w-full text-left tabular-nums ${compact ? 'text-xs' : 'text-sm'}`}>
        <caption className={`text-left font-semibold ${compact ? 'pb-1 text-xs text-base-content/70' : 'px-3 pt-2 pb-1'}`}>{caption}</caption>
        <thead>
          <tr className={`text-xs text-base-content/70 ${compact ? '' : 'border-b border-base-300'}`}>
            <th scope="col" className={`${cell} font-medium`}>
              Quantity
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              Price each
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              You save
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.minQuantity} aria-current={row.minQuantity === applying ? 'true' : undefined} className={row.minQuantity === applying ? 'bg-primary/10 outline-2 -outline-offset-2 outline-primary' : compact ? 'border-t border-base-300' : 'even:bg-base-200/60'}>
              <th scope="row" className={`${cell} font-semibold whitespace-nowrap`}>
                {row.minQuantity}+
              </th>
              <td className={`${cell} whitespace-nowrap ${row.discountBasisPoints === 0 ? '' : 'font-semibold'}`}>{formatMoney(row.unitPrice)}</td>
              <td className={`${cell} whitespace-nowrap`}>
                {row.discountBasisPoints === 0 ? (
                  <>
                    <span aria-hidden="true">–</span>
                    <span className="sr-only">Nothing</span>
                  </>
                ) : (
                  `${percentText(row.discountBasisPoints)}\u00a0%`
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
