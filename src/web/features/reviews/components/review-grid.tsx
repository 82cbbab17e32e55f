import type { Review } from '../../../../shared/schemas/reviews';
import { ReviewCard } from './review-card';

const GRID = 'grid gap-6 md:grid-cols-2 lg:grid-cols-3';

export function ReviewGrid({ reviews, headingLevel, clamp }: { reviews: Review[]; headingLevel?: 'h2' | 'h3'; clamp?: boolean }) {
  return (
    <ul className={GRID} aria-label="Reviews">
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewCard review={review} headingLevel={headingLevel} clamp={clamp} />
        </li>
      ))}
    </ul>
  );
}

export function ReviewGridSkeleton({ count }: { count: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading reviews…</span>
      <div className={`${GRID} motion-safe:animate-pulse`} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className="card border border-base-300 bg-base-100 p-6">
            <div className="flex items-center gap-3">
              <div className="skeleton h-12 w-12 rounded-full" />
              <div className="flex flex-1 flex-col gap-2">
                <div className="skeleton h-4 w-1/2" />
                <div className="skeleton h-3 w-1/3" />
              </div>
            </div>
            <div className="skeleton mt-5 h-4 w-28" />
            <div className="skeleton mt-4 h-4 w-full" />
            <div className="skeleton mt-2 h-4 w-5/6" />
            <div className="skeleton mt-2 h-4 w-2/3" />
          </div>
        ))}
      </div>
    </div>
  );
}
