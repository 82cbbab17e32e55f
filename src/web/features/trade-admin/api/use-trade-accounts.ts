import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TRADE_ACCOUNTS_PAGE_SIZE, type TradeAccountAdmin, type TradeAccountStatus } from '../../../../shared/schemas/trade';
import type { Page } from '../../../../shared/schemas/common';
import { apiGet } from '../../../lib/api-client';
import { tradeAdminKeys } from './trade-admin-keys';

/** GET /api/admin/trade-accounts (admins): one page of the trade accounts in one status. */
export function useTradeAccounts(status: TradeAccountStatus, page: number) {
  return useQuery({
    queryKey: tradeAdminKeys.accountPage(status, page),
    queryFn: ({ signal }) => apiGet<Page<TradeAccountAdmin>>('/api/admin/trade-accounts', { query: { status, page, pageSize: TRADE_ACCOUNTS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    meta: { private: true },
  });
}
