import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderStatus } from '../../../../shared/order-status';
import type { OrderPage } from '../../../../shared/schemas/orders';
import { apiGet } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

/** GET /api/orders (admins): one page of every order, newest first, optionally of one status. */
export function useAllOrders(status: OrderStatus | undefined, page: number, pageSize: number) {
  return useQuery({
    queryKey: orderKeys.list(status, page, pageSize),
    queryFn: ({ signal }) => apiGet<OrderPage>('/api/orders', { query: { status, page, pageSize }, signal }),
    placeholderData: keepPreviousData,
    meta: { private: true },
  });
}
