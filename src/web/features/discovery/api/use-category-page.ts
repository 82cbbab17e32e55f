import { useQuery } from '@tanstack/react-query';
import type { CategoryPage } from '../../../../shared/schemas/discovery';
import { apiGet } from '../../../lib/api-client';
import { discoveryKeys } from './discovery-keys';
import { retryUnlessRefused } from './no-retry-on-bad-request';

/** GET /api/categories/:slug: the category, its breadcrumbs, subcategories and attributes. */
export function useCategoryPage(slug: string) {
  return useQuery({
    queryKey: discoveryKeys.category(slug),
    queryFn: ({ signal }) => apiGet<CategoryPage>(`/api/categories/${encodeURIComponent(slug)}`, { signal }),
    retry: retryUnlessRefused,
  });
}
