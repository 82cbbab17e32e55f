import { ShoppingCart } from 'lucide-react';
import { isOutOfStock } from '../../../../shared/catalog';
import { useHydrated } from '../../../lib/use-hydrated';
import { useAddToCart } from '../use-add-to-cart';

export interface CartProduct {
  id: string;
  name: string;
  minOrderQuantity: number;
  availableQuantity: number;
}

/**
 * A product card's primary action, "Add to cart": adds the product's minimum order (nothing for a
 * product that is out of stock, whose card says so instead). It fills the row it is given.
 */
export function AddToCartButton({ product }: { product: CartProduct }) {
  const { add, isPending } = useAddToCart();
  const hydrated = useHydrated();
  if (isOutOfStock(product)) return null;
  return (
    <button
      type="button"
      className="btn btn-primary btn-sm min-w-0 flex-1 gap-1 px-2 whitespace-nowrap sm:btn-md sm:gap-2"
      aria-disabled={hydrated && !isPending ? undefined : true}
      onClick={() => !isPending && hydrated && add(product.id, product.minOrderQuantity)}
    >
      {isPending ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : <ShoppingCart aria-hidden="true" size={16} className="shrink-0" />}
      Add to cart<span className="sr-only"> {product.name}</span>
    </button>
  );
}
