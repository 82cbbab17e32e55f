import { queryOptions } from '@tanstack/react-query';
import type { CartView } from '../../shared/schemas/cart';
import { apiGet } from './api-client';

/**
 * The signed-in customer's cart (GET /api/cart), one query for every page that shows it (the
 * navbar's count, /cart, checkout). Whatever changes the cart on the server (a line, a merge,
 * "Order again") puts the answer it gets here with `setQueryData(cartKey, view)`.
 */
export const cartKey = ['cart'] as const;

let pending: Promise<unknown> = Promise.resolve();

/**
 * A change the cart must have taken before anyone reads it (the visitor's cart merged into the
 * account's at sign-in): the cart query waits for it, so a page opened right after signing in
 * (checkout) does not show the cart from before.
 */
export function readCartAfter(change: Promise<unknown>): void {
  const previous = pending;
  pending = Promise.all([previous, change.catch(() => undefined)]);
}

export const cartQuery = queryOptions({
  queryKey: cartKey,
  queryFn: async ({ signal }) => {
    await pending;
    return apiGet<CartView>('/api/cart', { signal });
  },
  // Every change made here comes back with the new cart: no need to ask again whenever a page
  // mounts (a focus or a reconnect still does, after 30 s, for changes made elsewhere).
  staleTime: 30 * 1000,
  meta: { private: true },
});
