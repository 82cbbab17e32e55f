import { ThumbsUp } from 'lucide-react';
import { toast } from '../../../lib/toasts';
import { useLocation, useNavigate } from 'react-router';
import { reviewMessages } from '../../../../shared/reviews';
import type { Review } from '../../../../shared/schemas/reviews';
import { errorMessage, isUnauthorized } from '../../../lib/api-error';
import { loginPath } from '../../../lib/login-path';
import { useSession } from '../../../lib/use-session';
import { useToggleHelpful } from '../api/use-toggle-helpful';

const SIGN_IN_TOAST = 'sign-in-to-like';

/**
 * "Helpful" with the number of people who found the review helpful (SPEC §3). Signed in, it
 * toggles the person's like (aria-pressed); a visitor is asked to sign in and come back here.
 */
export function HelpfulButton({ review }: { review: Pick<Review, 'id' | 'helpfulCount' | 'likedByMe'> }) {
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const toggle = useToggleHelpful(review.id);
  const navigate = useNavigate();
  const location = useLocation();
  const liked = signedIn && review.likedByMe;

  const askToSignIn = () => {
    const to = loginPath(location.pathname + location.search);
    toast.error(
      <span>
        <span>{reviewMessages.signInToLike}</span>{' '}
        <a
          href={to}
          className="link font-semibold"
          onClick={(event) => {
            event.preventDefault();
            toast.dismiss(SIGN_IN_TOAST);
            void navigate(to);
          }}
        >
          Sign in
        </a>
      </span>,
      { id: SIGN_IN_TOAST },
    );
  };

  const onClick = () => {
    if (session.isPending || toggle.isPending) return;
    if (!signedIn) {
      askToSignIn();
      return;
    }
    toggle.mutate(!review.likedByMe, {
      onError: (error) => {
        if (!isUnauthorized(error)) toast.error(errorMessage(error));
      },
    });
  };

  return (
    <button
      type="button"
      aria-pressed={liked}
      aria-disabled={toggle.isPending || undefined}
      title={signedIn ? (liked ? 'You found this helpful. Click to take it back.' : 'Mark this review as helpful') : undefined}
      className={`btn btn-sm gap-1.5 ${liked ? 'btn-primary' : 'btn-ghost'}`}
      onClick={onClick}
    >
      <ThumbsUp aria-hidden="true" size={16} className={liked ? 'fill-current' : ''} />
      Helpful
      <span className={`badge badge-sm tabular-nums ${liked ? 'border-primary-content/30 bg-primary-content/15 text-primary-content' : 'border-base-300 bg-base-200'}`}>
        {review.helpfulCount}
      </span>
    </button>
  );
}
