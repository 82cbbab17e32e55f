import type { OrderStatus } from '../../../../shared/order-status';

/** Query keys of orders, so every change (a mutation or a server event) can refresh them all. */
export const orderKeys = {
  all: ['orders'] as const,
  mine: (page: number, pageSize: number) => ['orders', 'mine', { page, pageSize }] as const,
  list: (status: OrderStatus | undefined, page: number, pageSize: number) => ['orders', 'list', { status: status ?? 'all', page, pageSize }] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
};
