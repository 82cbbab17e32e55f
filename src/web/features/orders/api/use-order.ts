import { useQuery } from '@tanstack/react-query';
import type { Order } from '../../../../shared/schemas/orders';
import { apiGet } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

/** GET /api/orders/:id: one of my orders (admins: any order); 404 for anyone else's. */
export function useOrder(id: string) {
  return useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => apiGet<Order>(`/api/orders/${encodeURIComponent(id)}`, { signal }),
    meta: { private: true },
  });
}
