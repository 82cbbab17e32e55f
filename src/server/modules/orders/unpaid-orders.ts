import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import { unpaidOrdersMessage, unpaidPiecesMessage } from '../../../shared/schemas/orders.js';
import { rowsOf, type Executor, type Transaction } from '../../db/database.js';
import type { UnpaidOrderLimits } from '../../config.js';
import { quantityRefusal } from '../catalog/stock.service.js';

/** First key of the advisory locks taken per customer while an order of theirs is placed. */
const UNPAID_ORDERS_LOCK = 72_210_002;

/**
 * Holds the customer's lock until the caller's transaction ends: their orders placed at the same
 * moment are judged one after the other, each seeing the ones before it (each statement of a
 * READ COMMITTED transaction sees what committed before it began).
 */
export async function lockUnpaidOrdersOf(tx: Transaction, customerId: string): Promise<void> {
  await tx.execute(unpaidOrdersLock(customerId));
}

/** The statement of `lockUnpaidOrdersOf`. */
export function unpaidOrdersLock(customerId: string): SQL {
  return sql`select pg_advisory_xact_lock(${UNPAID_ORDERS_LOCK}, hashtext(${customerId}))`;
}

/**
 * One row: how many unpaid card orders the customer has (`orders`) and how many pieces they hold
 * (`pieces`). Cash-on-delivery orders are confirmed orders waiting for their delivery day (paid
 * at the door, bounded by the cash-on-delivery maximum): they do not count.
 */
export function unpaidHolding(customerId: string): SQL {
  return sql`
    select count(distinct o.id)::integer as orders, coalesce(sum(l.quantity), 0)::integer as pieces
      from orders o join order_lines l on l.order_id = o.id
     where o.user_id = ${customerId} and o.status = 'pending_payment' and o.payment_choice = 'card'`;
}

/**
 * Why the customer may not place an order now, or null when the limits allow it. `quantity`: the
 * pieces the new order holds while unpaid (an order paid by card); 0 for an order that holds none
 * (paid on delivery or on invoice), which the pieces limit then does not judge.
 */
export async function unpaidLimitRefusal(db: Executor, customerId: string, quantity: number, limits: UnpaidOrderLimits): Promise<AppError | null> {
  const [holding] = await rowsOf<{ orders: number; pieces: number }>(db, unpaidHolding(customerId));
  const { orders = 0, pieces = 0 } = holding ?? {};
  if (orders >= limits.maxOrders) return new AppError('CONFLICT', unpaidOrdersMessage(limits.maxOrders));
  if (quantity > 0 && pieces + quantity > limits.maxPieces) return quantityRefusal('CONFLICT', unpaidPiecesMessage(limits.maxPieces, pieces));
  return null;
}
