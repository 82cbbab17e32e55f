import { BadgeCheck, Store } from 'lucide-react';
import type { ProductReview } from '../../../../shared/schemas/product-reviews';
import { StarRating } from '../../../components/ui/star-rating';
import { useShopDays } from '../../../lib/use-shop-days';


/** One review on the product page: stars, title, who and when, "Verified purchase", the words and the shop's reply. */
export function ProductReviewItem({ review, shopName }: { review: ProductReview; shopName: string }) {
  const { dayOf } = useShopDays('long');
  return (
    <article className="flex flex-col gap-2 py-5 first:pt-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating rating={review.rating} size={16} />
        {review.title && <h3 className="font-bold">{review.title}</h3>}
      </div>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-base-content/75">
        <span className="font-semibold text-base-content">{review.authorName}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={review.createdAt}>{dayOf(review.createdAt)}</time>
        {review.verifiedPurchase && (
          <span className="inline-flex items-center gap-1 font-semibold text-base-content">
            <BadgeCheck aria-hidden="true" size={16} className="text-success" />
            Verified purchase
          </span>
        )}
      </p>
      <p className="whitespace-pre-line text-base-content/85">{review.body}</p>
      {review.reply && (
        <div className="mt-1 rounded-box border-l-4 border-primary bg-base-200 px-4 py-3">
          <p className="flex items-center gap-1.5 text-sm font-bold">
            <Store aria-hidden="true" size={16} />
            Reply from {shopName}
          </p>
          <p className="mt-1 text-sm whitespace-pre-line text-base-content/85">{review.reply}</p>
        </div>
      )}
    </article>
  );
}
