import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageReply } from '../../../../shared/schemas/common';
import { apiDelete } from '../../../lib/api-client';
import { productAdminKeys } from './product-admin-keys';

/** DELETE /api/admin/products/:id/documents/:documentId (admins): off the product page. */
export function useRemoveDocument(productId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => apiDelete<MessageReply>(`/api/admin/products/${encodeURIComponent(productId)}/documents/${encodeURIComponent(documentId)}`),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: productAdminKeys.all });
    },
  });
}
