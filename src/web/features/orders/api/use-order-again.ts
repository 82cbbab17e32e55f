import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartView } from '../../../../shared/schemas/cart';
import { apiPost } from '../../../lib/api-client';
import { cartKey } from '../../../lib/cart-query';

/**
 * POST /api/cart/from-order/:orderId (issue 14 §7): the lines of one of my orders go into my cart
 * (the shop's prices and stock of today; what it changed or left out is in `notices`).
 */
export function useOrderAgain() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => apiPost<CartView>(`/api/cart/from-order/${encodeURIComponent(orderId)}`, {}),
    scope: { id: 'cart' },
    onSuccess: (view) => client.setQueryData(cartKey, view),
  });
}
