import { buyerUnitPrice, nearTier, percentText, tierFor, tradePrice } from '../../../shared/price-tiers';
import type { Product } from '../../../shared/schemas/catalog';
import { quantityProblem } from '../../../shared/schemas/orders';

type PricedProduct = Pick<Product, 'price' | 'priceTiers' | 'availableQuantity' | 'minOrderQuantity'>;

function isCount(quantity: unknown): quantity is number {
  return typeof quantity === 'number' && Number.isSafeInteger(quantity) && quantity >= 0;
}

/**
 * The price of one piece for the quantity as typed, as the shop charges it: a trade account's
 * share off the list price first (`tradeShare` in basis points, issue 15 §5), then the quantity
 * price the quantity reaches (issue 14); while the quantity is not a whole number, one piece.
 */
export function unitPriceOf(product: PricedProduct, quantity: unknown, tradeShare = 0): number {
  return buyerUnitPrice(product.price, product.priceTiers, isCount(quantity) ? quantity : 0, tradeShare);
}

/**
 * What the quantity field says about quantity prices: "Add 2 more for $18.99 each" when a cheaper
 * tier is near (and in stock), the tier's saving when one applies, or nothing. Nothing either while
 * the quantity itself is refused: its error is the message then. A trade account's quantity prices
 * are taken off its trade price (`tradeShare`).
 */
export function quantityPriceHint(product: PricedProduct, quantity: unknown, formatMoney: (cents: number) => string, tradeShare = 0): string {
  if (!isCount(quantity) || quantityProblem(quantity, product)) return '';
  const near = nearTier(tradePrice(product.price, tradeShare), product.priceTiers, quantity);
  if (near && near.minQuantity <= product.availableQuantity) return `Add ${near.addQuantity} more for ${formatMoney(near.unitPrice)} each`;
  const tier = tierFor(product.priceTiers, quantity);
  return tier ? `Quantity price from ${tier.minQuantity} pcs: you save ${percentText(tier.discountBasisPoints)}\u00a0%` : '';
}
