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
 * a cash-on-delivery order ships unpaid and becomes paid at delivery.
 */
export const paymentChoices = ['card', 'cash_on_delivery'] as const;
export type PaymentChoice = (typeof paymentChoices)[number];

interface Transition {
  from: OrderStatus;
  to: OrderStatus;
  by: readonly OrderActor[];
  /** Only for orders paid this way (both when absent). */
  only?: PaymentChoice;
}

export const transitions: readonly Transition[] = [
  { from: 'pending_payment', to: 'paid', by: ['payment'], only: 'card' },
  { from: 'paid', to: 'shipped', by: ['admin'] },
  { from: 'pending_payment', to: 'shipped', by: ['admin'], only: 'cash_on_delivery' },
  { from: 'shipped', to: 'delivered', by: ['admin'] },
  { from: 'pending_payment', to: 'cancelled', by: ['customer', 'admin', 'system'] },
  { from: 'paid', to: 'cancelled', by: ['admin'] },
  // Refused at the door: nothing was paid, the pieces come back.
  { from: 'shipped', to: 'cancelled', by: ['admin'], only: 'cash_on_delivery' },
];

export function canTransition(from: OrderStatus, to: OrderStatus, actor: OrderActor, payment: PaymentChoice = 'card'): boolean {
  return transitions.some((t) => t.from === from && t.to === to && t.by.includes(actor) && (!t.only || t.only === payment));
}

/** Why a transition is refused, in words a person understands. */
export function refusalMessage(from: OrderStatus, to: OrderStatus, actor: OrderActor, payment: PaymentChoice = 'card'): string {
  if (to === 'paid' && from === 'pending_payment' && payment === 'cash_on_delivery') return 'This order is paid in cash when it is delivered';
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

/** The label of an order's status: a cash-on-delivery order waiting for delivery is not "Unpaid" but paid on delivery. */
export function statusLabelOf(status: OrderStatus, payment: PaymentChoice = 'card'): string {
  return status === 'pending_payment' && payment === 'cash_on_delivery' ? 'Pay on delivery' : statusLabels[status];
}
