import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { HOME_REVIEW_COUNT } from '../../../../shared/reviews';
import { paths } from '../../../../shared/routes';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { SectionHeading } from '../../../components/ui/section-heading';
import { errorMessage } from '../../../lib/api-error';
import { useReviews } from '../api/use-reviews';
import { ReviewGrid, ReviewGridSkeleton } from './review-grid';

/** SPEC §3.4 "What Our Customers Say": the 6 newest reviews. */
export function HomeReviewsSection() {
  const { data, isPending, isError, error, refetch } = useReviews(1, HOME_REVIEW_COUNT);
  return (
    <section aria-labelledby="reviews-heading" className="bg-base-200 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="reviews-heading" eyebrow="Reviews" title="What Our Customers Say">
          Electricians, builders and DIYers on tools that arrived on time and did the job.
        </SectionHeading>
        {isPending ? (
          <ReviewGridSkeleton count={HOME_REVIEW_COUNT} />
        ) : isError ? (
          <ErrorState title="We could not load the reviews" message={errorMessage(error)} onRetry={() => void refetch()} />
        ) : data.items.length === 0 ? (
          <EmptyState title="No reviews yet">Be the first to tell others about your order.</EmptyState>
        ) : (
          <ReviewGrid reviews={data.items} clamp />
        )}
        <div className="mt-12 text-center">
          <Link to={paths.allReviews} className="btn btn-outline btn-primary btn-lg">
            View All Reviews <ArrowRight aria-hidden="true" size={20} />
          </Link>
        </div>
      </div>
    </section>
  );
}
