import type { OrderStatus } from '../../../shared/order-status.js';
import type { NewTask } from '../../outbox/outbox.js';

/**
 * Outbox task recorded whenever an order is cancelled (by the customer, an admin, or because it
 * was not paid in time). The payments module carries it out: it refunds what was paid and closes
 * payments still open at the provider, so no money is taken for an order that does not stand.
 */
export const ORDER_CANCELLED_TASK = 'order-cancelled';

export function orderCancelledTask(orderId: string): NewTask {
  return { kind: ORDER_CANCELLED_TASK, key: `order-cancelled:${orderId}`, payload: { orderId } };
}

export function orderIdOf(payload: Record<string, unknown>): string {
  if (typeof payload.orderId !== 'string') throw new Error('order-cancelled task without an order id');
  return payload.orderId;
}

/**
 * Outbox task: the email telling a customer their order reached a status. Recorded in the
 * transaction that makes the change (nothing if it rolls back), sent after it commits, retried
 * with back-off until the mail server takes it; one key per order and status, so it is recorded
 * once however often the change is tried.
 */
export const ORDER_EMAIL_TASK = 'order-email';

export function orderEmailTask(orderId: string, status: OrderStatus): NewTask {
  return { kind: ORDER_EMAIL_TASK, key: `order-email:${orderId}:${status}`, payload: { orderId, status } };
}
