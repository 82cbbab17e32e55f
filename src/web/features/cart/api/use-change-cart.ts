import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CartView } from '../../../../shared/schemas/cart';
import { errorMessage } from '../../../lib/api-error';
import { cartKey, cartQuery } from '../../../lib/cart-query';
import { sessionKey, type Session } from '../../../lib/session';
import { browserCartLines, withoutProduct, withQuantity, writeBrowserCart } from '../browser-cart';
import { deleteCartLine, putCartLine } from './put-cart-line';
import { cartPreviewKey, previewCart } from './preview-cart';

/** Add pieces to a line (a new line when the product is not in the cart), set a line's quantity, or remove it. */
export type CartChange = { kind: 'add' | 'set'; productId: string; quantity: number } | { kind: 'remove'; productId: string };

/** The shop would not take a change of a visitor's cart; the message is the shop's own. */
export class CartChangeRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CartChangeRefused';
  }
}

/** What to tell the person when a change of the cart failed: the shop's message. */
export function cartChangeError(error: unknown): string {
  return error instanceof CartChangeRefused ? error.message : errorMessage(error);
}

async function sendServerChange(client: QueryClient, change: CartChange): Promise<CartView> {
  if (change.kind === 'remove') return deleteCartLine(change.productId);
  let quantity = change.quantity;
  if (change.kind === 'add') {
    const cart = await client.ensureQueryData(cartQuery);
    quantity += cart.lines.find((line) => line.productId === change.productId)?.quantity ?? 0;
  }
  return putCartLine(change.productId, quantity);
}

/** The signed-in customer's cart on the server: PUT or DELETE the line; the answer is the cart now. */
async function changeServerCart(client: QueryClient, change: CartChange): Promise<void> {
  client.setQueryData(cartKey, await sendServerChange(client, change));
}

/**
 * A visitor's cart in the browser: the changed cart is priced by the shop first, and kept only
 * when the shop takes the changed line as it would in a signed-in cart (in stock, at least the
 * minimum, still sold); otherwise the shop's message is the error.
 */
async function changeBrowserCart(client: QueryClient, change: CartChange): Promise<void> {
  const lines = browserCartLines();
  if (change.kind === 'remove') return writeBrowserCart(withoutProduct(lines, change.productId));
  const current = lines.find((line) => line.productId === change.productId)?.quantity ?? 0;
  const next = withQuantity(lines, change.productId, change.kind === 'add' ? current + change.quantity : change.quantity);
  const view = await previewCart(next);
  const line = view.lines.find((item) => item.productId === change.productId);
  if (!line) throw new CartChangeRefused(view.notices[0] ?? 'This product is no longer sold.');
  if (line.problem) throw new CartChangeRefused(line.problem);
  client.setQueryData(cartPreviewKey(next), view);
  writeBrowserCart(next);
}

/**
 * Changes the cart of whoever is using the shop: the account's cart on the server when someone
 * is signed in, else the browser cart. Changes run one after another (a quick second click
 * adds to what the first one made).
 */
export function useChangeCart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: CartChange) => {
      const signedIn = Boolean(client.getQueryData<Session>(sessionKey)?.user);
      return signedIn ? changeServerCart(client, change) : changeBrowserCart(client, change);
    },
    scope: { id: 'cart' },
  });
}
