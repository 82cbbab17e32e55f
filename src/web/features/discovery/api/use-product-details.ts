import { useQuery } from '@tanstack/react-query';
import type { ProductDetails } from '../../../../shared/schemas/discovery';
import { apiGet } from '../../../lib/api-client';

/**
 * GET /api/products/:idOrSlug: the product page's data (specification, pictures, breadcrumbs).
 * Its key starts with 'products', so whatever refreshes the catalog refreshes it too.
 */
export function useProductDetails(idOrSlug: string) {
  return useQuery({
    queryKey: ['products', 'details', idOrSlug] as const,
    queryFn: ({ signal }) => apiGet<ProductDetails>(`/api/products/${encodeURIComponent(idOrSlug)}`, { signal }),
  });
}
