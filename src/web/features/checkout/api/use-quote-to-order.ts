import { useQuery } from '@tanstack/react-query';
import type { Quote } from '../../../../shared/schemas/quotes';
import { apiGet } from '../../../lib/api-client';
import { quoteOf } from './checkout-keys';
import { retryUnlessRefused } from './retry-unless-refused';

/** GET /api/quotes/:id: the quote being ordered (its lines, prices and whether it can still be ordered). */
export function useQuoteToOrder(quoteId: string) {
  return useQuery({
    queryKey: quoteOf(quoteId),
    queryFn: ({ signal }) => apiGet<Quote>(`/api/quotes/${encodeURIComponent(quoteId)}`, { signal }),
    retry: retryUnlessRefused,
    meta: { private: true },
  });
}
