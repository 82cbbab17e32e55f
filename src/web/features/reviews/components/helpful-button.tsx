import { ThumbsUp } from 'lucide-react';
import toast from 'react-hot-toast';
import { reviewMessages } from '../review-messages';

/**
 * "Helpful" with the number of people who found the review helpful. Liking needs an account;
 * until sign-in exists a visitor is told to sign in.
 */
export function HelpfulButton({ count }: { count: number }) {
  return (
    <button
      type="button"
      className="btn btn-ghost btn-sm gap-1.5"
      onClick={() => toast.error(reviewMessages.signInToLike, { id: 'sign-in-to-like' })}
    >
      <ThumbsUp aria-hidden="true" size={16} />
      Helpful
      <span className="badge badge-sm border-base-300 bg-base-200 tabular-nums">{count}</span>
    </button>
  );
}
