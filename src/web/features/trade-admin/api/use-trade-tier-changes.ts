import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TradeTier, tradeTierInputSchema, tradeTierPatchSchema } from '../../../../shared/schemas/trade';
import type { MessageReply } from '../../../../shared/schemas/common';
import { apiDelete, apiPatch, apiPost } from '../../../lib/api-client';
import { tradeAdminKeys } from './trade-admin-keys';

export interface TradeTierReply {
  message: string;
  tier: TradeTier;
}

export type TradeTierInput = z.input<typeof tradeTierInputSchema>;
export type TradeTierPatch = z.input<typeof tradeTierPatchSchema>;

const tierUrl = (id: string) => `/api/admin/trade-tiers/${encodeURIComponent(id)}`;

/** The tiers, and the approved accounts that show their tier's name and share. */
function useRefresh() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: tradeAdminKeys.tiers }), client.invalidateQueries({ queryKey: tradeAdminKeys.accounts })]);
}

/** POST /api/admin/trade-tiers (admins). */
export function useCreateTradeTier() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: TradeTierInput) => apiPost<TradeTierReply>('/api/admin/trade-tiers', input),
    onSuccess: refresh,
  });
}

/** PATCH /api/admin/trade-tiers/:id (admins): rename it or change its share. */
export function useUpdateTradeTier() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: TradeTierPatch }) => apiPatch<TradeTierReply>(tierUrl(id), changes),
    onSettled: refresh,
  });
}

/** DELETE /api/admin/trade-tiers/:id (admins): refused (409) while trade accounts are in it. */
export function useDeleteTradeTier() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiDelete<MessageReply>(tierUrl(id)),
    onSettled: refresh,
  });
}
