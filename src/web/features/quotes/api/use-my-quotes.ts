import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { QUOTES_PAGE_SIZE, type QuotePage } from '../../../../shared/schemas/quotes';
import { apiGet } from '../../../lib/api-client';
import { quoteKeys } from './quote-keys';

/** GET /api/quotes/mine: one page of the signed-in customer's quotes, newest first. */
export function useMyQuotes(page: number) {
  return useQuery({
    queryKey: quoteKeys.mine(page),
    queryFn: ({ signal }) => apiGet<QuotePage>('/api/quotes/mine', { query: { page, pageSize: QUOTES_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    meta: { private: true },
  });
}
