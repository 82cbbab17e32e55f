import { useQuery } from '@tanstack/react-query';
import type { RelatedProducts } from '../../../../shared/schemas/discovery';
import { apiGet } from '../../../lib/api-client';

/** GET /api/products/:idOrSlug/related: similar products, and in-stock substitutes for one that cannot be ordered. */
export function useRelatedProducts(idOrSlug: string) {
  return useQuery({
    queryKey: ['products', 'related', idOrSlug] as const,
    queryFn: ({ signal }) => apiGet<RelatedProducts>(`/api/products/${encodeURIComponent(idOrSlug)}/related`, { signal }),
  });
}
