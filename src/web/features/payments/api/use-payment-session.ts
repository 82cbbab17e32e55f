import { useQuery } from '@tanstack/react-query';
import type { PaymentSession } from '../../../../shared/schemas/payments';
import { apiPost } from '../../../lib/api-client';
import { paymentKeys } from './payment-keys';

/**
 * POST /api/orders/:id/payment: the server creates the payment for one of my unpaid orders (the
 * amount comes from the order). Asked once while the payment page is open (not again on focus or
 * reconnect), and dropped when the page closes; 409 when the order is no longer payable.
 */
export function usePaymentSession(orderId: string) {
  return useQuery({
    queryKey: paymentKeys.session(orderId),
    queryFn: () => apiPost<PaymentSession>(`/api/orders/${encodeURIComponent(orderId)}/payment`, {}),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    meta: { private: true },
  });
}
