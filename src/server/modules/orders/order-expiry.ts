import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import { orderMessages, type Order } from '../../../shared/schemas/orders.js';
import type { Database } from '../../db/database.js';
import { transitionOrderIn } from './orders.service.js';
import { orders } from './orders.tables.js';

/**
 * Unpaid orders hold their stock only until their payment is due (UNPAID_ORDER_MINUTES after they
 * were placed); then the shop cancels them and the stock is back on sale. Each order is cancelled
 * in its own transaction with the order row locked, so an expiry racing a payment or a customer's
 * cancellation happens once or not at all, and the stock comes back exactly once. A payment that
 * arrives after the expiry is refunded (see the payments module).
 */
async function expire(db: Database, orderId: string): Promise<Order | null> {
  try {
    return await db.transaction((tx) => transitionOrderIn(tx, { orderId, to: 'cancelled', actor: 'system', actorUserId: null }));
  } catch (error) {
    // Paid or cancelled meanwhile: nothing to expire.
    if (error instanceof AppError && error.code === 'CONFLICT') return null;
    throw error;
  }
}

/** Cancels the unpaid orders whose payment was due by now, oldest first; returns how many. */
export async function expireDueOrders(db: Database, batch = 100): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending_payment'), lte(orders.paymentDueAt, sql`now()`)))
    .orderBy(asc(orders.paymentDueAt))
    .limit(batch);
  let expired = 0;
  for (const { id } of due) if (await expire(db, id)) expired += 1;
  return expired;
}

/**
 * Before a payment starts: an unpaid order whose payment is overdue is expired now rather than at
 * the next sweep, and the customer is told.
 */
export async function refuseIfOverdue(db: Database, order: Order): Promise<void> {
  if (order.status !== 'pending_payment' || !order.paymentDueAt || Date.parse(order.paymentDueAt) > Date.now()) return;
  if (await expire(db, order.id)) throw new AppError('CONFLICT', orderMessages.expired);
}
