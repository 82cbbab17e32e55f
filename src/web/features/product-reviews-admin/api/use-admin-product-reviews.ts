import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProductReview, AdminProductReviewPage, AdminProductReviewQuery, ProductReviewModeration } from '../../../../shared/schemas/product-reviews';
import { apiGet, apiPatch } from '../../../lib/api-client';

const PAGE_SIZE = 20;
type Shown = AdminProductReviewQuery['shown'];

/** Query keys of the admins' product reviews. */
const adminReviewKeys = { all: ['admin-product-reviews'] as const, list: (shown: Shown) => ['admin-product-reviews', shown] as const };

/** GET /api/admin/product-reviews (admins): newest first, all, visible or hidden ones, a page at a time. */
export function useAdminProductReviews(shown: Shown) {
  return useInfiniteQuery({
    queryKey: adminReviewKeys.list(shown),
    queryFn: ({ pageParam, signal }) => apiGet<AdminProductReviewPage>('/api/admin/product-reviews', { query: { page: pageParam, pageSize: PAGE_SIZE, shown }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    meta: { private: true },
  });
}

/** PATCH /api/admin/product-reviews/:id (admins): hide or show, reply or take the reply away; the product's page follows. */
export function useModerateProductReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: ProductReviewModeration }) => apiPatch<AdminProductReview>(`/api/admin/product-reviews/${encodeURIComponent(id)}`, change),
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: adminReviewKeys.all }), client.invalidateQueries({ queryKey: ['products'] }), client.invalidateQueries({ queryKey: ['discovery'] })]);
    },
  });
}
