import { useNavigate } from 'react-router';
import { paths } from '../../../shared/routes';
import { isUnauthorized } from '../../lib/api-error';
import { toast } from '../../lib/toasts';
import { cartChangeError, useChangeCart } from './api/use-change-cart';
import { showCartToast } from './components/cart-toast';

/**
 * "Add to cart": `quantity` more pieces of a product in the cart, then the toast "Added to cart"
 * with a link to the cart; when the shop refuses (stock, minimum, a full cart) its message.
 */
export function useAddToCart() {
  const change = useChangeCart();
  const navigate = useNavigate();
  const add = (productId: string, quantity: number) =>
    change.mutate(
      { kind: 'add', productId, quantity },
      {
        onSuccess: () => showCartToast({ message: 'Added to cart.', onOpenCart: () => void navigate(paths.cart) }),
        onError: (error) => {
          if (!isUnauthorized(error)) toast.error(cartChangeError(error));
        },
      },
    );
  return { add, isPending: change.isPending };
}
