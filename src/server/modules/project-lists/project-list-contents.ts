import { asc, eq } from 'drizzle-orm';
import { isOutOfStock } from '../../../shared/catalog.js';
import { MAX_MINOR_UNITS, multiply, sum } from '../../../shared/money.js';
import { buyerUnitPrice, tradePrice } from '../../../shared/price-tiers.js';
import { orderMessages, quantityProblem } from '../../../shared/schemas/orders.js';
import type { LineStockState, ListLine, SharedList } from '../../../shared/schemas/project-lists.js';
import type { Executor } from '../../db/database.js';
import { cartProducts, type CartProduct } from '../catalog/cart-products.service.js';
import { projectListLines } from './project-lists.tables.js';

/**
 * What a list holds, priced and checked against the products as they are now: the same for the
 * owner's view and the shared link. A list keeps only products and quantities, never a price.
 */

export interface StoredListLine {
  productId: string;
  quantity: number;
}

/** The list's lines in the order they were put on it. */
export function storedListLines(db: Executor, listId: string): Promise<StoredListLine[]> {
  return db
    .select({ productId: projectListLines.productId, quantity: projectListLines.quantity })
    .from(projectListLines)
    .where(eq(projectListLines.listId, listId))
    .orderBy(asc(projectListLines.addedAt), asc(projectListLines.productId));
}

/** The products of these ids by id (archived ones included). */
export async function listProducts(db: Executor, ids: readonly string[]): Promise<Map<string, CartProduct>> {
  return new Map((await cartProducts(db, ids)).map((product) => [product.id, product]));
}

function stockState(product: CartProduct, quantity: number): LineStockState {
  if (product.archived) return 'archived';
  if (isOutOfStock(product)) return 'out_of_stock';
  return quantity > product.availableQuantity ? 'short' : 'in_stock';
}

/** unitPrice × quantity, or null when it is more than the shop takes in one order. */
function lineTotalOf(unitPrice: number, quantity: number): number | null {
  try {
    return multiply(unitPrice, quantity);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/**
 * One line with the product's name, picture, piece price at that quantity (quantity prices), stock
 * state and problem. Priced for a buyer whose trade tier takes `tradeDiscountBasisPoints` off the
 * list price (0: list prices), as their cart prices the same line.
 */
export function listLineOf(product: CartProduct, quantity: number, tradeDiscountBasisPoints = 0): ListLine {
  const unitPrice = buyerUnitPrice(product.price, product.tiers, quantity, tradeDiscountBasisPoints);
  const lineTotal = product.archived ? 0 : lineTotalOf(unitPrice, quantity);
  return {
    productId: product.id,
    slug: product.slug,
    name: product.name,
    pictureUrl: product.pictureUrl,
    quantity,
    listUnitPrice: tradePrice(product.price, tradeDiscountBasisPoints),
    unitPrice,
    lineTotal: lineTotal ?? 0,
    availableQuantity: product.availableQuantity,
    minOrderQuantity: product.minOrderQuantity,
    stock: stockState(product, quantity),
    problem: product.archived ? orderMessages.productUnavailable : (quantityProblem(quantity, product) ?? (lineTotal === null ? orderMessages.totalTooLarge : null)),
  };
}

/**
 * The list's name, lines and totals. The total counts the lines still sold (out-of-stock ones too:
 * the list is a plan); a total beyond what the shop handles shows as that maximum.
 */
export async function listContents(db: Executor, name: string, stored: StoredListLine[], tradeDiscountBasisPoints = 0): Promise<SharedList> {
  const products = await listProducts(db, stored.map((line) => line.productId));
  const lines: ListLine[] = [];
  for (const line of stored) {
    const product = products.get(line.productId);
    if (product) lines.push(listLineOf(product, line.quantity, tradeDiscountBasisPoints));
  }
  let total: number;
  try {
    total = sum(lines.filter((line) => line.stock !== 'archived').map((line) => line.lineTotal));
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    total = MAX_MINOR_UNITS;
  }
  return { name, lines, total, pieces: lines.reduce((pieces, line) => pieces + line.quantity, 0) };
}
