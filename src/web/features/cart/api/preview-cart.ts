import type { BrowserCartLine, CartView } from '../../../../shared/schemas/cart';
import { apiPost } from '../../../lib/api-client';

/** POST /api/cart/preview: the shop prices a visitor's browser cart (stock, minimums, quantity prices); nothing is stored. */
export function previewCart(lines: readonly BrowserCartLine[], signal?: AbortSignal): Promise<CartView> {
  return apiPost<CartView>('/api/cart/preview', { lines }, signal ? { signal } : {});
}

/** Query keys of the priced browser cart, one per set of lines. */
export function cartPreviewKey(lines: readonly BrowserCartLine[]) {
  return ['cart-preview', lines.map((line) => [line.productId, line.quantity] as const)] as const;
}
