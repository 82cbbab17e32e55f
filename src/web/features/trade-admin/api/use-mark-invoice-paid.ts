import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TradeInvoice } from '../../../../shared/schemas/trade';
import { apiPost } from '../../../lib/api-client';
import { tradeAdminKeys } from './trade-admin-keys';

export interface InvoicePaidReply {
  message: string;
  invoice: TradeInvoice;
}

/** POST /api/admin/trade-invoices/:orderId/paid (admins): the invoice moves to paid and frees the credit it used. */
export function useMarkInvoicePaid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => apiPost<InvoicePaidReply>(`/api/admin/trade-invoices/${encodeURIComponent(orderId)}/paid`, {}),
    // The invoice lists and the accounts' credit used; the order's own pages read it fresh.
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: tradeAdminKeys.invoices }), client.invalidateQueries({ queryKey: tradeAdminKeys.accounts })]),
  });
}
