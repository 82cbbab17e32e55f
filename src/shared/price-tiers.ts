/**
 * Quantity-break prices (issue 14): a product may sell for less per piece from a quantity on
 * ("10+ at 5 % off, 50+ at 10 % off"). A tier is a quantity and a discount in basis points
 * (500 = 5 %); the price of one piece at a tier is the product's price less that share, rounded
 * to the nearest cent (half up). The server prices orders with the same functions
 * (shared/order-pricing.ts), so what a page shows is what is charged.
 * Without Zod: the public pages that show prices do not load the schema library.
 */

import { discounted } from './money.js';

export interface PriceTier {
  /** From this many pieces in one line. */
  minQuantity: number;
  /** The discount on the piece price, in hundredths of a percent (500 = 5 %). */
  discountBasisPoints: number;
}

/** A tier as the catalog shows it: with the price of one piece at that tier, in cents. */
export interface PricedTier extends PriceTier {
  unitPrice: number;
}

export const MAX_PRICE_TIERS = 5;
/** No tier takes more than 90 % off: a typing slip must not give goods away. */
export const MAX_TIER_DISCOUNT_BASIS_POINTS = 9_000;
export const MAX_TIER_QUANTITY = 10_000_000;

export const priceTierMessages = {
  tooMany: `A product has at most ${MAX_PRICE_TIERS} quantity prices`,
  quantityWhole: 'A quantity price starts at a whole number of pieces of 2 or more',
  quantityTooHigh: 'A quantity price starts at too many pieces',
  aboveMinimum: 'A quantity price must start above the minimum order quantity',
  discountRange: 'A quantity discount is more than 0 % and at most 90 %',
  discountPrecision: 'A quantity discount has at most two decimals (for example 7.5 %)',
  increasing: 'Each quantity price starts at more pieces and gives a larger discount than the one before',
  freePiece: 'A quantity discount may not bring the price of a piece down to nothing',
} as const;

/** The tier that applies to `quantity` pieces: the one with the highest start at or below it. */
export function tierFor(tiers: readonly PriceTier[], quantity: number): PriceTier | undefined {
  let best: PriceTier | undefined;
  for (const tier of tiers) {
    if (tier.minQuantity <= quantity && (!best || tier.minQuantity > best.minQuantity)) best = tier;
  }
  return best;
}

/** The price of one piece when `quantity` pieces are ordered in one line, in cents. */
export function unitPriceFor(price: number, tiers: readonly PriceTier[], quantity: number): number {
  const tier = tierFor(tiers, quantity);
  return tier ? discounted(price, tier.discountBasisPoints) : price;
}

/**
 * A trade account's piece price (issue 15 §5): its tier's share off the list price, rounded to the
 * nearest cent (half up), never below one cent; 0 basis points: the list price.
 */
export function tradePrice(price: number, tradeDiscountBasisPoints: number): number {
  return tradeDiscountBasisPoints > 0 ? Math.max(1, discounted(price, tradeDiscountBasisPoints)) : price;
}

/**
 * The piece price a buyer pays for `quantity` pieces in one line: the trade price first (for a
 * trade account), then the quantity break on top of it. Everyone else: `unitPriceFor`.
 */
export function buyerUnitPrice(price: number, tiers: readonly PriceTier[], quantity: number, tradeDiscountBasisPoints: number): number {
  return unitPriceFor(tradePrice(price, tradeDiscountBasisPoints), tiers, quantity);
}

/** Every tier with its piece price, lowest quantity first. */
export function pricedTiers(price: number, tiers: readonly PriceTier[]): PricedTier[] {
  return [...tiers].sort((a, b) => a.minQuantity - b.minQuantity).map((tier) => ({ ...tier, unitPrice: discounted(price, tier.discountBasisPoints) }));
}

/** What a line of `quantity` pieces could gain: `addQuantity` more pieces bring the piece price down to `unitPrice`. */
export interface NextTier {
  addQuantity: number;
  unitPrice: number;
  minQuantity: number;
}

/**
 * The next cheaper tier when it is near: the missing pieces are at most half of what the line
 * already has, or at most 10 (at 8 of a 10+ tier, or 40 of a 50+ one; not at 1 of a 50+ one).
 */
export function nearTier(price: number, tiers: readonly PriceTier[], quantity: number): NextTier | undefined {
  const next = pricedTiers(price, tiers).find((tier) => tier.minQuantity > quantity);
  if (!next) return undefined;
  const addQuantity = next.minQuantity - quantity;
  if (addQuantity > Math.max(10, Math.floor(quantity / 2))) return undefined;
  return { addQuantity, unitPrice: next.unitPrice, minQuantity: next.minQuantity };
}

/** A discount in basis points written as people read it: 500 → "5", 750 → "7.5", 1234 → "12.34". */
export function percentText(basisPoints: number): string {
  return (basisPoints / 100).toFixed(2).replace(/\.?0+$/, '');
}

/**
 * Problems of a product's tiers as entered, with the minimum order quantity they must start
 * above and, when known, the price they take their discount from (a piece never costs nothing):
 * empty when they are fine. Each message says what to change.
 */
export function priceTierProblems(tiers: readonly PriceTier[], minOrderQuantity: number, price?: number): string[] {
  const problems = new Set<string>();
  if (tiers.length > MAX_PRICE_TIERS) problems.add(priceTierMessages.tooMany);
  tiers.forEach((tier, index) => {
    if (!Number.isSafeInteger(tier.minQuantity) || tier.minQuantity < 2) problems.add(priceTierMessages.quantityWhole);
    else if (tier.minQuantity > MAX_TIER_QUANTITY) problems.add(priceTierMessages.quantityTooHigh);
    else if (tier.minQuantity <= minOrderQuantity) problems.add(priceTierMessages.aboveMinimum);
    if (!Number.isSafeInteger(tier.discountBasisPoints)) problems.add(priceTierMessages.discountPrecision);
    else if (tier.discountBasisPoints < 1 || tier.discountBasisPoints > MAX_TIER_DISCOUNT_BASIS_POINTS) problems.add(priceTierMessages.discountRange);
    else if (price !== undefined && Number.isSafeInteger(price) && price >= 1 && discounted(price, tier.discountBasisPoints) < 1) problems.add(priceTierMessages.freePiece);
    const before = tiers[index - 1];
    if (before && (tier.minQuantity <= before.minQuantity || tier.discountBasisPoints <= before.discountBasisPoints)) problems.add(priceTierMessages.increasing);
  });
  return [...problems];
}
