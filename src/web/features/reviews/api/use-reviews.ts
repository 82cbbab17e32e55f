import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReviewPage } from '../../../../shared/schemas/reviews';
import { apiGet } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

/**
 * GET /api/reviews: one page of reviews, newest first. Each review says whether the signed-in
 * person marked it helpful, so the pages are dropped (and asked again) when the user changes.
 */
export function useReviews(page: number, pageSize: number) {
  return useQuery({
    queryKey: reviewKeys.list(page, pageSize),
    queryFn: ({ signal }) => apiGet<ReviewPage>('/api/reviews', { query: { page, pageSize }, signal }),
    placeholderData: keepPreviousData,
    meta: { private: true },
  });
}
