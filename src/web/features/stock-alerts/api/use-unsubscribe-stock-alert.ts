import { useMutation } from '@tanstack/react-query';
import type { MessageReply } from '../../../../shared/schemas/common';
import type { StockAlertUnsubscribe } from '../../../../shared/schemas/stock-alerts';
import { apiPost } from '../../../lib/api-client';

/** POST /api/stock-alerts/unsubscribe: cancels the back-in-stock alert of an emailed link. */
export function useUnsubscribeStockAlert() {
  return useMutation({
    mutationFn: (body: StockAlertUnsubscribe) => apiPost<MessageReply>('/api/stock-alerts/unsubscribe', body),
  });
}
