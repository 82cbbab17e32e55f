import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Quote, QuoteAnswer } from '../../../../shared/schemas/quotes';
import { apiPost } from '../../../lib/api-client';
import { adminQuoteKeys, adminQuoteUrl } from './admin-quote-keys';

export interface QuoteDecisionReply {
  message: string;
  quote: Quote;
}

/** POST /api/admin/quotes/:id/answer (admins): a price per line, valid until a day; the customer is emailed. */
export function useAnswerQuote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: QuoteAnswer }) => apiPost<QuoteDecisionReply>(`${adminQuoteUrl(id)}/answer`, answer),
    onSettled: () => client.invalidateQueries({ queryKey: adminQuoteKeys.all }),
  });
}

/** POST /api/admin/quotes/:id/decline (admins): no prices, with the reason emailed to the customer. */
export function useDeclineQuote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => apiPost<QuoteDecisionReply>(`${adminQuoteUrl(id)}/decline`, { reason }),
    onSettled: () => client.invalidateQueries({ queryKey: adminQuoteKeys.all }),
  });
}
