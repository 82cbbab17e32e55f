import { sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../shared/order-status.js';
import type { Executor } from '../../db/database.js';

/** PostgreSQL channel on which every order change is announced (to every app process). */
export const ORDER_EVENTS_CHANNEL = 'shop_order_events';

export interface OrderChange {
  orderId: string;
  userId: string | null;
  status: OrderStatus;
}

/** Announces a change inside the caller's transaction: listeners hear it only once it commits. */
export async function announceOrderChange(tx: Executor, change: OrderChange): Promise<void> {
  await tx.execute(sql`select pg_notify(${ORDER_EVENTS_CHANNEL}, ${JSON.stringify(change)})`);
}

export function parseOrderChange(payload: string): OrderChange | null {
  try {
    const value = JSON.parse(payload) as Partial<OrderChange>;
    if (typeof value.orderId !== 'string' || typeof value.status !== 'string') return null;
    return { orderId: value.orderId, userId: typeof value.userId === 'string' ? value.userId : null, status: value.status };
  } catch {
    return null;
  }
}
