import { ProductAddToCart } from '../../features/cart/components/product-add-to-cart';
import { ProductPage } from '../../features/discovery/pages/product-page';
import type { ProductDetails } from '../../../shared/schemas/discovery';
import { AddToListButton } from '../../features/project-lists/trigger/add-to-list-button';
import { NotFoundContent } from '../not-found-content';

/** The cart's "Add to cart" and the job-site lists' "Add to list". */
function BuyActions({ product }: { product: ProductDetails }) {
  return (
    <>
      <ProductAddToCart product={product} />
      <AddToListButton product={product} size="page" />
    </>
  );
}

/**
 * /product/:idOrSlug: the discovery feature's product page, with the cart's "Add to cart", the
 * job-site lists' "Add to list" and the app's "Page not found" for unknown products.
 */
export default function ProductRoute() {
  return <ProductPage NotFound={NotFoundContent} BuyAction={BuyActions} />;
}
