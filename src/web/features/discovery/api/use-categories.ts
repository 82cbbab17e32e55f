import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { CategoryList } from '../../../../shared/schemas/discovery';
import { apiGet } from '../../../lib/api-client';
import { discoveryKeys } from './discovery-keys';

const categoriesQuery = {
  queryKey: discoveryKeys.categories,
  queryFn: ({ signal }: { signal: AbortSignal }) => apiGet<CategoryList>('/api/categories', { signal }),
  staleTime: 5 * 60_000,
};

/** GET /api/categories: the whole tree, parents first. Asked for only once a menu needs it. */
export function useCategories(enabled: boolean) {
  return useQuery({ ...categoriesQuery, enabled });
}

/** Starts loading the tree when a pointer nears the menu, so it opens with its content. */
export function prefetchCategories(client: QueryClient): void {
  void client.prefetchQuery(categoriesQuery);
}
