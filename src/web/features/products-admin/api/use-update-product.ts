import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product, ProductUpdate } from '../../../../shared/schemas/catalog';
import { apiPatch } from '../../../lib/api-client';
import { productAdminKeys } from './product-admin-keys';

/** PATCH /api/products/:id (admins): any of name, price, stock, minimum, description, picture. */
export function useUpdateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: ProductUpdate }) =>
      apiPatch<{ message: string; product: Product }>(`/api/products/${encodeURIComponent(id)}`, changes),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: productAdminKeys.all });
    },
  });
}
