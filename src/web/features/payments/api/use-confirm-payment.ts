import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { PaymentResult } from './use-pay-with-test-card';

/** POST /api/payments/:paymentId/confirm (Stripe): after Stripe took the card, the server asks Stripe and settles. */
export function useConfirmPayment(paymentId: string) {
  return useMutation({
    mutationFn: () => apiPost<PaymentResult>(`/api/payments/${encodeURIComponent(paymentId)}/confirm`, {}),
  });
}
