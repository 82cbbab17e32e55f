import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { productReviewMessages } from '../../../../shared/product-reviews';
import type { ProductReviewPage } from '../../../../shared/schemas/product-reviews';
import { AverageRating, reviewCount } from '../../../components/ui/average-rating';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { loginPath } from '../../../lib/login-path';
import { useSession } from '../../../lib/use-session';
import { useShopConfig } from '../../../lib/use-shop-config';
import { useMyProductReview, useProductReviews } from '../api/use-product-reviews';
import { ProductReviewItem } from './product-review-item';

/** The form (react-hook-form, the Zod schema and resolver) loads in its own chunk, once a customer opens it. */
const ProductReviewForm = lazy(() => import('./product-review-form').then((module) => ({ default: module.ProductReviewForm })));

/** How many gave each number of stars, as bars: "5 stars, 2 reviews". */
function StarBars({ summary }: { summary: ProductReviewPage }) {
  const most = Math.max(1, ...summary.stars.map((star) => star.count));
  return (
    <ul aria-label="Reviews by stars" className="flex flex-col gap-1.5">
      {summary.stars.map((star) => (
        <li key={star.rating} className="flex items-center gap-2 text-sm">
          <span className="w-12 shrink-0 tabular-nums">
            {star.rating} {star.rating === 1 ? 'star' : 'stars'}
          </span>
          <span aria-hidden="true" className="h-2.5 grow overflow-hidden rounded-full bg-base-300">
            <span className="block h-full rounded-full bg-star" style={{ width: `${(star.count / most) * 100}%` }} />
          </span>
          <span className="w-16 shrink-0 text-right text-base-content/75 tabular-nums">
            {star.count} <span className="sr-only">{star.count === 1 ? 'review' : 'reviews'}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Sign in, write a review (delivered customers, once), or why not. */
function WriteReview({ productId, productName }: { productId: string; productName: string }) {
  const location = useLocation();
  const session = useSession();
  const user = session.data?.user ?? null;
  const mine = useMyProductReview(productId, Boolean(user));
  const [open, setOpen] = useState(false);
  if (session.isPending) return null;
  if (!user) {
    return (
      <p className="text-sm text-base-content/80">
        {productReviewMessages.signIn}{' '}
        <Link to={loginPath(`${location.pathname}${location.search}`)} className="link font-semibold link-primary">
          Sign in
        </Link>
      </p>
    );
  }
  if (mine.isError) {
    return (
      <p className="text-sm text-base-content/80">
        We could not check whether you may review it.{' '}
        <button type="button" className="link font-semibold link-primary" onClick={() => void mine.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  if (!mine.data) return null;
  if (mine.data.eligibility !== 'can-review') return <p className="text-sm text-base-content/80">{mine.data.message}</p>;
  if (!open) {
    return (
      <div className="flex flex-col items-start gap-2">
        <p className="text-sm text-base-content/80">{mine.data.message}</p>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => setOpen(true)}>
          Write a review
        </button>
      </div>
    );
  }
  return (
    <Suspense fallback={<Spinner label="Opening the review form…" className="min-h-40" />}>
      <ProductReviewForm
        productId={productId}
        productName={productName}
        authorName={user.name}
        onDone={() => {
          setOpen(false);
          // The form is gone: the reviews, the new one first, are where the reader goes on.
          document.getElementById('reviews-heading')?.focus();
        }}
      />
    </Suspense>
  );
}

/**
 * Issue 38 §5, the product page's reviews: the average and how many gave each number of stars,
 * the reviews newest first ("Show more reviews"), and for a customer it was delivered to, the form.
 */
export function ProductReviewsSection({ productId, productName }: { productId: string; productName: string }) {
  const shop = useShopConfig();
  const reviews = useProductReviews(productId);
  const first = reviews.data?.pages[0];
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="mt-12 scroll-mt-24">
      <h2 id="reviews-heading" tabIndex={-1} className="mb-4 text-2xl font-extrabold tracking-tight focus:outline-none">
        Customer reviews
      </h2>
      {reviews.isPending ? (
        <Spinner label="Loading reviews…" className="min-h-32" />
      ) : reviews.isError ? (
        <ErrorState title="We could not load the reviews" message={errorMessage(reviews.error)} onRetry={() => void reviews.refetch()} />
      ) : (
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[20rem_1fr] lg:gap-10">
          <div className="flex flex-col gap-4 rounded-box border border-base-300 bg-base-100 p-5 shadow-sm">
            {first?.rating ? (
              <>
                <div className="flex items-center gap-3">
                  <span aria-hidden="true" className="text-4xl font-extrabold tabular-nums">
                    {first.rating.average.toFixed(1)}
                  </span>
                  <AverageRating rating={first.rating} size={20} text={reviewCount(first.rating.count)} />
                </div>
                <StarBars summary={first} />
              </>
            ) : (
              <p className="text-sm text-base-content/80">No reviews yet. Customers can review it once it has been delivered to them.</p>
            )}
            <div className="border-t border-base-300 pt-4">
              <WriteReview productId={productId} productName={productName} />
            </div>
          </div>
          {items.length > 0 && (
            <div className="flex flex-col">
              <div className="divide-y divide-base-300">
                {items.map((review) => (
                  <ProductReviewItem key={review.id} review={review} shopName={shop.name} />
                ))}
              </div>
              {reviews.hasNextPage && (
                <button type="button" className="btn btn-outline btn-sm mt-2 self-start" disabled={reviews.isFetchingNextPage} onClick={() => void reviews.fetchNextPage()}>
                  {reviews.isFetchingNextPage && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
                  Show more reviews
                </button>
              )}
            </div>
          )}
        </div>
      )}
    </section>
  );
}
