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
 * A product card's "Add to cart": adds the product's minimum order (nothing for a product that is
 * out of stock, whose card says so instead).
 */
export function AddToCartButton({ product }: { product: CartProduct }) {
  const { add, isPending } = useAddToCart();
  const hydrated = useHydrated();
  if (isOutOfStock(product)) return null;
  return (
    <button
      type="button"
      className="btn btn-primary"
      aria-disabled={hydrated && !isPending ? undefined : true}
      onClick={() => !isPending && hydrated && add(product.id, product.minOrderQuantity)}
    >
      {isPending ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : <ShoppingCart aria-hidden="true" size={18} />}
      Add to cart<span className="sr-only"> {product.name}</span>
    </button>
  );
}
