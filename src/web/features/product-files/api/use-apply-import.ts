import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductImportReply } from '../../../../shared/schemas/product-files';
import { apiPost } from '../../../lib/api-client';
import { productFilesKeys } from './product-files-keys';

/** POST /api/admin/product-imports/:id/apply (admins): the checked file changes the catalog, all or nothing. */
export function useApplyImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiPost<ProductImportReply>(`/api/admin/product-imports/${encodeURIComponent(id)}/apply`, {}),
    onSettled: () => client.invalidateQueries({ queryKey: productFilesKeys.imports }),
  });
}
