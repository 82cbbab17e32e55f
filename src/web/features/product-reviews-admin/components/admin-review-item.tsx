import { Eye, EyeOff, MessageSquareReply } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { productPath } from '../../../../shared/discovery';
import { PRODUCT_REVIEW_REPLY_MAX } from '../../../../shared/product-reviews';
import type { AdminProductReview, ProductReviewModeration } from '../../../../shared/schemas/product-reviews';
import { StarRating } from '../../../components/ui/star-rating';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toasts';
import { useModerateProductReview } from '../api/use-admin-product-reviews';
import { useShopDays } from '../../../lib/use-shop-days';


/** One review for admins: its product, stars and words; hide or show it, and the shop's reply. */
export function AdminReviewItem({ review }: { review: AdminProductReview }) {
  const { dayOf } = useShopDays();
  const moderate = useModerateProductReview();
  const [replying, setReplying] = useState(false);
  const [reply, setReply] = useState(review.reply ?? '');
  const replyId = useId();
  const subject = `the review by ${review.authorName} of ${review.product.name}`;
  const openReply = () => {
    setReply(review.reply ?? '');
    setReplying(true);
  };

  const change = (next: ProductReviewModeration, done: string, after?: () => void) =>
    moderate.mutate(
      { id: review.id, change: next },
      {
        onSuccess: () => {
          toast.success(done);
          after?.();
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  return (
    <li className={`flex flex-col gap-2 px-4 py-4 ${review.hidden ? 'bg-base-200/70' : ''}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link to={productPath(review.product)} className="link font-semibold link-hover">
          {review.product.name}
        </Link>
        {review.hidden && <span className="badge badge-neutral badge-sm">Hidden</span>}
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating rating={review.rating} size={16} />
        {review.title && <p className="font-bold">{review.title}</p>}
      </div>
      <p className="text-sm text-base-content/75">
        {review.authorName} · <time dateTime={review.createdAt}>{dayOf(review.createdAt)}</time>
        {review.verifiedPurchase ? ' · Verified purchase' : ''}
      </p>
      <p className="whitespace-pre-line">{review.body}</p>
      {review.reply && !replying && (
        <div className="rounded-box border-l-4 border-primary bg-base-200 px-4 py-2 text-sm">
          <p className="font-bold">Your reply</p>
          <p className="whitespace-pre-line">{review.reply}</p>
        </div>
      )}
      {replying ? (
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            change({ reply }, 'Reply saved; it shows under the review.', () => setReplying(false));
          }}
        >
          <label htmlFor={replyId} className="text-sm font-semibold">
            Reply to {review.authorName}
          </label>
          {/* Opened by the admin's own click: the field takes the focus, as the button it replaces is gone. */}
          <textarea id={replyId} rows={3} maxLength={PRODUCT_REVIEW_REPLY_MAX} required autoFocus className="textarea w-full" value={reply} onChange={(event) => setReply(event.target.value)} />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn btn-primary btn-sm" disabled={moderate.isPending}>
              Save reply
            </button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setReplying(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-outline btn-sm" disabled={moderate.isPending} aria-label={`${review.hidden ? 'Show' : 'Hide'} ${subject}`} onClick={() => change({ hidden: !review.hidden }, review.hidden ? 'The review is on the product page again.' : 'The review is hidden and counts in no average.')}>
            {review.hidden ? <Eye aria-hidden="true" size={16} /> : <EyeOff aria-hidden="true" size={16} />}
            {review.hidden ? 'Show' : 'Hide'}
          </button>
          <button type="button" className="btn btn-outline btn-sm" aria-label={`${review.reply ? 'Edit the reply to' : 'Reply to'} ${subject}`} onClick={openReply}>
            <MessageSquareReply aria-hidden="true" size={16} />
            {review.reply ? 'Edit reply' : 'Reply'}
          </button>
          {review.reply && (
            <button type="button" className="btn btn-ghost btn-sm" disabled={moderate.isPending} aria-label={`Remove the reply to ${subject}`} onClick={() => change({ reply: null }, 'Reply removed.', () => setReply(''))}>
              Remove reply
            </button>
          )}
        </div>
      )}
    </li>
  );
}
