import { statusLabels, type OrderStatus } from '../../shared/order-status';

/**
 * The name of a status where orders are counted or filtered by it, not shown one by one. An order
 * waiting in `pending_payment` may be unpaid (card), paid in cash when delivered, or on invoice
 * (paid or not): the count says so rather than calling them all unpaid. One order's own label:
 * statusLabelOf in shared/order-status.ts.
 */
export const statusCountLabels: Record<OrderStatus, string> = {
  ...statusLabels,
  pending_payment: 'Unpaid / on delivery / on invoice',
};
