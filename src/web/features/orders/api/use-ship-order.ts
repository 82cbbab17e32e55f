import { useOrderAction } from './order-action';

/** POST /api/orders/:id/ship (admins): only a paid order; 409 "This order has not been paid yet" otherwise. */
export function useShipOrder() {
  return useOrderAction('ship');
}
