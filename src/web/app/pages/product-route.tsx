import { ProductAddToCart } from '../../features/cart/components/product-add-to-cart';
import { ProductPage } from '../../features/discovery/pages/product-page';
import { NotFoundContent } from '../not-found-content';

/**
 * /product/:idOrSlug: the discovery feature's product page, with the cart's "Add to cart" and the
 * app's "Page not found" for unknown products.
 */
export default function ProductRoute() {
  return <ProductPage NotFound={NotFoundContent} BuyAction={ProductAddToCart} />;
}
