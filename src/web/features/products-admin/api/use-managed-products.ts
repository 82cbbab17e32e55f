import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProductPage } from '../../../../shared/schemas/catalog';
import { apiGet } from '../../../lib/api-client';
import { productAdminKeys } from './product-admin-keys';

/** GET /api/products for Manage Products: one page of the live products, newest first. */
export function useManagedProducts(page: number, pageSize: number) {
  return useQuery({
    queryKey: productAdminKeys.list(page, pageSize),
    queryFn: ({ signal }) => apiGet<ProductPage>('/api/products', { query: { page, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}
