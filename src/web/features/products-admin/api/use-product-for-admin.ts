import { useQuery } from '@tanstack/react-query';
import type { ProductForAdmin } from '../../../../shared/schemas/catalog';
import { apiGet } from '../../../lib/api-client';
import { productAdminKeys } from './product-admin-keys';

/** GET /api/admin/products/:id: a product as its form edits it (category id, raw values, picture keys). */
export function useProductForAdmin(id: string) {
  return useQuery({
    queryKey: productAdminKeys.one(id),
    queryFn: ({ signal }) => apiGet<ProductForAdmin>(`/api/admin/products/${encodeURIComponent(id)}`, { signal }),
    staleTime: 0,
  });
}
