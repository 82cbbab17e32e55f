import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StockHistory } from '../../../../shared/schemas/stock-ledger';
import { apiGet } from '../../../lib/api-client';
import { stockLedgerKeys } from './stock-ledger-keys';

/** GET /api/admin/products/:id/stock-movements (admins): the product and one page of its stock history, newest first. */
export function useStockHistory(productId: string, page: number) {
  return useQuery({
    queryKey: stockLedgerKeys.history(productId, page),
    queryFn: ({ signal }) => apiGet<StockHistory>(`/api/admin/products/${encodeURIComponent(productId)}/stock-movements`, { query: { page }, signal }),
    placeholderData: keepPreviousData,
    meta: { private: true },
  });
}
