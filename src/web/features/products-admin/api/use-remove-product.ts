import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageReply } from '../../../../shared/schemas/common';
import { apiDelete } from '../../../lib/api-client';
import { productAdminKeys } from './product-admin-keys';

/** DELETE /api/products/:id (admins): archived, gone from the shop; past orders keep it. */
export function useRemoveProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (productId: string) => apiDelete<MessageReply>(`/api/products/${encodeURIComponent(productId)}`),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: productAdminKeys.all });
    },
  });
}
