import { CircleCheck, ShoppingCart, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/routes';
import type { ListToCartReply } from '../../../../shared/schemas/project-lists';
import { errorMessage, isUnauthorized } from '../../../lib/api-error';
import { toast } from '../../../lib/toasts';
import { useListToCart } from '../api/use-project-list';

/** What "Add all to cart" did: how many went in, which did not and why, what was adjusted, and the way to the cart. */
function ListToCartResult({ reply }: { reply: ListToCartReply }) {
  const complete = reply.notAdded.length === 0 && reply.cart.notices.length === 0;
  const Icon = complete ? CircleCheck : TriangleAlert;
  return (
    <div className={`flex flex-col gap-2 rounded-box border p-4 text-sm ${complete ? 'border-success/40 bg-success/5' : 'border-warning bg-warning/10'}`}>
      <p className="flex items-start gap-2 font-semibold">
        <Icon aria-hidden="true" size={18} className={`mt-px shrink-0 ${complete ? 'text-success' : ''}`} />
        {reply.message}
      </p>
      {reply.notAdded.length > 0 && (
        <div>
          <p className="font-semibold">Not added:</p>
          <ul className="ml-5 list-disc">
            {reply.notAdded.map((line) => (
              <li key={line.productId}>{line.reason}</li>
            ))}
          </ul>
        </div>
      )}
      {reply.cart.notices.length > 0 && (
        <div>
          <p className="font-semibold">Changed on the way:</p>
          <ul className="ml-5 list-disc">
            {reply.cart.notices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </ul>
        </div>
      )}
      {reply.added > 0 && (
        <Link to={paths.cart} className="btn btn-primary btn-sm self-start">
          <ShoppingCart aria-hidden="true" size={16} />
          View cart
        </Link>
      )}
    </div>
  );
}

/**
 * "Add all to cart": every product of the list that can be ordered goes into the cart at once
 * (the shop decides what can: stock, minimum order, still sold); the answer shows under the button.
 */
export function ListToCart({ url, disabled = false }: { url: string; disabled?: boolean }) {
  const toCart = useListToCart(url);
  const [reply, setReply] = useState<ListToCartReply | null>(null);
  const onClick = () =>
    toCart.mutate(undefined, {
      onSuccess: setReply,
      onError: (error) => {
        if (!isUnauthorized(error)) toast.error(errorMessage(error));
      },
    });
  return (
    <div className="flex flex-col gap-3">
      <button type="button" className="btn btn-primary btn-lg w-full" disabled={disabled || toCart.isPending} onClick={onClick}>
        {toCart.isPending ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : <ShoppingCart aria-hidden="true" size={20} />}
        Add all to cart
      </button>
      {/* Always there, so what is put in it is read out. */}
      <div role="status">{reply && <ListToCartResult reply={reply} />}</div>
    </div>
  );
}
