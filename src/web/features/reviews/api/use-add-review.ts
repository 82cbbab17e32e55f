import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review, ReviewInput } from '../../../../shared/schemas/reviews';
import { apiPost } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

/** POST /api/reviews (signed in). The new review shows first on the home page and /allReview. */
export function useAddReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (review: ReviewInput) => apiPost<{ message: string; review: Review }>('/api/reviews', review),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: reviewKeys.all });
    },
  });
}
