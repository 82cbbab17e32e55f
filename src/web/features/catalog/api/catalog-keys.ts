/** Query keys of the catalog, so mutations can invalidate exactly what they change. */
export const catalogKeys = {
  all: ['products'] as const,
  list: (page: number, pageSize: number) => ['products', 'list', { page, pageSize }] as const,
  detail: (id: string) => ['products', 'detail', id] as const,
};
