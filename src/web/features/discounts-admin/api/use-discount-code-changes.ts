import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DiscountCodeInput, DiscountCodeReply, DiscountCodeUpdate } from '../../../../shared/schemas/discounts';
import { apiPatch, apiPost } from '../../../lib/api-client';
import { discountKeys } from './discount-keys';

/** POST /api/discount-codes (admins). */
export function useCreateDiscountCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: DiscountCodeInput) => apiPost<DiscountCodeReply>('/api/discount-codes', input),
    onSuccess: () => client.invalidateQueries({ queryKey: discountKeys.all }),
  });
}

/** PATCH /api/discount-codes/:id (admins): change the description, minimum, days or limits; `archived` archives or restores. */
export function useUpdateDiscountCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: DiscountCodeUpdate }) => apiPatch<DiscountCodeReply>(`/api/discount-codes/${encodeURIComponent(id)}`, changes),
    onSettled: () => client.invalidateQueries({ queryKey: discountKeys.all }),
  });
}
