import { Star } from 'lucide-react';
import { averageLabel, type RatingSummary } from '../../../shared/product-reviews';
import { MAX_RATING } from '../../../shared/reviews';

/** "12 reviews". */
export function reviewCount(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/**
 * A product's average as five stars (the last one partly filled) and "4.5 (12)" (or `text`),
 * announced as "Rated 4.5 out of 5 from 12 reviews". `size` follows the place: small on cards,
 * larger on the page.
 */
export function AverageRating({ rating, size = 14, text, className = '' }: { rating: RatingSummary; size?: number; text?: string; className?: string }) {
  const stars = Array.from({ length: MAX_RATING }, (_, index) => Math.max(0, Math.min(1, rating.average - index)));
  return (
    <span role="img" aria-label={averageLabel(rating)} className={`inline-flex items-center gap-1 ${className}`}>
      <span aria-hidden="true" className="flex items-center">
        {stars.map((fill, index) => (
          <span key={index} className="relative inline-block" style={{ width: size, height: size }}>
            <Star size={size} strokeWidth={1.75} className="absolute inset-0 fill-base-300 text-base-300" />
            {fill > 0 && (
              <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${Math.round(fill * 100)}%` }}>
                <Star size={size} strokeWidth={1.75} className="fill-star text-star" />
              </span>
            )}
          </span>
        ))}
      </span>
      <span aria-hidden="true" className="text-xs font-semibold text-base-content/80 tabular-nums">
        {text ?? `${rating.average.toFixed(1)} (${rating.count})`}
      </span>
    </span>
  );
}
