import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LowStockInbox } from '../../../../shared/schemas/stock-ledger';
import { apiGet } from '../../../lib/api-client';
import { lowStockKeys } from './low-stock-keys';

/** GET /api/admin/low-stock-notices (admins): one page of the products at or below their threshold whose notice nobody read, newest first. */
export function useLowStockNotices(page: number) {
  return useQuery({
    queryKey: lowStockKeys.list(page),
    queryFn: ({ signal }) => apiGet<LowStockInbox>('/api/admin/low-stock-notices', { query: { page }, signal }),
    placeholderData: keepPreviousData,
    meta: { private: true },
  });
}
