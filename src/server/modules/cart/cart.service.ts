import { and, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import { cartMessages, MAX_CART_LINES, unknownProductsNotice, type BrowserCartLine, type CartLine, type CartView } from '../../../shared/schemas/cart.js';
import { orderMessages, quantityProblem } from '../../../shared/schemas/orders.js';
import type { Database, Executor } from '../../db/database.js';
import { isUuid } from '../../db/uuid.js';
import { cartProducts, type CartProduct } from '../catalog/cart-products.service.js';
import { quantityRefusal } from '../catalog/stock.service.js';
import { getOrder } from '../orders/orders.service.js';
import { tradeShareOf } from './cart-buyer.js';
import { addToCart, type LineToAdd } from './cart-merge.js';
import { cartLineOf, cartViewOf, lineTotalOf, piecePrice } from './cart-lines.js';
import { deleteLine, lockCartRow, raiseRevision, storedCart, storedLines, writeLines } from './cart-store.js';
import { cartLines, carts } from './cart.tables.js';

/** The products of these ids by id (archived ones included). */
async function productsById(db: Executor, ids: readonly string[]): Promise<Map<string, CartProduct>> {
  return new Map((await cartProducts(db, ids)).map((product) => [product.id, product]));
}

/** A signed-in customer's cart, priced (at their trade price, for a trade account) and checked against the products as they are now. */
export async function cartView(db: Executor, userId: string, notices: string[] = []): Promise<CartView> {
  const { revision, lines } = await storedCart(db, userId);
  const products = await productsById(db, lines.map((line) => line.productId));
  const tradeShare = await tradeShareOf(db, userId);
  const priced: CartLine[] = [];
  for (const line of lines) {
    const product = products.get(line.productId);
    if (product) priced.push(cartLineOf(product, line.quantity, line.addedUnitPrice, tradeShare));
  }
  return cartViewOf(revision, priced, notices);
}

/**
 * Sets the quantity of a product in the customer's cart, adding the line when it is not there.
 * The line keeps the piece price at that quantity as it is now (the customer sets a quantity with
 * the current price in front of them), to tell them later when it changes. Refused with the order
 * form's messages: a product no longer sold, a quantity below its minimum or above its stock, a
 * line too large to order, or a new product in a full cart. Every change raises the revision.
 */
export async function setCartLine(db: Database, userId: string, productId: string, quantity: number): Promise<CartView> {
  const product = (await productsById(db, [productId])).get(productId);
  if (!product || product.archived) throw new AppError('NOT_FOUND', orderMessages.productUnavailable);
  const problem = quantityProblem(quantity, product);
  if (problem) throw quantityRefusal(quantity > product.availableQuantity ? 'CONFLICT' : 'VALIDATION_FAILED', problem);
  const unitPrice = piecePrice(product, quantity, await tradeShareOf(db, userId));
  if (lineTotalOf(unitPrice, quantity) === null) throw quantityRefusal('VALIDATION_FAILED', orderMessages.totalTooLarge);

  await db.transaction(async (tx) => {
    await raiseRevision(tx, userId);
    const lines = await storedLines(tx, userId);
    if (!lines.some((line) => line.productId === productId) && lines.length >= MAX_CART_LINES) throw new AppError('CONFLICT', cartMessages.tooManyLines);
    await writeLines(tx, userId, [{ productId, quantity, addedUnitPrice: unitPrice }]);
  });
  return cartView(db, userId);
}

/** Takes a product out of the customer's cart; a product that is not in it is no error and changes nothing (not even the revision). */
export async function removeCartLine(db: Database, userId: string, productId: string): Promise<CartView> {
  if (isUuid(productId)) {
    await db.transaction(async (tx) => {
      if (!(await lockCartRow(tx, userId))) return;
      if (await deleteLine(tx, userId, productId)) await raiseRevision(tx, userId);
    });
  }
  return cartView(db, userId);
}

/**
 * Sign-in: the visitor's browser cart goes into the account's cart (quantities add up, capped at
 * the stock); the answer's notices say what was adjusted or left out. The browser cart is cleared
 * by the client afterwards: merging it again would add it again.
 */
export async function mergeBrowserCart(db: Database, userId: string, lines: BrowserCartLine[]): Promise<CartView> {
  return cartView(db, userId, await addToCart(db, userId, lines));
}

/** "Order again": the lines of one of the customer's own orders go into their cart, like a merge. Someone else's order does not exist for them. */
export async function cartFromOrder(db: Database, userId: string, orderId: string): Promise<CartView> {
  const order = await getOrder(db, orderId, userId);
  const lines = new Map<string, LineToAdd>();
  for (const line of order.lines) {
    const seen = lines.get(line.productId);
    if (seen) seen.quantity += line.quantity;
    else lines.set(line.productId, { productId: line.productId, quantity: line.quantity, name: line.productName });
  }
  return cartView(db, userId, await addToCart(db, userId, [...lines.values()]));
}

/**
 * Several products into the customer's cart in one transaction (a job-site list), like a merge:
 * quantities add to what the cart holds, are capped at the stock, and products no longer sold or
 * beyond a full cart are left out; the answer's notices say what was adjusted or left out.
 */
export async function addLinesToCart(db: Database, userId: string, lines: LineToAdd[]): Promise<CartView> {
  return cartView(db, userId, await addToCart(db, userId, lines));
}

/**
 * A visitor's browser cart priced and checked exactly like a stored one, storing nothing
 * (revision 0). Products the shop does not know are left out, with a notice.
 */
export async function previewCart(db: Executor, lines: BrowserCartLine[]): Promise<CartView> {
  const products = await productsById(db, lines.map((line) => line.productId));
  const priced: CartLine[] = [];
  let unknown = 0;
  for (const line of lines) {
    const product = products.get(line.productId);
    if (product) priced.push(cartLineOf(product, line.quantity, null));
    else unknown += 1;
  }
  return cartViewOf(0, priced, unknown > 0 ? [unknownProductsNotice(unknown)] : []);
}

/**
 * For checkout, inside its transaction: locks the customer's cart (FOR UPDATE) until the
 * transaction ends, so no change of the cart and no second checkout of it comes in between, and
 * answers its revision and lines in the order they were added. No cart: revision 0, no lines.
 */
export async function lockCart(tx: Executor, userId: string): Promise<{ revision: number; lines: { productId: string; quantity: number }[] }> {
  const cart = await lockCartRow(tx, userId);
  if (!cart) return { revision: 0, lines: [] };
  const lines = await storedLines(tx, userId);
  return { revision: cart.revision, lines: lines.map(({ productId, quantity }) => ({ productId, quantity })) };
}

/** For checkout, inside its transaction: takes the ordered products out of the cart and raises its revision. */
export async function emptyCart(tx: Executor, userId: string, productIds: string[]): Promise<void> {
  // The cart row first, as every change of the cart does.
  const [cart] = await tx
    .update(carts)
    .set({ revision: sql`${carts.revision} + 1`, updatedAt: new Date() })
    .where(eq(carts.userId, userId))
    .returning({ userId: carts.userId });
  const ids = productIds.filter(isUuid);
  if (cart && ids.length > 0) await tx.delete(cartLines).where(and(eq(cartLines.userId, userId), inArray(cartLines.productId, ids)));
}
