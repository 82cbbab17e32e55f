import { isOutOfStock } from '../../../shared/catalog.js';
import { AppError } from '../../../shared/errors.js';
import { cartFullNotice } from '../../../shared/schemas/cart.js';
import {
  addedToCartMessage,
  notSoldReason,
  outOfStockReason,
  projectListMessages as m,
  raisedToMinimumNotice,
  type ListSummaryReply,
  type ListToCartReply,
  type NotAddedLine,
} from '../../../shared/schemas/project-lists.js';
import type { Database } from '../../db/database.js';
import { addLinesToCart, cartView } from '../cart/cart.service.js';
import { listProducts, storedListLines, type StoredListLine } from './project-list-contents.js';
import { sharedListLines } from './project-list-sharing.service.js';
import { createList, ownListRow } from './project-lists.service.js';

/**
 * A list into the cart, and a cart into a list (issue 15 §7).
 *
 * "Add all to cart" does what a shop counter would: every product that can be ordered goes in at
 * once; a product no longer sold or out of stock (fewer pieces than its minimum order) stays out,
 * named with its reason; a product with fewer pieces in stock than listed goes in with what there
 * is (the cart's notice says so); a quantity below the product's minimum order goes in at the
 * minimum. Quantities add to what the cart holds already, as "Add to cart" does.
 */
export async function listToCart(db: Database, userId: string, lines: StoredListLine[]): Promise<ListToCartReply> {
  const products = await listProducts(db, lines.map((line) => line.productId));
  const notAdded: NotAddedLine[] = [];
  const toAdd: { productId: string; quantity: number; name: string }[] = [];
  const notices: string[] = [];
  for (const line of lines) {
    const product = products.get(line.productId);
    if (!product) continue;
    if (product.archived) notAdded.push({ productId: product.id, name: product.name, reason: notSoldReason(product.name) });
    else if (isOutOfStock(product)) notAdded.push({ productId: product.id, name: product.name, reason: outOfStockReason(product.name) });
    else {
      if (line.quantity < product.minOrderQuantity) notices.push(raisedToMinimumNotice(product.name, product.minOrderQuantity));
      toAdd.push({ productId: product.id, quantity: Math.max(line.quantity, product.minOrderQuantity), name: product.name });
    }
  }
  const cart = toAdd.length > 0 ? await addLinesToCart(db, userId, toAdd) : await cartView(db, userId);
  // The cart leaves out what does not fit in it (a full cart).
  const inCart = new Set(cart.lines.map((line) => line.productId));
  const missing = toAdd.filter((line) => !inCart.has(line.productId));
  const leftOut = new Set(missing.map((line) => cartFullNotice(line.name)));
  for (const line of missing) notAdded.push({ productId: line.productId, name: line.name, reason: cartFullNotice(line.name) });
  const added = toAdd.length - missing.length;
  return { message: addedToCartMessage(added, lines.length), added, notAdded, cart: { ...cart, notices: [...notices, ...cart.notices.filter((notice) => !leftOut.has(notice))] } };
}

/** POST /api/project-lists/:id/cart: one of the customer's own lists. */
export async function ownListToCart(db: Database, userId: string, listId: string): Promise<ListToCartReply> {
  const list = await ownListRow(db, userId, listId);
  return listToCart(db, userId, await storedListLines(db, list.id));
}

/** POST /api/shared-lists/:token/cart: a list shared with the caller. */
export async function sharedListToCart(db: Database, userId: string, token: string): Promise<ListToCartReply> {
  return listToCart(db, userId, await sharedListLines(db, token));
}

/** POST /api/project-lists/from-cart: the customer's cart as a new list (products no longer sold left out). */
export async function listFromCart(db: Database, userId: string, name: unknown): Promise<ListSummaryReply> {
  const cart = await cartView(db, userId);
  const products = await listProducts(db, cart.lines.map((line) => line.productId));
  const lines = cart.lines.filter((line) => products.get(line.productId)?.archived === false).map((line) => ({ productId: line.productId, quantity: line.quantity }));
  if (lines.length === 0) throw new AppError('CONFLICT', m.cartEmpty);
  return { message: m.savedFromCart, list: await createList(db, userId, name, lines) };
}
