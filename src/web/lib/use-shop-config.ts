import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { ShopConfig } from '../../shared/schemas/shop';
import { apiGet } from './api-client';

/** GET /api/shop. The root route loads it before the first page renders. */
export const shopConfigQuery = queryOptions({
  queryKey: ['shop'],
  queryFn: ({ signal }) => apiGet<ShopConfig>('/api/shop', { signal }),
  staleTime: 5 * 60 * 1000,
});

export function useShopConfig(): ShopConfig {
  return useSuspenseQuery(shopConfigQuery).data;
}
