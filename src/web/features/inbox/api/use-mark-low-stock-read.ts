import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LowStockInbox, LowStockNoticeReply } from '../../../../shared/schemas/stock-ledger';
import { apiPost } from '../../../lib/api-client';
import { lowStockKeys } from './low-stock-keys';

/** POST /api/admin/low-stock-notices/:id/read (admins): the notice leaves the inbox. */
export function useMarkLowStockRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiPost<LowStockNoticeReply>(`/api/admin/low-stock-notices/${encodeURIComponent(id)}/read`, {}),
    onSuccess: async ({ notice }) => {
      // The row leaves the list at once; the lists are then asked again.
      client.setQueriesData<LowStockInbox>({ queryKey: lowStockKeys.all }, (inbox) => {
        if (!inbox?.items.some((item) => item.id === notice.id)) return inbox;
        return { ...inbox, items: inbox.items.filter((item) => item.id !== notice.id), total: inbox.total - 1, unread: Math.max(0, inbox.unread - 1) };
      });
      await client.invalidateQueries({ queryKey: lowStockKeys.all });
    },
  });
}
