import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Suggestions } from '../../../../shared/schemas/discovery';
import { ApiError } from '../../../lib/api-error';
import { apiGet } from '../../../lib/api-client';
import { quoteKeys } from './quote-keys';

/** Products are offered from the second character typed, as in the navbar's search. */
export const SUGGEST_FROM_LENGTH = 2;

/** GET /api/search/suggestions?q=: the products whose names or part numbers match what is typed. */
export function useProductSuggestions(q: string) {
  return useQuery({
    queryKey: quoteKeys.products(q),
    queryFn: ({ signal }) => apiGet<Suggestions>('/api/search/suggestions', { query: { q }, signal }),
    enabled: q.length >= SUGGEST_FROM_LENGTH,
    select: (suggestions) => suggestions.products,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: (failureCount, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 3,
  });
}
