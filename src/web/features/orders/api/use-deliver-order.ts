import { useOrderAction } from './order-action';

/** POST /api/orders/:id/deliver (admins): only a shipped order. */
export function useDeliverOrder() {
  return useOrderAction('deliver');
}
