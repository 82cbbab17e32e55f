import { cappedToMaximumNotice, cappedToStockNotice, cartFullNotice, MAX_CART_LINES, noLongerSoldNotice, unknownProductsNotice } from '../../../shared/schemas/cart.js';
import { MAX_ORDER_QUANTITY } from '../../../shared/schemas/orders.js';
import type { Database } from '../../db/database.js';
import { cartProducts, type CartProduct } from '../catalog/cart-products.service.js';
import { tradeShareOf } from './cart-buyer.js';
import { piecePrice } from './cart-lines.js';
import { lockOrCreateCartRow, raiseRevision, storedLines, writeLines, type StoredLine } from './cart-store.js';

/** Pieces of a product to add to a cart; `name` says what it was called when the shop may no longer know it (a past order's line). */
export interface LineToAdd {
  productId: string;
  quantity: number;
  name?: string;
}

interface Added {
  line: StoredLine;
  notice: string | null;
}

/**
 * The line after adding `quantity` pieces: the quantities add up, then are capped at the stock,
 * and at the most one line may hold, never below the product's minimum — a line whose minimum the
 * stock cannot meet keeps its quantity and shows its problem. A line already there keeps the price
 * it was added at while that differs from today's (the customer is still shown the change);
 * otherwise it takes today's piece price at its new quantity (the customer's trade price, for a
 * trade account: `tradeShare` off the list price).
 */
function added(product: CartProduct, current: StoredLine | undefined, quantity: number, tradeShare: number): Added {
  let wanted = (current?.quantity ?? 0) + quantity;
  let notice: string | null = null;
  if (wanted > MAX_ORDER_QUANTITY) {
    wanted = MAX_ORDER_QUANTITY;
    notice = cappedToMaximumNotice(product.name);
  }
  if (wanted > product.availableQuantity && product.availableQuantity >= product.minOrderQuantity) {
    wanted = product.availableQuantity;
    notice = cappedToStockNotice(product.name, product.availableQuantity);
  }
  const changePending = current !== undefined && current.addedUnitPrice !== piecePrice(product, current.quantity, tradeShare);
  const addedUnitPrice = current && changePending ? current.addedUnitPrice : piecePrice(product, wanted, tradeShare);
  return { line: { productId: product.id, quantity: wanted, addedUnitPrice }, notice };
}

/**
 * Adds lines to the customer's cart in one transaction (the browser cart at sign-in, a past order
 * again), and answers what had to be adjusted or left out, each in a sentence: nothing is lost
 * without a word. Products no longer sold are left out; new products beyond the cart's 50 lines
 * too. The revision rises once when anything changed.
 */
export async function addToCart(db: Database, userId: string, lines: LineToAdd[]): Promise<string[]> {
  if (lines.length === 0) return [];
  return db.transaction(async (tx) => {
    await lockOrCreateCartRow(tx, userId);
    const current = new Map((await storedLines(tx, userId)).map((line) => [line.productId, line]));
    const products = new Map((await cartProducts(tx, lines.map((line) => line.productId))).map((product) => [product.id, product]));
    const tradeShare = await tradeShareOf(tx, userId);
    let lineCount = current.size;
    let unknown = 0;
    const notices: string[] = [];
    const writes: StoredLine[] = [];
    for (const line of lines) {
      const product = products.get(line.productId);
      if (!product || product.archived) {
        const name = product?.name ?? line.name;
        if (name === undefined) unknown += 1;
        else notices.push(noLongerSoldNotice(name));
        continue;
      }
      const existing = current.get(product.id);
      if (!existing && lineCount >= MAX_CART_LINES) {
        notices.push(cartFullNotice(product.name));
        continue;
      }
      const result = added(product, existing, line.quantity, tradeShare);
      if (result.notice) notices.push(result.notice);
      if (existing && existing.quantity === result.line.quantity && existing.addedUnitPrice === result.line.addedUnitPrice) continue;
      writes.push(result.line);
      current.set(product.id, result.line);
      if (!existing) lineCount += 1;
    }
    if (unknown > 0) notices.push(unknownProductsNotice(unknown));
    if (writes.length > 0) {
      await writeLines(tx, userId, writes);
      await raiseRevision(tx, userId);
    }
    return notices;
  });
}
