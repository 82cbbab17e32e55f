import type { DeliveryMethod } from './delivery.js';
import type { OrderStatus, PaymentChoice } from './order-status.js';

/** What the timeline of an order needs to know of it. */
export interface TimelineOrder {
  status: OrderStatus;
  paymentChoice: PaymentChoice;
  delivery: { method: DeliveryMethod };
  createdAt: string;
  paidAt: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  cancelledAt: string | null;
}

export type TimelineStepKey = 'placed' | 'paid' | 'shipped' | 'delivered' | 'cancelled' | 'refunded';

export interface TimelineStep {
  key: TimelineStepKey;
  /** As the customer reads it: "Out for delivery" for a delivery, "Ready for pickup" for a collection. */
  label: string;
  /** When it happened; null for a step still to come. */
  at: string | null;
}

function paidLabel(order: TimelineOrder): string {
  if (order.paymentChoice === 'cash_on_delivery') return order.delivery.method === 'pickup' ? 'Paid at the counter' : 'Paid on delivery';
  if (order.paymentChoice === 'invoice') return 'Invoice paid';
  return 'Paid';
}

/**
 * The steps of an order, from placed to where it is now and on to where it is going: placed, paid,
 * out for delivery (or ready for pickup), delivered (or collected); a cancelled order ends with
 * "Cancelled" and, when it had been paid, "Refunded". Steps that happened carry their moment, in
 * the order they happened (cash on delivery is paid when it arrives); the steps still to come
 * follow without one. Steps an order will never take are left out.
 */
export function orderTimeline(order: TimelineOrder): TimelineStep[] {
  const pickup = order.delivery.method === 'pickup';
  const shipped: TimelineStep = { key: 'shipped', label: pickup ? 'Ready for pickup' : 'Out for delivery', at: order.shippedAt };
  const delivered: TimelineStep = { key: 'delivered', label: pickup ? 'Collected' : 'Delivered', at: order.deliveredAt };
  const paid: TimelineStep = { key: 'paid', label: paidLabel(order), at: order.paidAt };
  const placed: TimelineStep = { key: 'placed', label: 'Placed', at: order.createdAt };

  if (order.status === 'cancelled') {
    const happened = [placed, paid, shipped, delivered].filter((step) => step.at !== null);
    const cancelled: TimelineStep = { key: 'cancelled', label: 'Cancelled', at: order.cancelledAt };
    // A paid order the shop cancels is refunded (SPEC §6) in the same step.
    const refunded: TimelineStep[] = order.paidAt ? [{ key: 'refunded', label: 'Refunded', at: order.cancelledAt }] : [];
    return [...byMoment(happened), cancelled, ...refunded];
  }
  // Cash on delivery and invoices are paid once the goods are there (or later); cards before they leave.
  const paidLast = order.paymentChoice !== 'card';
  const planned = paidLast ? [placed, shipped, delivered, paid] : [placed, paid, shipped, delivered];
  const happened = planned.filter((step) => step.at !== null);
  const toCome = planned.filter((step) => step.at === null);
  return [...byMoment(happened), ...toCome];
}

function byMoment(steps: TimelineStep[]): TimelineStep[] {
  return [...steps].sort((a, b) => Date.parse(a.at ?? '') - Date.parse(b.at ?? ''));
}
