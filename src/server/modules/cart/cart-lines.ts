import { MAX_MINOR_UNITS, multiply, sum } from '../../../shared/money.js';
import { buyerUnitPrice, nearTier, pricedTiers, tradePrice } from '../../../shared/price-tiers.js';
import type { CartLine, CartView } from '../../../shared/schemas/cart.js';
import { orderMessages, quantityProblem } from '../../../shared/schemas/orders.js';
import type { CartProduct } from '../catalog/cart-products.service.js';

/**
 * How a cart is priced and checked, from the products as they are now: the same computation for a
 * signed-in customer's cart and a visitor's browser cart. Plain functions, no database.
 */

/**
 * The price of one piece of the product when `quantity` are in one line: for an approved trade
 * account, its tier's share (`tradeDiscountBasisPoints`) off the list price first, then the
 * quantity price on top, as the checkout charges it (shared/order-pricing.ts).
 */
export function piecePrice(product: CartProduct, quantity: number, tradeDiscountBasisPoints = 0): number {
  return buyerUnitPrice(product.price, product.tiers, quantity, tradeDiscountBasisPoints);
}

/** unitPrice × quantity, or null when it is more than the shop takes in one order. */
export function lineTotalOf(unitPrice: number, quantity: number): number | null {
  try {
    return multiply(unitPrice, quantity);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/**
 * One line of a cart: `addedUnitPrice` is the piece price when it was put in the cart (null for a
 * browser cart, which keeps none). A problem blocks ordering the line; a price change does not.
 * A trade account's line is priced at its trade price: the piece price, the quantity prices and
 * the next one are all the buyer's; `listUnitPrice` stays the list price (what others pay for one piece).
 */
export function cartLineOf(product: CartProduct, quantity: number, addedUnitPrice: number | null, tradeDiscountBasisPoints = 0): CartLine {
  const unitPrice = piecePrice(product, quantity, tradeDiscountBasisPoints);
  const lineTotal = lineTotalOf(unitPrice, quantity);
  const buyerPrice = tradePrice(product.price, tradeDiscountBasisPoints);
  const near = product.archived ? undefined : nearTier(buyerPrice, product.tiers, quantity);
  return {
    productId: product.id,
    slug: product.slug,
    name: product.name,
    pictureUrl: product.pictureUrl,
    listUnitPrice: product.price,
    unitPrice,
    quantity,
    lineTotal: lineTotal ?? 0,
    availableQuantity: product.availableQuantity,
    minOrderQuantity: product.minOrderQuantity,
    tiers: pricedTiers(buyerPrice, product.tiers),
    // Only a tier the stock can fill is worth suggesting.
    nextTier: near && near.minQuantity <= product.availableQuantity ? { more: near.addQuantity, unitPrice: near.unitPrice } : null,
    priceChange: !product.archived && addedUnitPrice !== null && addedUnitPrice !== unitPrice ? { from: addedUnitPrice, to: unitPrice } : null,
    problem: product.archived ? orderMessages.productUnavailable : (quantityProblem(quantity, product) ?? (lineTotal === null ? orderMessages.totalTooLarge : null)),
  };
}

/** The cart as the API shows it: the subtotal counts only the lines that can be ordered. */
export function cartViewOf(revision: number, lines: CartLine[], notices: string[] = []): CartView {
  const orderable = lines.filter((line) => line.problem === null).map((line) => line.lineTotal);
  let subtotal: number;
  const all = [...notices];
  try {
    subtotal = sum(orderable);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    // More than one order may come to: the customer is told, and no wrapped-around amount is shown.
    subtotal = MAX_MINOR_UNITS;
    all.push(orderMessages.totalTooLarge);
  }
  const count = lines.reduce((pieces, line) => pieces + line.quantity, 0);
  return { revision, lines, subtotal, count, notices: all };
}
