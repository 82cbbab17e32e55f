import { randomBytes } from 'node:crypto';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import { stockAlertMessages } from '../../../shared/schemas/stock-alerts.js';
import type { Database } from '../../db/database.js';
import { productNotFound } from '../catalog/catalog.service.js';
import { stockStateOf } from '../catalog/stock.service.js';
import { stockAlerts } from './stock-alerts.tables.js';

/**
 * How many products one address may wait for at once. Anyone may type any address, so this bounds
 * how many emails a stranger can have the shop send to it; a request past it is answered like any
 * other (the answer never tells whether an address is known) and stored nowhere.
 */
export const MAX_WAITING_ALERTS_PER_ADDRESS = 50;

/**
 * "Email me when it is back" (the address already validated and in lower case): stores one alert
 * per address and product. Asking again changes nothing while the alert waits; once it has been
 * sent, asking again waits for the next time. The product row is held (FOR SHARE) until the alert
 * is stored, so a stock change that makes it orderable comes after, and its alerts include this one.
 */
export async function requestStockAlert(db: Database, productIdOrSlug: string, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    const product = await stockStateOf(tx, productIdOrSlug, { lock: true });
    if (!product) throw productNotFound();
    if (product.availableQuantity >= product.minOrderQuantity) throw new AppError('CONFLICT', stockAlertMessages.inStock);
    const [waiting] = await tx
      .select({ total: count() })
      .from(stockAlerts)
      .where(and(eq(stockAlerts.email, email), isNull(stockAlerts.sentAt)));
    if ((waiting?.total ?? 0) >= MAX_WAITING_ALERTS_PER_ADDRESS) return;
    await tx
      .insert(stockAlerts)
      .values({ productId: product.id, email, token: randomBytes(32).toString('base64url') })
      .onConflictDoUpdate({ target: [stockAlerts.productId, stockAlerts.email], set: { sentAt: null, createdAt: new Date() }, setWhere: isNotNull(stockAlerts.sentAt) });
  });
}

/** The unsubscribe link: the alert is deleted (with the address). A spent or unknown token: 404. */
export async function unsubscribeStockAlert(db: Database, token: string): Promise<void> {
  const [row] = await db.delete(stockAlerts).where(eq(stockAlerts.token, token)).returning({ id: stockAlerts.id });
  if (!row) throw new AppError('NOT_FOUND', stockAlertMessages.linkInvalid);
}
