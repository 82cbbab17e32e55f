import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductDocumentReply, ProductDocumentUpdate } from '../../../../shared/schemas/product-documents';
import { apiPatch } from '../../../lib/api-client';
import { productAdminKeys } from './product-admin-keys';

/** PATCH /api/admin/products/:id/documents/:documentId (admins): a document's kind, language, title or place. */
export function useUpdateDocument(productId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, changes }: { documentId: string; changes: ProductDocumentUpdate }) =>
      apiPatch<ProductDocumentReply>(`/api/admin/products/${encodeURIComponent(productId)}/documents/${encodeURIComponent(documentId)}`, changes),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: productAdminKeys.all });
    },
  });
}
