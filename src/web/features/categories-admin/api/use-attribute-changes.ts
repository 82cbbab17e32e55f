import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttributeInput, AttributeReply, AttributeUpdate } from '../../../../shared/schemas/categories-admin';
import type { MessageReply } from '../../../../shared/schemas/common';
import { apiDelete, apiPatch, apiPost } from '../../../lib/api-client';
import { refreshAfterCategoryChange } from './categories-admin-keys';

const attributesUrl = (categoryId: string) => `/api/categories/${encodeURIComponent(categoryId)}/attributes`;

/** POST /api/categories/:id/attributes (admins). */
export function useAddAttribute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ categoryId, input }: { categoryId: string; input: AttributeInput }) => apiPost<AttributeReply>(attributesUrl(categoryId), input),
    onSuccess: () => refreshAfterCategoryChange(client),
  });
}

/** PATCH /api/categories/:id/attributes/:key (admins): label, options, key attribute. */
export function useUpdateAttribute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ categoryId, key, changes }: { categoryId: string; key: string; changes: AttributeUpdate }) =>
      apiPatch<AttributeReply>(`${attributesUrl(categoryId)}/${encodeURIComponent(key)}`, changes),
    onSuccess: () => refreshAfterCategoryChange(client),
  });
}

/** DELETE /api/categories/:id/attributes/:key (admins): the attribute and every product's value of it. */
export function useRemoveAttribute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ categoryId, key }: { categoryId: string; key: string }) => apiDelete<MessageReply>(`${attributesUrl(categoryId)}/${encodeURIComponent(key)}`),
    onSettled: () => refreshAfterCategoryChange(client),
  });
}
