import { useQuery } from '@tanstack/react-query';
import type { ProductImport } from '../../../../shared/schemas/product-files';
import { PROBLEMS_PAGE_SIZE } from '../../../../shared/schemas/product-files';
import { apiGet } from '../../../lib/api-client';
import { productFilesKeys } from './product-files-keys';

/**
 * GET /api/admin/product-imports/:id (admins): the import's status, counts and a page of its
 * problems. While the file uploads or is checked (`following`), asked again every second, so the
 * rows read move on; a 404 then only means the upload has not reached the shop yet.
 */
export function useProductImport(id: string | null, page: number, following: boolean) {
  return useQuery({
    queryKey: productFilesKeys.import(id ?? '', page),
    queryFn: ({ signal }) => apiGet<ProductImport>(`/api/admin/product-imports/${encodeURIComponent(id ?? '')}`, { signal, query: { page, pageSize: PROBLEMS_PAGE_SIZE } }),
    enabled: id !== null,
    retry: following ? false : 1,
    refetchInterval: (query) => (following || query.state.data?.status === 'checking' ? 1000 : false),
    meta: { private: true },
  });
}
