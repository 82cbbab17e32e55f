import { ShoppingCart } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { isOutOfStock } from '../../../../shared/catalog';
import { useHydrated } from '../../../lib/use-hydrated';
import { useAddToCart } from '../use-add-to-cart';
import type { CartProduct } from './add-to-cart-button';

/**
 * The product page's "Add to cart": a quantity that starts at the minimum order and the button.
 * The quantity is the page's when it hands one in (the page shows its price and line total).
 * The shop checks the quantity (whole, at least the minimum, in stock) and its message shows
 * when it refuses. Nothing for a product that is out of stock.
 */
interface ProductAddToCartProps {
  product: CartProduct;
  quantity?: string;
  onQuantityChange?: (quantity: string) => void;
  /** Shown under the field's hint (the page's line total). */
  below?: ReactNode;
}

export function ProductAddToCart({ product, quantity: given, onQuantityChange, below }: ProductAddToCartProps) {
  const { add, isPending } = useAddToCart();
  const hydrated = useHydrated();
  const [own, setOwn] = useState(String(product.minOrderQuantity));
  // The page may hold the quantity (it prices it); else the form keeps its own.
  const quantity = given ?? own;
  const setQuantity = onQuantityChange ?? setOwn;
  const id = useId();
  if (isOutOfStock(product)) return null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!hydrated || isPending) return;
    add(product.id, quantity.trim() === '' ? Number.NaN : Number(quantity));
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Add to cart" className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-quantity`} className="text-sm font-semibold">
        Quantity
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={`${id}-quantity`}
          type="number"
          inputMode="numeric"
          min={product.minOrderQuantity}
          max={Math.max(product.availableQuantity, product.minOrderQuantity)}
          step={1}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          aria-describedby={`${id}-hint`}
          className="input w-24"
        />
        <button type="submit" className="btn btn-primary btn-lg" aria-disabled={hydrated && !isPending ? undefined : true}>
          {isPending ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : <ShoppingCart aria-hidden="true" size={20} />}
          Add to cart
        </button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-base-content/70">
        At least {product.minOrderQuantity} pcs; {product.availableQuantity} pcs in stock.
      </p>
      {below}
    </form>
  );
}
