import type { CartView } from '../../../shared/schemas/cart';
import { useSession } from '../../lib/use-session';
import { useCartPreview } from './api/use-cart-preview';
import { useServerCart } from './api/use-server-cart';
import { piecesIn, useBrowserCart } from './browser-cart';

/** Whose cart: nobody known yet (the session is being asked), a visitor's (in the browser) or a customer's (on the server). */
export type CartOwner = 'unknown' | 'visitor' | 'customer';

export function useCartOwner(): CartOwner {
  const session = useSession();
  if (!session.data) return 'unknown';
  return session.data.user ? 'customer' : 'visitor';
}

const EMPTY_CART: CartView = { revision: 0, lines: [], subtotal: 0, count: 0, notices: [] };

/** The cart as the shop prices it now, for whoever is using the shop, with the state of asking for it. */
export function useCart() {
  const owner = useCartOwner();
  const browserLines = useBrowserCart();
  const server = useServerCart(owner === 'customer');
  const preview = useCartPreview(browserLines, owner === 'visitor');
  if (owner === 'customer') return { owner, query: server, view: server.data };
  if (owner === 'visitor') return { owner, query: preview, view: browserLines.length === 0 ? EMPTY_CART : preview.data };
  return { owner, query: undefined, view: undefined };
}

/**
 * Pieces in the cart for the navbar: the browser cart's own count for a visitor (nothing to ask
 * the shop), the server cart's for a customer; undefined while not known.
 */
export function useCartCount(): number | undefined {
  const owner = useCartOwner();
  const browserLines = useBrowserCart();
  const server = useServerCart(owner === 'customer');
  if (owner === 'customer') return server.data?.count;
  if (owner === 'visitor') return piecesIn(browserLines);
  return undefined;
}
