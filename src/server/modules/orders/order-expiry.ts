import { and, asc, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import { orderMessages, type Order } from '../../../shared/schemas/orders.js';
import type { Database } from '../../db/database.js';
import { transitionOrderIn } from './orders.service.js';
import { orders } from './orders.tables.js';

/**
 * Unpaid orders hold their stock only until their payment is due (UNPAID_ORDER_MINUTES after a
 * card order was placed; a cash order at the end of its slot's day, or PICKUP_HOLD_DAYS at the
 * counter); then the shop cancels them and the stock is back on sale. Each order is cancelled
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

/** An unpaid cash order made ready for pickup and not collected (and paid) within its pickup window (index orders_at_counter_due_idx). */
const leftAtTheCounter = and(eq(orders.status, 'shipped'), eq(orders.deliveryMethod, 'pickup'), eq(orders.paymentChoice, 'cash_on_delivery'), isNull(orders.paidAt));

/** The orders of one kind whose time ran out by now, oldest first. */
async function dueOrders(db: Database, kind: SQL | undefined, batch: number): Promise<string[]> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(kind, lte(orders.paymentDueAt, sql`now()`)))
    .orderBy(asc(orders.paymentDueAt))
    .limit(batch);
  return due.map((row) => row.id);
}

/**
 * Cancels the unpaid orders whose payment was due by now, oldest first, then the cash orders left
 * at the counter past their pickup window (their pieces go back on sale); returns how many.
 */
export async function expireDueOrders(db: Database, batch = 100): Promise<number> {
  const due = [...(await dueOrders(db, eq(orders.status, 'pending_payment'), batch)), ...(await dueOrders(db, leftAtTheCounter, batch))];
  let expired = 0;
  for (const id of due) if (await expire(db, id)) expired += 1;
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
