import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProductPage } from '../../../../shared/schemas/catalog';
import { apiGet } from '../../../lib/api-client';
import { catalogKeys } from './catalog-keys';

/** GET /api/products: one page of products, newest first. */
export function useProducts(page: number, pageSize: number) {
  return useQuery({
    queryKey: catalogKeys.list(page, pageSize),
    queryFn: ({ signal }) => apiGet<ProductPage>('/api/products', { query: { page, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}
