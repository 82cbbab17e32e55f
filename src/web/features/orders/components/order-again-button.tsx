import { RotateCcw } from 'lucide-react';
import { useNavigate } from 'react-router';
import { paths } from '../../../../shared/routes';
import type { Order } from '../../../../shared/schemas/orders';
import { errorMessage, isUnauthorized } from '../../../lib/api-error';
import { toast } from '../../../lib/toasts';
import { useOrderAgain } from '../api/use-order-again';

/** "Order again" (issue 14 §7): the order's lines go into the cart in one click, and the cart opens. */
export function OrderAgainButton({ order, product }: { order: Pick<Order, 'id'>; product: string }) {
  const orderAgain = useOrderAgain();
  const navigate = useNavigate();
  const onClick = () =>
    orderAgain.mutate(order.id, {
      onSuccess: () => void navigate(paths.cart),
      onError: (error) => {
        if (!isUnauthorized(error)) toast.error(errorMessage(error));
      },
    });
  return (
    <button type="button" className="btn btn-outline btn-primary btn-xs sm:btn-sm" disabled={orderAgain.isPending} onClick={onClick}>
      {orderAgain.isPending ? <span className="loading loading-spinner loading-xs" aria-hidden="true" /> : <RotateCcw aria-hidden="true" size={16} />}
      Order again<span className="sr-only"> {product}</span>
    </button>
  );
}
