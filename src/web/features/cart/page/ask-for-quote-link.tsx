import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/routes';
import { loginPath } from '../../../lib/login-path';

/** The quote request with the cart's lines on it (issue 15 §6); the cart stays as it is. */
export const QUOTE_FROM_CART = `${paths.newQuote}?from=cart`;

/**
 * "Ask for a quote" under the cart's summary: for larger orders, prices for this customer instead
 * of checking out now. A visitor signs in first (the cart merges on the way) and comes back to it.
 */
export function AskForQuoteLink({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="flex flex-col gap-1.5 border-t border-base-300 pt-4">
      <Link to={signedIn ? QUOTE_FROM_CART : loginPath(QUOTE_FROM_CART)} className="btn btn-outline btn-primary w-full" aria-describedby="cart-quote-hint">
        <FileText aria-hidden="true" size={18} />
        Ask for a quote
      </Link>
      <p id="cart-quote-hint" className="text-sm text-base-content/75">
        Ordering in bulk or for a job? We price these lines for you, valid until a day we name.
      </p>
    </div>
  );
}
