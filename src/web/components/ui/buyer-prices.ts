import { createContext, useContext } from 'react';
import { buyerUnitPrice, type PriceTier } from '../../../shared/price-tiers';

/**
 * How a signed-in buyer's prices differ from the list prices everyone sees (an approved trade
 * account: its tier's share off every list price, quantity prices on top, issue 15 §5). Handed in
 * by the app; null for visitors and for customers who buy at list prices. The shop prices again
 * what is ordered (cart, checkout): this only shows. With or without the tax is the buyer's own
 * choice (tax-display.ts), the same for every price.
 */
export interface BuyerPrices {
  /** What these prices are called on the pages: "Trade price". */
  label: string;
  /** The share off every list price, in basis points (1,000 = 10 %). */
  discountBasisPoints: number;
}

export const BuyerPricesContext = createContext<BuyerPrices | null>(null);

/** The signed-in buyer's own prices, or null: the list prices as everyone sees them. */
export function useBuyerPrices(): BuyerPrices | null {
  return useContext(BuyerPricesContext);
}

/** The piece price this buyer pays for `quantity` pieces in one line, as the shop holds its prices (the tax as entered). */
export function buyerPiecePrice(prices: BuyerPrices | null, listPrice: number, tiers: readonly PriceTier[], quantity: number): number {
  return buyerUnitPrice(listPrice, tiers, quantity, prices?.discountBasisPoints ?? 0);
}
