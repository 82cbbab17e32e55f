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
