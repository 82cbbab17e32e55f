import CartPage from '../../features/cart/page/cart-page';
import { SaveCartAsList } from '../../features/project-lists/components/save-cart-as-list';

/** /cart: the cart feature's page, with the job-site lists' "Save as list" for signed-in customers. */
export default function CartRoute() {
  return <CartPage customerAction={<SaveCartAsList />} />;
}
