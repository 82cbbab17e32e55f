import { randomUUID } from 'node:crypto';
import type { NewTask } from '../../outbox/outbox.js';

/**
 * Outbox task recorded, in the same transaction, whenever a change leaves a product that could
 * not be ordered orderable again (an admin raised its stock or lowered its minimum, a cancelled or
 * expired order gave pieces back). The stock-alerts module carries it out: it writes to the
 * addresses waiting for that product. Each such change is its own intent, hence a key of its own.
 */
export const PRODUCT_BACK_IN_STOCK_TASK = 'product-back-in-stock';

export function productBackInStockTask(productId: string): NewTask {
  return { kind: PRODUCT_BACK_IN_STOCK_TASK, key: `product-back-in-stock:${productId}:${randomUUID()}`, payload: { productId } };
}

export function backInStockProductIdOf(payload: Record<string, unknown>): string {
  if (typeof payload.productId !== 'string') throw new Error('product-back-in-stock task without a product id');
  return payload.productId;
}
