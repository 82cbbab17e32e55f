import { nearTier, percentText, tierFor, unitPriceFor } from '../../../shared/price-tiers';
import type { Product } from '../../../shared/schemas/catalog';
import { quantityProblem } from '../../../shared/schemas/orders';

type PricedProduct = Pick<Product, 'price' | 'priceTiers' | 'availableQuantity' | 'minOrderQuantity'>;

function isCount(quantity: unknown): quantity is number {
  return typeof quantity === 'number' && Number.isSafeInteger(quantity) && quantity >= 0;
}

/** The price of one piece for the quantity as typed (issue 14): the tier's, or the product's price while it is not a whole number. */
export function unitPriceOf(product: PricedProduct, quantity: unknown): number {
  return isCount(quantity) ? unitPriceFor(product.price, product.priceTiers, quantity) : product.price;
}

/**
 * What the quantity field says about quantity prices: "Add 2 more for $18.99 each" when a cheaper
 * tier is near (and in stock), the tier's saving when one applies, or nothing. Nothing either while
 * the quantity itself is refused: its error is the message then.
 */
export function quantityPriceHint(product: PricedProduct, quantity: unknown, formatMoney: (cents: number) => string): string {
  if (!isCount(quantity) || quantityProblem(quantity, product)) return '';
  const near = nearTier(product.price, product.priceTiers, quantity);
  if (near && near.minQuantity <= product.availableQuantity) return `Add ${near.addQuantity} more for ${formatMoney(near.unitPrice)} each`;
  const tier = tierFor(product.priceTiers, quantity);
  return tier ? `Quantity price from ${tier.minQuantity} pcs: you save ${percentText(tier.discountBasisPoints)}\u00a0%` : '';
}
