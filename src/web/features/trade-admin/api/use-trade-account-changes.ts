import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TradeAccountAdmin, tradeRefusalSchema, TradeTermsInput, tradeTermsPatchSchema } from '../../../../shared/schemas/trade';
import { apiPatch, apiPost } from '../../../lib/api-client';
import { tradeAdminKeys } from './trade-admin-keys';

export interface TradeAccountReply {
  message: string;
  account: TradeAccountAdmin;
}

export type TradeTermsPatch = z.input<typeof tradeTermsPatchSchema>;
export type TradeRefusal = z.input<typeof tradeRefusalSchema>;

const accountUrl = (userId: string) => `/api/admin/trade-accounts/${encodeURIComponent(userId)}`;

/** After a decision: the lists move the account, and the tiers count their accounts again. */
function useRefresh() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: tradeAdminKeys.accounts }), client.invalidateQueries({ queryKey: tradeAdminKeys.tiers })]);
}

/** POST /api/admin/trade-accounts/:userId/approve (admins): a tier, payment terms and a credit limit; the customer is emailed. */
export function useApproveTradeAccount() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ userId, terms }: { userId: string; terms: TradeTermsInput }) => apiPost<TradeAccountReply>(`${accountUrl(userId)}/approve`, terms),
    onSettled: refresh,
  });
}

/** POST /api/admin/trade-accounts/:userId/refuse (admins): the reason is emailed to the customer. */
export function useRefuseTradeAccount() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ userId, refusal }: { userId: string; refusal: TradeRefusal }) => apiPost<TradeAccountReply>(`${accountUrl(userId)}/refuse`, refusal),
    onSettled: refresh,
  });
}

/** PATCH /api/admin/trade-accounts/:userId (admins): change an approved account's tier, terms or credit limit. */
export function useUpdateTradeTerms() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ userId, changes }: { userId: string; changes: TradeTermsPatch }) => apiPatch<TradeAccountReply>(accountUrl(userId), changes),
    onSettled: refresh,
  });
}
