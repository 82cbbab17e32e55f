import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import type { OrderStatus } from '../../../shared/order-status.js';
import { tradeMessages } from '../../../shared/schemas/trade.js';
import type { Transaction } from '../../db/database.js';
import { isUuid } from '../../db/uuid.js';
import { enqueueTask } from '../../outbox/outbox.js';
import { announceOrderChange } from './order-notifications.js';
import { orderEmailTask } from './order-tasks.js';
import { orders } from './orders.tables.js';

/** How an order on invoice reads as paid, once its invoice has been marked paid. */
export const INVOICE_PAYMENT_METHOD = 'Invoice (bank transfer)';

/**
 * Issue 15 §5: an admin marks the invoice of an order on invoice paid when the money arrives. The
 * order row is locked first, so two admins at once mark it once (the second is refused). The
 * order keeps its status (it ships and is delivered on its own way, paid or not): `paid_at` is
 * set, which frees the credit it used and counts its money as received. The customer is emailed
 * the receipt (with the invoice, now paid) and their open pages are told. Unknown orders and
 * orders not on invoice are "not found"; a cancelled one or one already paid is refused (409).
 */
export async function markInvoicePaidIn(tx: Transaction, orderId: string, now = new Date()): Promise<void> {
  const notFound = new AppError('NOT_FOUND', tradeMessages.invoiceNotFound);
  if (!isUuid(orderId)) throw notFound;
  const [row] = await tx.select({ id: orders.id, userId: orders.userId, status: orders.status, paymentChoice: orders.paymentChoice, paidAt: orders.paidAt }).from(orders).where(eq(orders.id, orderId)).for('update');
  if (!row || row.paymentChoice !== 'invoice') throw notFound;
  if (row.status === 'cancelled') throw new AppError('CONFLICT', tradeMessages.invoiceCancelled);
  if (row.paidAt) throw new AppError('CONFLICT', tradeMessages.invoiceAlreadyPaid);
  await tx.update(orders).set({ paidAt: now, paymentMethod: INVOICE_PAYMENT_METHOD }).where(eq(orders.id, row.id));
  await enqueueTask(tx, orderEmailTask(row.id, 'paid'));
  await announceOrderChange(tx, { orderId: row.id, userId: row.userId, status: row.status as OrderStatus });
}
