import { ArrowLeft, CircleAlert } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { paths, quotePath } from '../../../../shared/routes';

/** Why the order was not placed (or cannot be reviewed), with the way back to the cart when a line must change, or to the quote being ordered. */
export interface CheckoutProblem {
  message: string;
  /** A cart line must change (stock, minimum, no longer sold): link back to the cart. */
  toCart: boolean;
  /** Ordering a quote that cannot be ordered (expired, already ordered …): link back to it. */
  toQuote?: { id: string; number: string };
}

export function CheckoutProblemAlert({ problem, id, ref }: { problem: CheckoutProblem; id: string; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} id={id} role="alert" tabIndex={-1} className="flex items-start gap-2.5 rounded-field border border-error/40 bg-error/5 px-4 py-3 text-sm font-medium text-error focus:outline-2 focus:outline-offset-2 focus:outline-error">
      <CircleAlert aria-hidden="true" size={18} className="mt-px shrink-0" />
      <div className="flex min-w-0 flex-col gap-2">
        <p>{problem.message}</p>
        {problem.toQuote && (
          <Link to={quotePath(problem.toQuote.id)} className="link inline-flex items-center gap-1 font-semibold">
            <ArrowLeft aria-hidden="true" size={14} />
            Back to quote {problem.toQuote.number}
          </Link>
        )}
        {problem.toCart && (
          <Link to={paths.cart} className="link inline-flex items-center gap-1 font-semibold">
            <ArrowLeft aria-hidden="true" size={14} />
            Back to your cart to change it
          </Link>
        )}
      </div>
    </div>
  );
}
