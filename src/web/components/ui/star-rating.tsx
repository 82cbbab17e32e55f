import { Star } from 'lucide-react';
import { MAX_RATING, ratingLabel } from '../../../shared/reviews';

/** A rating as filled stars out of 5, announced as "Rated N out of 5". */
export function StarRating({ rating, size = 18 }: { rating: number; size?: number }) {
  const stars = Array.from({ length: MAX_RATING }, (_, index) => index < rating);
  return (
    <div role="img" aria-label={ratingLabel(rating)} className="flex items-center gap-0.5">
      {stars.map((filled, index) => (
        <Star
          key={index}
          aria-hidden="true"
          size={size}
          strokeWidth={1.75}
          className={filled ? 'fill-star text-star' : 'fill-base-300 text-base-300'}
        />
      ))}
    </div>
  );
}
