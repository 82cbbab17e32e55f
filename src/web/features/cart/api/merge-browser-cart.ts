import type { QueryClient } from '@tanstack/react-query';
import type { BrowserCartLine, CartView } from '../../../../shared/schemas/cart';
import { apiPost } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { cartKey, readCartAfter } from '../../../lib/cart-query';
import { writeBrowserCart } from '../browser-cart';

/**
 * POST /api/cart/merge: the visitor's browser cart goes into the account's cart (the shop adds
 * the quantities, keeps them within stock and says what it changed in `notices`); the browser
 * cart is emptied. A cart the shop refuses outright (4xx) is emptied too, since sending it again
 * cannot help; after a network failure it stays for the next try.
 * The merge's notices are returned for the caller to keep until the person dismisses them
 * (cart-notices.ts); the cart kept for the pages is the merged cart without them, as the shop's
 * own reading of the cart gives it, or a dismissed note would stay on the cart page.
 */
export async function mergeBrowserCart(client: QueryClient, lines: readonly BrowserCartLine[]): Promise<CartView> {
  const merging = apiPost<CartView>('/api/cart/merge', { lines });
  readCartAfter(merging);
  try {
    const view = await merging;
    writeBrowserCart([]);
    client.setQueryData(cartKey, { ...view, notices: [] });
    return view;
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 429) writeBrowserCart([]);
    throw error;
  }
}
