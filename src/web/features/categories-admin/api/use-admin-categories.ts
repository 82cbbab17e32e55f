import { useQuery } from '@tanstack/react-query';
import type { AdminCategoryList } from '../../../../shared/schemas/categories-admin';
import { apiGet } from '../../../lib/api-client';
import { categoriesAdminKeys } from './categories-admin-keys';

/** GET /api/admin/categories (admins): every category, archived ones too, with its attributes. */
export function useAdminCategories() {
  return useQuery({
    queryKey: categoriesAdminKeys.all,
    queryFn: ({ signal }) => apiGet<AdminCategoryList>('/api/admin/categories', { signal }),
    meta: { private: true },
  });
}
