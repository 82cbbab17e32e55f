import { and, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import { orderMessages, quantityProblem, stockMessage } from '../../../shared/schemas/orders.js';
import type { Executor } from '../../db/database.js';
import { isUuid } from '../../db/uuid.js';
import { products } from './catalog.tables.js';

export interface TakenStock {
  productId: string;
  name: string;
  unitPriceCents: number;
}

/**
 * Takes `quantity` pieces of a product for an order, inside the caller's transaction. One
 * conditional UPDATE does the check and the take, so stock never goes below zero however many
 * buyers race for it: the losers see the row already changed and get the stock message.
 * Returns the name and price at this moment, for the order to copy.
 */
export async function takeStock(tx: Executor, productId: string, quantity: number): Promise<TakenStock> {
  if (!isUuid(productId)) throw new AppError('NOT_FOUND', orderMessages.productUnavailable);
  const [taken] = await tx
    .update(products)
    .set({ availableQuantity: sql`${products.availableQuantity} - ${quantity}`, updatedAt: new Date() })
    .where(and(eq(products.id, productId), isNull(products.archivedAt), gte(products.availableQuantity, quantity), lte(products.minOrderQuantity, quantity)))
    .returning({ productId: products.id, name: products.name, unitPriceCents: products.priceCents });
  if (taken) return taken;

  const [current] = await tx.select().from(products).where(and(eq(products.id, productId), isNull(products.archivedAt)));
  if (!current) throw new AppError('NOT_FOUND', orderMessages.productUnavailable);
  const problem = quantityProblem(quantity, current) ?? stockMessage(current.availableQuantity);
  const code = quantity < current.minOrderQuantity ? 'VALIDATION_FAILED' : 'CONFLICT';
  throw new AppError(code, problem, { errors: [{ field: 'quantity', message: problem }] });
}

/** Puts pieces back (a cancelled order), archived products included: their count stays true. */
export async function returnStock(tx: Executor, productId: string, quantity: number): Promise<void> {
  await tx
    .update(products)
    .set({ availableQuantity: sql`${products.availableQuantity} + ${quantity}`, updatedAt: new Date() })
    .where(eq(products.id, productId));
}
