import { and, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import { isMinorUnits } from '../../../shared/money.js';
import { orderMessages, quantityProblem, stockMessage } from '../../../shared/schemas/orders.js';
import type { Executor } from '../../db/database.js';
import { products } from './catalog.tables.js';

/**
 * Why `quantity` pieces of a product could not be taken for an order (see place-order.ts, which
 * takes them with one conditional UPDATE): the error to answer, with the message the order page
 * shows next to the quantity.
 */
export async function stockRefusal(db: Executor, productId: string, quantity: number): Promise<AppError> {
  const [current] = await db.select().from(products).where(and(eq(products.id, productId), isNull(products.archivedAt)));
  if (!current) return new AppError('NOT_FOUND', orderMessages.productUnavailable);
  const problem = quantityProblem(quantity, current);
  if (problem) return quantityRefusal(quantity < current.minOrderQuantity ? 'VALIDATION_FAILED' : 'CONFLICT', problem);
  if (!isMinorUnits(current.priceCents * quantity)) return quantityRefusal('VALIDATION_FAILED', orderMessages.totalTooLarge);
  // The product changed between the two reads (pieces came back from a cancelled order): say what is there now.
  return quantityRefusal('CONFLICT', stockMessage(current.availableQuantity));
}

function quantityRefusal(code: 'VALIDATION_FAILED' | 'CONFLICT', message: string): AppError {
  return new AppError(code, message, { errors: [{ field: 'quantity', message }] });
}

/** Puts pieces back (a cancelled order), archived products included: their count stays true. */
export async function returnStock(tx: Executor, productId: string, quantity: number): Promise<void> {
  await tx
    .update(products)
    .set({ availableQuantity: sql`${products.availableQuantity} + ${quantity}`, updatedAt: new Date() })
    .where(eq(products.id, productId));
}
