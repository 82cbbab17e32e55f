import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchResult } from '../../../../shared/schemas/discovery';
import { apiGet } from '../../../lib/api-client';
import { discoveryKeys, type SearchRequest } from './discovery-keys';
import { retryUnlessRefused } from './no-retry-on-bad-request';

function searchPath(request: SearchRequest): string {
  const params = new URLSearchParams();
  if (request.q) params.set('q', request.q);
  if (request.category) params.set('category', request.category);
  if (request.sort) params.set('sort', request.sort);
  if (request.inStock) params.set('inStock', 'true');
  for (const filter of request.filters) params.append('f', filter);
  for (const brand of request.brands) params.append('brand', brand);
  if (request.price) params.set('price', request.price);
  params.set('page', String(request.page));
  params.set('pageSize', String(request.pageSize));
  return `/api/search?${params.toString()}`;
}

/** GET /api/search: one page of matches with the facet counts (the previous answer stays while the next loads). */
export function useSearch(request: SearchRequest) {
  return useQuery({
    queryKey: discoveryKeys.search(request),
    queryFn: ({ signal }) => apiGet<SearchResult>(searchPath(request), { signal }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}
