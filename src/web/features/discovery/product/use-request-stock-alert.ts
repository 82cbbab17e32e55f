import { useMutation } from '@tanstack/react-query';
import type { MessageReply } from '../../../../shared/schemas/common';
import type { StockAlertRequest } from '../../../../shared/schemas/stock-alerts';
import { apiPost } from '../../../lib/api-client';

/** POST /api/products/:id/stock-alerts: "email me when it is back" (answers 201 { message }). */
export function useRequestStockAlert(productId: string) {
  return useMutation({
    mutationFn: (request: StockAlertRequest) => apiPost<MessageReply>(`/api/products/${encodeURIComponent(productId)}/stock-alerts`, request),
  });
}
