import { createContext, useContext } from 'react';
import { subtract, taxWithin } from '../../../shared/money';
import { buyerUnitPrice, type PriceTier } from '../../../shared/price-tiers';

/**
 * How a signed-in buyer's prices differ from the list prices everyone sees (an approved trade
 * account: its tier's share off every list price, quantity prices on top, issue 15 §5). Handed in
 * by the app; null for visitors and for customers who buy at list prices, who see the pages
 * exactly as they are. The shop prices again what is ordered (cart, checkout): this only shows.
 */
export interface BuyerPrices {
  /** What these prices are called on the pages: "Trade price". */
  label: string;
  /** The share off every list price, in basis points (1,000 = 10 %). */
  discountBasisPoints: number;
  /**
   * The tax the prices are shown without ("excl. VAT"); `included`: the shop's prices hold it, so
   * it is taken out of them. Null: the shop shows no tax.
   */
  tax: { name: string; rateBasisPoints: number; included: boolean } | null;
}

export const BuyerPricesContext = createContext<BuyerPrices | null>(null);

/** The signed-in buyer's own prices, or null: the list prices as everyone sees them. */
export function useBuyerPrices(): BuyerPrices | null {
  return useContext(BuyerPricesContext);
}

/** The piece price shown to this buyer for `quantity` pieces in one line: their price, without the tax when the shop's prices hold it. */
export function shownPiecePrice(prices: BuyerPrices, listPrice: number, tiers: readonly PriceTier[], quantity: number): number {
  const price = buyerUnitPrice(listPrice, tiers, quantity, prices.discountBasisPoints);
  return prices.tax?.included ? subtract(price, taxWithin(price, prices.tax.rateBasisPoints)) : price;
}

/** "excl. VAT" after a buyer's price (null when the shop shows no tax). */
export function taxNoteOf(prices: BuyerPrices): string | null {
  return prices.tax ? `excl. ${prices.tax.name}` : null;
}
