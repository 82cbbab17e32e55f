import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TRADE_INVOICES_PAGE_SIZE, type InvoiceState, type TradeInvoicePage } from '../../../../shared/schemas/trade';
import { apiGet } from '../../../lib/api-client';
import { tradeAdminKeys } from './trade-admin-keys';

/** GET /api/admin/trade-invoices (admins): one page of orders on invoice in one state, with what is owed over all of them. */
export function useTradeInvoices(state: InvoiceState, page: number) {
  return useQuery({
    queryKey: tradeAdminKeys.invoicePage(state, page),
    queryFn: ({ signal }) => apiGet<TradeInvoicePage>('/api/admin/trade-invoices', { query: { state, page, pageSize: TRADE_INVOICES_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    meta: { private: true },
  });
}
