import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Suggestions } from '../../../../shared/schemas/discovery';
import { apiGet } from '../../../lib/api-client';
import { discoveryKeys } from './discovery-keys';
import { retryUnlessRefused } from './no-retry-on-bad-request';

/** Suggestions start with the second character typed. */
export const SUGGEST_FROM_LENGTH = 2;

/** GET /api/search/suggestions?q=: products and categories for what is being typed. */
export function useSuggestions(q: string) {
  return useQuery({
    queryKey: discoveryKeys.suggestions(q),
    queryFn: ({ signal }) => apiGet<Suggestions>('/api/search/suggestions', { query: { q }, signal }),
    enabled: q.length >= SUGGEST_FROM_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: retryUnlessRefused,
  });
}
