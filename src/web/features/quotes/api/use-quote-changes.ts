import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Quote, QuoteRequest } from '../../../../shared/schemas/quotes';
import { apiPost } from '../../../lib/api-client';
import { quoteKeys, quoteUrl } from './quote-keys';

export interface QuoteReply {
  message: string;
  quote: Quote;
}

/** POST /api/quotes: a new quote request; the quote page opens with it (put in the cache). */
export function useRequestQuote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: QuoteRequest) => apiPost<QuoteReply>('/api/quotes', request),
    onSuccess: (reply) => {
      client.setQueryData(quoteKeys.one(reply.quote.id), reply.quote);
      return client.invalidateQueries({ queryKey: quoteKeys.all, predicate: (query) => query.queryKey[1] === 'mine' });
    },
  });
}

/** POST /api/quotes/:id/withdraw: the customer no longer wants it. */
export function useWithdrawQuote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiPost<QuoteReply>(`${quoteUrl(id)}/withdraw`, {}),
    onSuccess: (reply) => {
      client.setQueryData(quoteKeys.one(reply.quote.id), reply.quote);
      return client.invalidateQueries({ queryKey: quoteKeys.all, predicate: (query) => query.queryKey[1] === 'mine' });
    },
    // Refused (answered or ordered meanwhile): show the quote as it is now.
    onError: (_error, id) => client.invalidateQueries({ queryKey: quoteKeys.one(id) }),
  });
}
