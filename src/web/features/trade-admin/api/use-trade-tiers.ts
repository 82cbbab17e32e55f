import { useQuery } from '@tanstack/react-query';
import type { TradeTier } from '../../../../shared/schemas/trade';
import { apiGet } from '../../../lib/api-client';
import { tradeAdminKeys } from './trade-admin-keys';

/** GET /api/admin/trade-tiers (admins): every price tier with the approved accounts in it. */
export function useTradeTiers() {
  return useQuery({
    queryKey: tradeAdminKeys.tiers,
    queryFn: ({ signal }) => apiGet<{ items: TradeTier[] }>('/api/admin/trade-tiers', { signal }),
    meta: { private: true },
  });
}
