import { queryOptions } from '@tanstack/react-query';
import type { TradeAccount } from '../../shared/schemas/trade';
import { apiGet } from './api-client';

export const tradeAccountKey = ['trade', 'account'] as const;

/**
 * GET /api/trade/account: the signed-in customer's trade account (null before they apply). One
 * person's data: dropped when someone else signs in.
 */
export const tradeAccountQuery = queryOptions({
  queryKey: tradeAccountKey,
  queryFn: ({ signal }) => apiGet<{ account: TradeAccount | null }>('/api/trade/account', { signal }),
  staleTime: 60 * 1000,
  meta: { private: true },
});
