import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryInput, CategoryReply, CategoryUpdate } from '../../../../shared/schemas/categories-admin';
import type { MessageReply } from '../../../../shared/schemas/common';
import { apiDelete, apiPatch, apiPost } from '../../../lib/api-client';
import { refreshAfterCategoryChange } from './categories-admin-keys';

const categoryUrl = (id: string) => `/api/categories/${encodeURIComponent(id)}`;

/** POST /api/categories (admins): a category at the top or under a parent. */
export function useAddCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CategoryInput) => apiPost<CategoryReply>('/api/categories', input),
    onSuccess: () => refreshAfterCategoryChange(client),
  });
}

/** PATCH /api/categories/:id (admins): rename, describe or move; the address stays. */
export function useUpdateCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: CategoryUpdate }) => apiPatch<CategoryReply>(categoryUrl(id), changes),
    onSuccess: () => refreshAfterCategoryChange(client),
  });
}

/** DELETE /api/categories/:id (admins): archived; refused while it holds products or subcategories. */
export function useArchiveCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiDelete<MessageReply>(categoryUrl(id)),
    onSettled: () => refreshAfterCategoryChange(client),
  });
}
