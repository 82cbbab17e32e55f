import { useMutation } from '@tanstack/react-query';
import type { TestCard } from '../../../../shared/schemas/payments';
import { apiPost } from '../../../lib/api-client';

export interface PaymentResult {
  message: string;
  transactionId: string;
}

/** POST /api/payments/:paymentId/test-card: the built-in test mode; 402 "Your card was declined." */
export function usePayWithTestCard(paymentId: string) {
  return useMutation({
    mutationFn: (card: TestCard) => apiPost<PaymentResult>(`/api/payments/${encodeURIComponent(paymentId)}/test-card`, card),
  });
}
