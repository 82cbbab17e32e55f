import { useQuery } from '@tanstack/react-query';
import type { Quote } from '../../../../shared/schemas/quotes';
import { ApiError } from '../../../lib/api-error';
import { apiGet } from '../../../lib/api-client';
import { quoteKeys, quoteUrl } from './quote-keys';

/** A quote that does not exist (or is another customer's) stays so: no point asking again. */
function retryUnlessMissing(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 3;
}

/**
 * GET /api/quotes/:id: one of my quotes with its lines, the prices quoted and what each piece
 * costs today. `enabled` false while the id is not known yet.
 */
export function useQuote(id: string, enabled = true) {
  return useQuery({
    queryKey: quoteKeys.one(id),
    queryFn: ({ signal }) => apiGet<Quote>(quoteUrl(id), { signal }),
    enabled: enabled && id !== '',
    retry: retryUnlessMissing,
    meta: { private: true },
  });
}
