import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '../../../../shared/schemas/orders';
import { apiPost } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

export interface OrderActionReply {
  message: string;
  order: Order;
}

/**
 * One status change of an order (POST /api/orders/:id/{action}); the server checks the
 * transition and answers with its message. Every order list is refreshed afterwards.
 */
export function useOrderAction(action: 'cancel' | 'ship' | 'deliver') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => apiPost<OrderActionReply>(`/api/orders/${encodeURIComponent(orderId)}/${action}`, {}),
    onSuccess: (reply) => {
      client.setQueryData(orderKeys.detail(reply.order.id), reply.order);
    },
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
