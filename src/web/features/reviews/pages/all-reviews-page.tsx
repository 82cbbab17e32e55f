import { Link } from 'react-router';
import { REVIEWS_PAGE_SIZE } from '../../../../shared/reviews';
import { paths } from '../../../../shared/routes';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pagination } from '../../../components/ui/pagination';
import { errorMessage } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePageParam } from '../../../lib/use-page-param';
import { useReviews } from '../api/use-reviews';
import { ReviewGrid, ReviewGridSkeleton } from '../components/review-grid';

/** SPEC §8 /allReview: all reviews, newest first, the page kept in the URL. */
export default function AllReviewsPage() {
  useDocumentTitle('Customer Reviews');
  const page = usePageParam();
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useReviews(page, REVIEWS_PAGE_SIZE);

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <header className="mb-10 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-widest text-primary uppercase">Reviews</p>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Customer Reviews</h1>
        </div>
        {data && data.total > 0 && (
          <p className="text-base-content/75">
            {data.total} {data.total === 1 ? 'review' : 'reviews'}
            {data.totalPages > 1 && ` · page ${data.page} of ${data.totalPages}`}
          </p>
        )}
      </header>
      {isPending ? (
        <ReviewGridSkeleton count={6} />
      ) : isError ? (
        <ErrorState title="We could not load the reviews" message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyState title={data.total === 0 ? 'No reviews yet' : 'There are no reviews on this page'}>
          {data.total > 0 && (
            <Link to={paths.allReviews} className="link link-primary">
              Go to the first page
            </Link>
          )}
        </EmptyState>
      ) : (
        <div aria-busy={isPlaceholderData} className={isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
          <ReviewGrid reviews={data.items} headingLevel="h2" />
        </div>
      )}
      {data && <Pagination page={page} totalPages={data.totalPages} />}
    </div>
  );
}
