import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderPage } from '../../../../shared/schemas/orders';
import { apiGet } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

/** GET /api/orders/mine: one page of the signed-in customer's orders, newest first, with the total. */
export function useMyOrders(page: number, pageSize: number) {
  return useQuery({
    queryKey: orderKeys.mine(page, pageSize),
    queryFn: ({ signal }) => apiGet<OrderPage>('/api/orders/mine', { query: { page, pageSize }, signal }),
    placeholderData: keepPreviousData,
    meta: { private: true },
  });
}
