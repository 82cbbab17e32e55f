import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { CheckoutRequest } from '../../../../shared/schemas/checkout';
import type { Order } from '../../../../shared/schemas/orders';
import { apiPost } from '../../../lib/api-client';
import { cartKey } from '../../../lib/cart-query';
import { checkoutKeys, ORDERS_KEY, QUOTES_KEY } from './checkout-keys';

function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface PlacedCheckout {
  message: string;
  order: Order;
}

/**
 * POST /api/checkout: places the reviewed cart as one order. The same order sent again (a double
 * click, a retry after a lost answer) carries the same Idempotency-Key, so the shop answers the
 * first order instead of placing a second; a changed order (another slot, a new review) gets a
 * new key. Afterwards the cart, the orders, the saved addresses and the slots are asked again.
 */
export function usePlaceCheckout() {
  const client = useQueryClient();
  const attempt = useRef<{ body: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (request: CheckoutRequest) => {
      const body = JSON.stringify(request);
      if (attempt.current?.body !== body) attempt.current = { body, key: randomKey() };
      return apiPost<PlacedCheckout>('/api/checkout', request, { headers: { 'idempotency-key': attempt.current.key } });
    },
    onSuccess: () => {
      attempt.current = null;
      client.removeQueries({ queryKey: checkoutKeys.quotes });
      // Not waited for: the page moves on to the payment or the confirmation at once.
      for (const queryKey of [cartKey, ORDERS_KEY, checkoutKeys.addresses, checkoutKeys.deliveryOptions]) void client.invalidateQueries({ queryKey });
      // An ordered quote reads as such wherever it is shown next (not asked again here: the page moves on).
      void client.invalidateQueries({ queryKey: QUOTES_KEY, refetchType: 'none' });
    },
  });
}
