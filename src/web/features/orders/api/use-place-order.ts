import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, PlaceOrderRequest } from '../../../../shared/schemas/orders';
import { apiPost } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

/** POST /api/orders: the server takes the stock and computes every price; it answers with its message. */
export function usePlaceOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (order: PlaceOrderRequest) => apiPost<{ message: string; order: Order }>('/api/orders', order),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
