import { useSearchParams } from 'react-router';
import type { AdminProductReviewQuery } from '../../../../shared/schemas/product-reviews';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminProductReviews } from '../api/use-admin-product-reviews';
import { AdminReviewItem } from '../components/admin-review-item';

type Shown = AdminProductReviewQuery['shown'];
const SHOWN: { value: Shown; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'visible', label: 'Visible' },
  { value: 'hidden', label: 'Hidden' },
];
const shownOf = (value: string | null): Shown => SHOWN.find((option) => option.value === value)?.value ?? 'all';

/**
 * Issue 38 §5, admins (/dashboard/product-reviews): what customers wrote about products, newest
 * first. Hide one (it leaves the product page and its average) or reply to it under the shop's name.
 */
export default function ProductReviewsAdminPage() {
  useDocumentTitle('Product reviews');
  const [params, setParams] = useSearchParams();
  const shown = shownOf(params.get('shown'));
  const reviews = useAdminProductReviews(shown);
  const total = reviews.data?.pages[0]?.total;
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <>
      <PageHeader eyebrow="Dashboard" title="Product reviews">
        {total === undefined ? '' : `${total} ${total === 1 ? 'review' : 'reviews'}. `}
        Customers review a product once it was delivered to them. Hide a review that breaks the rules, or reply under the shop’s name.
      </PageHeader>
      <div role="group" aria-label="Show" className="join mb-4">
        {SHOWN.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={shown === option.value}
            className={`btn join-item btn-sm ${shown === option.value ? 'btn-primary' : 'btn-outline'}`}
            onClick={() => setParams(option.value === 'all' ? {} : { shown: option.value }, { replace: true })}
          >
            {option.label}
          </button>
        ))}
      </div>
      {reviews.isPending ? (
        <Spinner label="Loading reviews…" className="min-h-40" />
      ) : reviews.isError ? (
        <ErrorState title="We could not load the reviews" message={errorMessage(reviews.error)} onRetry={() => void reviews.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={shown === 'hidden' ? 'No hidden reviews' : 'No product reviews yet'}>Customers can review a product once it has been delivered to them.</EmptyState>
      ) : (
        <>
          <ul aria-label="Product reviews" className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
            {items.map((review) => (
              <AdminReviewItem key={review.id} review={review} />
            ))}
          </ul>
          {reviews.hasNextPage && (
            <button type="button" className="btn btn-outline btn-sm mt-4" disabled={reviews.isFetchingNextPage} onClick={() => void reviews.fetchNextPage()}>
              Show more reviews
            </button>
          )}
        </>
      )}
    </>
  );
}
