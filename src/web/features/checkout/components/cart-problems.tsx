import { ArrowLeft, CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/routes';
import type { CartView } from '../../../../shared/schemas/cart';

/** Lines of the cart that cannot be ordered as they are (stock, minimum, no longer sold), each with the shop's message. */
export function CartProblems({ cart }: { cart: CartView }) {
  const problems = cart.lines.filter((line) => line.problem);
  if (problems.length === 0) return null;
  return (
    <div role="alert" className="mb-6 flex items-start gap-3 rounded-box border border-error/40 bg-error/5 px-4 py-3 text-sm">
      <CircleAlert aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-error" />
      <div className="flex min-w-0 flex-col gap-2">
        <p className="font-semibold text-error">Some products in your cart cannot be ordered as they are:</p>
        <ul className="list-disc pl-5">
          {problems.map((line) => (
            <li key={line.productId}>
              <span className="font-semibold">{line.name}</span>: {line.problem}
            </li>
          ))}
        </ul>
        <Link to={paths.cart} className="link link-primary inline-flex items-center gap-1 font-semibold">
          <ArrowLeft aria-hidden="true" size={14} />
          Back to your cart to change them
        </Link>
      </div>
    </div>
  );
}
