import { MapPin, Quote } from 'lucide-react';
import type { Review } from '../../../../shared/schemas/reviews';
import { Avatar } from '../../../components/ui/avatar';
import { StarRating } from '../../../components/ui/star-rating';
import { HelpfulButton } from './helpful-button';
import { useShopDateFormat } from '../../../lib/use-shop-days';


interface ReviewCardProps {
  review: Review;
  headingLevel?: 'h2' | 'h3';
  clamp?: boolean;
}

/** Name, avatar, stars, comment (plain text), country, date and the Helpful button. */
export function ReviewCard({ review, headingLevel: Heading = 'h3', clamp = false }: ReviewCardProps) {
  const dateFormat = useShopDateFormat({ month: 'long', year: 'numeric' });
  return (
    <article className="card h-full border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-4 p-6">
        <div className="flex items-start justify-between gap-3">
          <div className="flex items-center gap-3">
            <Avatar name={review.name} picture={review.picture} />
            <div className="min-w-0">
              <Heading className="truncate font-bold">{review.name}</Heading>
              <p className="flex items-center gap-1 text-sm text-base-content/70">
                <MapPin aria-hidden="true" size={14} />
                {review.country}
              </p>
            </div>
          </div>
          <Quote aria-hidden="true" size={28} className="shrink-0 text-primary/20" />
        </div>
        <StarRating rating={review.rating} />
        <p className={`grow-0 whitespace-pre-line text-base-content/85 ${clamp ? 'line-clamp-5' : ''}`}>{review.comment}</p>
        <div className="mt-auto flex items-center justify-between gap-3 border-t border-base-300 pt-3">
          <time dateTime={review.createdAt} className="text-sm text-base-content/70">
            {dateFormat.format(new Date(review.createdAt))}
          </time>
          <HelpfulButton review={review} />
        </div>
      </div>
    </article>
  );
}
