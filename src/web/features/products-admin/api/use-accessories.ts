import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SearchResult } from '../../../../shared/schemas/discovery';
import type { AccessoriesInput, AccessoryList } from '../../../../shared/schemas/product-accessories';
import { apiGet, apiPut } from '../../../lib/api-client';
import { actionToasts } from '../../../lib/use-confirmed-action';
import { productAdminKeys } from './product-admin-keys';

const accessoriesKey = (productId: string) => ['products', 'manage', 'accessories', productId] as const;

/** GET /api/admin/products/:id/accessories (admins): what the product goes with, in order. */
export function useAccessories(productId: string) {
  return useQuery({
    queryKey: accessoriesKey(productId),
    queryFn: ({ signal }) => apiGet<AccessoryList>(`/api/admin/products/${encodeURIComponent(productId)}/accessories`, { signal }),
    meta: { private: true },
  });
}

/** PUT /api/admin/products/:id/accessories (admins): the saved list replaces the one read, with the server's message as a toast. */
export function useSaveAccessories(productId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AccessoriesInput) => apiPut<AccessoryList & { message: string }>(`/api/admin/products/${encodeURIComponent(productId)}/accessories`, input),
    onSuccess: (saved) => {
      actionToasts.onSuccess(saved);
      client.setQueryData(accessoriesKey(productId), { items: saved.items });
    },
    // The product page's "Goes with" is among the products' answers.
    onSettled: () => client.invalidateQueries({ queryKey: productAdminKeys.all }),
  });
}

/** How many found products the finder offers at once; more words narrow it down. */
export const PRODUCTS_TO_ADD_SHOWN = 10;

/** The shop's search for the words typed (name, part number, brand …), to add products from. */
export function useProductsToAdd(words: string) {
  const q = words.trim();
  return useQuery({
    queryKey: ['products', 'manage', 'accessory-search', q.toLowerCase()],
    queryFn: ({ signal }) => apiGet<SearchResult>('/api/search', { query: { q, pageSize: PRODUCTS_TO_ADD_SHOWN + 1 }, signal }),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });
}
