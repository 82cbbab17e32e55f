import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product, ProductUpdate } from '../../../../shared/schemas/catalog';
import { apiPatch } from '../../../lib/api-client';
import { productAdminKeys } from './product-admin-keys';

/** PATCH /api/products/:id (admins): any of the product's fields, its category, specification and pictures. */
export function useUpdateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: ProductUpdate }) =>
      apiPatch<{ message: string; product: Product }>(`/api/products/${encodeURIComponent(id)}`, changes),
    onSettled: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: productAdminKeys.all }), client.invalidateQueries({ queryKey: productAdminKeys.discovery })]);
    },
  });
}
