import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { QUOTES_PAGE_SIZE, type QuotePage, type QuoteStatus } from '../../../../shared/schemas/quotes';
import { apiGet } from '../../../lib/api-client';
import { adminQuoteKeys } from './admin-quote-keys';

/** GET /api/admin/quotes (admins): one page of quotes, of one status or all (`undefined`). */
export function useAdminQuotes(status: QuoteStatus | undefined, page: number) {
  return useQuery({
    queryKey: adminQuoteKeys.page(status, page),
    queryFn: ({ signal }) => apiGet<QuotePage>('/api/admin/quotes', { query: { status, page, pageSize: QUOTES_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    meta: { private: true },
  });
}
