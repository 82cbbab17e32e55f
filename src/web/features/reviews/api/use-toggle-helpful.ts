import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { HelpfulState, Review, ReviewPage } from '../../../../shared/schemas/reviews';
import { apiDelete, apiPut } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

/** Changes one review wherever it is cached (home page, every /allReview page). */
function patchReview(client: QueryClient, reviewId: string, change: (review: Review) => Review): void {
  client.setQueriesData<ReviewPage>({ queryKey: reviewKeys.all }, (page) =>
    page ? { ...page, items: page.items.map((review) => (review.id === reviewId ? change(review) : review)) } : page,
  );
}

function cachedState(client: QueryClient, reviewId: string): HelpfulState | undefined {
  for (const [, page] of client.getQueriesData<ReviewPage>({ queryKey: reviewKeys.all })) {
    const review = page?.items.find((item) => item.id === reviewId);
    if (review) return { helpfulCount: review.helpfulCount, likedByMe: review.likedByMe };
  }
  return undefined;
}

/**
 * PUT (mark helpful) or DELETE (take it back) /api/reviews/:id/helpful. The card changes at once;
 * the server's count then replaces the guess, and a failure puts the old state back.
 */
export function useToggleHelpful(reviewId: string) {
  const client = useQueryClient();
  const url = `/api/reviews/${encodeURIComponent(reviewId)}/helpful`;
  return useMutation({
    mutationFn: (helpful: boolean) => (helpful ? apiPut<HelpfulState>(url, {}) : apiDelete<HelpfulState>(url)),
    onMutate: async (helpful) => {
      await client.cancelQueries({ queryKey: reviewKeys.all });
      const before = cachedState(client, reviewId);
      patchReview(client, reviewId, (review) =>
        review.likedByMe === helpful ? review : { ...review, likedByMe: helpful, helpfulCount: Math.max(0, review.helpfulCount + (helpful ? 1 : -1)) },
      );
      return { before };
    },
    onSuccess: (state) => patchReview(client, reviewId, (review) => ({ ...review, ...state })),
    onError: async (_error, _helpful, context) => {
      const before = context?.before;
      if (before) patchReview(client, reviewId, (review) => ({ ...review, ...before }));
      await client.invalidateQueries({ queryKey: reviewKeys.all });
    },
  });
}
