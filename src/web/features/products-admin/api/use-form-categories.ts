import { useQuery } from '@tanstack/react-query';
import type { CategoryList, CategoryPage } from '../../../../shared/schemas/discovery';
import { apiGet } from '../../../lib/api-client';
import { productAdminKeys } from './product-admin-keys';

/** GET /api/categories: the tree the product form files products in, parents first. */
export function useFormCategories() {
  return useQuery({
    queryKey: productAdminKeys.categories,
    queryFn: ({ signal }) => apiGet<CategoryList>('/api/categories', { signal }),
    staleTime: 60_000,
  });
}

/** GET /api/categories/:slug → the attributes (its own and its parents') a product of it is described by. */
export function useCategoryAttributes(slug: string | undefined) {
  return useQuery({
    queryKey: productAdminKeys.attributes(slug ?? ''),
    queryFn: ({ signal }) => apiGet<CategoryPage>(`/api/categories/${encodeURIComponent(slug ?? '')}`, { signal }),
    select: (page) => page.attributes,
    enabled: slug !== undefined,
    staleTime: 60_000,
  });
}
