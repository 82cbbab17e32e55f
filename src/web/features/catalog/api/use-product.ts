import { useQuery } from '@tanstack/react-query';
import type { Product } from '../../../../shared/schemas/catalog';
import { apiGet } from '../../../lib/api-client';
import { catalogKeys } from './catalog-keys';

/** GET /api/products/:id: one product (for the order page). */
export function useProduct(id: string) {
  return useQuery({
    queryKey: catalogKeys.detail(id),
    queryFn: ({ signal }) => apiGet<Product>(`/api/products/${encodeURIComponent(id)}`, { signal }),
  });
}
