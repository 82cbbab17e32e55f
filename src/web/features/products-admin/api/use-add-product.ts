import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product, ProductInput } from '../../../../shared/schemas/catalog';
import { apiPost } from '../../../lib/api-client';
import { productAdminKeys } from './product-admin-keys';

/** POST /api/products (admins). The new product shows first in every product list. */
export function useAddProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (product: ProductInput) => apiPost<{ message: string; product: Product }>('/api/products', product),
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: productAdminKeys.all }), client.invalidateQueries({ queryKey: productAdminKeys.discovery })]);
    },
  });
}
