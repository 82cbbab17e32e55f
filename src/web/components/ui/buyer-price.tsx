import type { PriceTier } from '../../../shared/price-tiers';
import { useFormatMoney } from '../../lib/use-format-money';
import { buyerPiecePrice, useBuyerPrices } from './buyer-prices';
import { useTaxDisplay } from './use-tax-display';

interface BuyerPriceProps {
  /** The list price of one piece, in cents. */
  listPrice: number;
  /** The classes of the price itself, as the page shows the list price. */
  className: string;
  /** The product's quantity prices and the quantity typed: the price shown is that of one piece at it. */
  tiers?: readonly PriceTier[];
  quantity?: number;
  /** Cards on a phone: the tax note is read out but not shown, so that the price and the Order button share a line. */
  quietNoteOnPhones?: boolean;
}

/**
 * A product's piece price (at the quantity given, one piece by default), with or without the tax
 * as the buyer chose ("incl. VAT" after it): the list price for everyone; for a buyer with prices
 * of their own (a trade account), theirs, named, the list price under it to compare.
 * Only classes the public pages already use: the first stylesheet has no room left.
 */
export function BuyerPrice({ listPrice, className, tiers = [], quantity = 1, quietNoteOnPhones = false }: BuyerPriceProps) {
  const prices = useBuyerPrices();
  const tax = useTaxDisplay();
  const formatMoney = useFormatMoney();
  const price = (
    <p className={className}>
      <span className="sr-only">{prices ? prices.label : 'Price'}: </span>
      {formatMoney(tax.show(buyerPiecePrice(prices, listPrice, tiers, quantity)))}
      {tax.note && <span className={`text-xs font-normal text-base-content/75 ${quietNoteOnPhones ? 'sr-only sm:not-sr-only' : ''}`}> {tax.note}</span>}
    </p>
  );
  if (!prices) return price;
  return (
    <div className="flex flex-col items-start gap-0.5">
      <span className="badge badge-sm badge-primary font-semibold">{prices.label}</span>
      {price}
      <p className="text-xs text-base-content/75">List price {formatMoney(tax.show(listPrice))}</p>
    </div>
  );
}
