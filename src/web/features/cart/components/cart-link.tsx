import { ShoppingCart } from 'lucide-react';
import { NavLink } from 'react-router';
import { paths } from '../../../../shared/routes';
import { useCartCount } from '../use-cart';

/** "Cart, 3 items": the pieces in the cart, once known. */
export function cartLabel(count: number | undefined): string {
  if (count === undefined) return 'Cart';
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/**
 * The navbar's link to the cart with the number of pieces in it (the browser cart's for a
 * visitor, the account's for a customer). The server-rendered page shows the link without a number.
 */
export function CartLink() {
  const count = useCartCount();
  return (
    <NavLink to={paths.cart} aria-label={cartLabel(count)} className="btn btn-ghost gap-1 px-3">
      <ShoppingCart aria-hidden="true" size={22} />
      {count !== undefined && count > 0 && (
        <span aria-hidden="true" className="badge badge-primary badge-sm tabular-nums">
          {count}
        </span>
      )}
    </NavLink>
  );
}
