import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PRODUCT_REVIEWS_PAGE_SIZE } from '../../../../shared/product-reviews';
import type { MyProductReview, ProductReview, ProductReviewInput, ProductReviewPage } from '../../../../shared/schemas/product-reviews';
import { apiGet, apiPost } from '../../../lib/api-client';

/** Query keys of one product's reviews; under 'products', so a change of the product refreshes them too. */
export const productReviewKeys = {
  list: (productId: string) => ['products', 'reviews', productId] as const,
  mine: (productId: string) => ['products', 'my-review', productId] as const,
};

const reviewsPath = (productId: string) => `/api/products/${encodeURIComponent(productId)}/reviews`;

/** GET /api/products/:id/reviews: the summary and the reviews, newest first, a page at a time ("Show more reviews"). */
export function useProductReviews(productId: string) {
  return useInfiniteQuery({
    queryKey: productReviewKeys.list(productId),
    queryFn: ({ pageParam, signal }) => apiGet<ProductReviewPage>(reviewsPath(productId), { query: { page: pageParam, pageSize: PRODUCT_REVIEWS_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });
}

/** GET /api/products/:id/my-review (signed in): whether I may review it, and my review. */
export function useMyProductReview(productId: string, signedIn: boolean) {
  return useQuery({
    queryKey: productReviewKeys.mine(productId),
    queryFn: ({ signal }) => apiGet<MyProductReview>(`/api/products/${encodeURIComponent(productId)}/my-review`, { signal }),
    enabled: signedIn,
    meta: { private: true },
  });
}

/** POST /api/products/:id/reviews: the review, then the product (its average), its reviews and the lists it is on again. */
export function useWriteProductReview(productId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (review: ProductReviewInput) => apiPost<{ message: string; review: ProductReview }>(reviewsPath(productId), review),
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: ['products'] }), client.invalidateQueries({ queryKey: ['discovery'] })]);
    },
  });
}
