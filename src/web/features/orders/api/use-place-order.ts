import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { Order, PlaceOrderRequest } from '../../../../shared/schemas/orders';
import { apiPost } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * POST /api/orders: the server takes the stock and computes every price; it answers with its
 * message. The same order sent again (a double click, a retry after a lost answer) carries the
 * same Idempotency-Key, so the server answers the first order instead of placing a second; a
 * changed order gets a new key.
 */
export function usePlaceOrder() {
  const client = useQueryClient();
  const attempt = useRef<{ body: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (order: PlaceOrderRequest) => {
      const body = JSON.stringify(order);
      if (attempt.current?.body !== body) attempt.current = { body, key: randomKey() };
      return apiPost<{ message: string; order: Order }>('/api/orders', order, { headers: { 'idempotency-key': attempt.current.key } });
    },
    onSuccess: async () => {
      attempt.current = null;
      await client.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
