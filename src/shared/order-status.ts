import type { DeliveryMethod } from './delivery.js';

/**
 * The order status machine of SPEC §6, in one place. The server refuses every transition not
 * listed here (409); the web uses the same table to decide which buttons to offer.
 */
export const orderStatuses = ['pending_payment', 'paid', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Who moves an order: `system` is the shop itself (an unpaid order that expired). */
export type OrderActor = 'customer' | 'admin' | 'payment' | 'system';

/**
 * How the order is paid (issue 14 §2): by card before it ships, or in cash when it is delivered —
 * a cash-on-delivery order ships unpaid and becomes paid at delivery. Trade accounts may pay on
 * invoice (issue 15 §5): the order ships unpaid like cash on delivery, and counts as paid when an
 * admin marks its invoice paid (whatever its status then: `paid_at` is set, the status moves on).
 */
export const paymentChoices = ['card', 'cash_on_delivery', 'invoice'] as const;
export type PaymentChoice = (typeof paymentChoices)[number];

interface Transition {
  from: OrderStatus;
  to: OrderStatus;
  by: readonly OrderActor[];
  /** Only for orders paid one of these ways (every way when absent). */
  only?: readonly PaymentChoice[];
}

export const transitions: readonly Transition[] = [
  { from: 'pending_payment', to: 'paid', by: ['payment'], only: ['card'] },
  { from: 'paid', to: 'shipped', by: ['admin'] },
  { from: 'pending_payment', to: 'shipped', by: ['admin'], only: ['cash_on_delivery', 'invoice'] },
  { from: 'shipped', to: 'delivered', by: ['admin'] },
  { from: 'pending_payment', to: 'cancelled', by: ['customer', 'admin', 'system'] },
  { from: 'paid', to: 'cancelled', by: ['admin'] },
  // Refused at the door: nothing was paid, the pieces come back. The shop itself ends a cash order
  // left at the counter past its pickup window (order-expiry.ts picks only those).
  { from: 'shipped', to: 'cancelled', by: ['admin', 'system'], only: ['cash_on_delivery', 'invoice'] },
];

export function canTransition(from: OrderStatus, to: OrderStatus, actor: OrderActor, payment: PaymentChoice = 'card'): boolean {
  return transitions.some((t) => t.from === from && t.to === to && t.by.includes(actor) && (!t.only || t.only.includes(payment)));
}

/**
 * Why a transition is refused, in words a person understands. An order collected at the counter
 * (`method` pickup) is made ready for pickup and collected, not shipped and delivered.
 */
export function refusalMessage(from: OrderStatus, to: OrderStatus, actor: OrderActor, payment: PaymentChoice = 'card', method: DeliveryMethod = 'home'): string {
  if (method === 'pickup' && from !== 'cancelled') {
    if (to === 'cancelled' && from === 'shipped') return 'This order is ready for pickup and cannot be cancelled now; please contact the shop';
    if (to === 'cancelled' && from === 'delivered') return 'This order has already been collected and cannot be cancelled';
    if (to === 'delivered' && from !== 'shipped') return 'Only orders ready for pickup can be marked as collected';
    if (to === 'shipped' && from !== 'paid' && from !== 'pending_payment') return 'Only paid orders can be made ready for pickup';
  }
  if (to === 'paid' && from === 'pending_payment' && payment === 'cash_on_delivery') return 'This order is paid in cash when it is delivered';
  if (to === 'paid' && from === 'pending_payment' && payment === 'invoice') return 'This order is paid on invoice: mark its invoice paid when the money arrives';
  if (to === 'shipped' && from === 'pending_payment') return 'This order has not been paid yet';
  if (to === 'paid' && from !== 'pending_payment') return from === 'cancelled' ? 'This order was cancelled and cannot be paid' : 'This order has already been paid';
  if (to === 'cancelled' && from === 'paid' && actor === 'customer') return 'This order has been paid; please contact the shop to cancel it';
  if (to === 'cancelled' && (from === 'shipped' || from === 'delivered')) return 'This order has already been shipped and cannot be cancelled';
  if (from === 'cancelled') return 'This order has been cancelled';
  if (to === 'delivered' && from !== 'shipped') return 'Only shipped orders can be marked as delivered';
  if (to === 'shipped' && from !== 'paid') return 'Only paid orders can be shipped';
  return `An order cannot go from ${from.replace('_', ' ')} to ${to.replace('_', ' ')}`;
}

/** The label of the Payment / Payment status columns (SPEC §6). */
export const statusLabels: Record<OrderStatus, string> = {
  pending_payment: 'Unpaid',
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/**
 * What `shipped` and `delivered` mean for an order collected at the shop's counter: it is made
 * ready, then collected; nothing is shipped.
 */
export const pickupStatusLabels = { shipped: 'Ready for pickup', delivered: 'Collected' } as const;

/**
 * The label of an order's status: a cash-on-delivery order waiting for delivery is not "Unpaid"
 * but paid on delivery; an order on invoice waits for neither: it is "On invoice" until its
 * invoice is marked paid (`paid`: it keeps its status, paid before it shipped), then "Paid". An
 * order picked up at the shop is "Ready for pickup", then "Collected".
 */
export function statusLabelOf(status: OrderStatus, payment: PaymentChoice = 'card', paid = false, method: DeliveryMethod = 'home'): string {
  if (method === 'pickup' && (status === 'shipped' || status === 'delivered')) return pickupStatusLabels[status];
  if (status === 'pending_payment' && payment === 'cash_on_delivery') return 'Pay on delivery';
  if (status === 'pending_payment' && payment === 'invoice') return paid ? statusLabels.paid : 'On invoice';
  return statusLabels[status];
}
