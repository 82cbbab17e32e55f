import { AddToCartButton } from '../../features/cart/components/add-to-cart-button';
import { ProductAddToCart } from '../../features/cart/components/product-add-to-cart';
import { useSavedAddresses } from '../../features/checkout/api/use-saved-addresses';
import { DeliveryPromise } from '../../features/discovery/product/delivery-promise';
import { useSession } from '../../lib/use-session';
import { ProductPage } from '../../features/discovery/pages/product-page';
import type { Product } from '../../../shared/schemas/catalog';
import type { ProductDetails } from '../../../shared/schemas/discovery';
import type { TypedQuantity } from '../../features/discovery/product/product-summary';
import { AddToListButton } from '../../features/project-lists/trigger/add-to-list-button';
import { CompareToggle } from '../../features/compare/components/compare-toggle';
import { NotFoundContent } from '../not-found-content';
import { ProductReviewsSection } from '../../features/reviews/product/product-reviews-section';

/** The cart's "Add to cart" (its quantity is the page's, which prices it), the job-site lists' "Add to list" and "Compare". */
function BuyActions({ product, quantity, onQuantityChange, lineTotal }: { product: ProductDetails } & TypedQuantity) {
  return (
    <>
      <ProductAddToCart product={product} quantity={quantity} onQuantityChange={onQuantityChange} below={lineTotal} />
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <AddToListButton product={product} size="page" />
        <CompareToggle product={product} size="page" />
      </div>
    </>
  );
}

/** When the product would arrive: at the postcode of the customer's newest saved address, or one typed in. */
function Delivery() {
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const addresses = useSavedAddresses(signedIn);
  const newest = addresses.data?.[0];
  const saved = session.isPending || (signedIn && addresses.isPending) ? undefined : newest ? { postcode: newest.postcode, city: newest.city } : null;
  return <DeliveryPromise saved={saved} />;
}

/** The reviews feature's product reviews: the average, the reviews, and the form for a customer it was delivered to. */
function Reviews({ product }: { product: ProductDetails }) {
  return <ProductReviewsSection productId={product.id} productName={product.name} />;
}

const addAccessoryToCart = (product: Product) => <AddToCartButton product={product} />;

/**
 * /product/:idOrSlug: the discovery feature's product page, with the cart's "Add to cart" (for "Goes with" too), the
 * job-site lists' "Add to list", the delivery promise, the product's reviews and the app's "Page
 * not found" for unknown products.
 */
export default function ProductRoute() {
  return <ProductPage NotFound={NotFoundContent} BuyAction={BuyActions} Delivery={Delivery} Reviews={Reviews} accessoryAction={addAccessoryToCart} />;
}
