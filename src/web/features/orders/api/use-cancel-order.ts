import { useOrderAction } from './order-action';

/** POST /api/orders/:id/cancel: a customer's own unpaid order, or (admins) a pending or paid one, refunded. The stock goes back. */
export function useCancelOrder() {
  return useOrderAction('cancel');
}
