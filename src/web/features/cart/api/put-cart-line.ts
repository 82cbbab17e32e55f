import type { CartView } from '../../../../shared/schemas/cart';
import { apiDelete, apiPut } from '../../../lib/api-client';

function linePath(productId: string): string {
  return `/api/cart/lines/${encodeURIComponent(productId)}`;
}

/** PUT /api/cart/lines/:productId: the line's new quantity (the shop checks stock and the minimum). */
export function putCartLine(productId: string, quantity: number): Promise<CartView> {
  return apiPut<CartView>(linePath(productId), { quantity });
}

/** DELETE /api/cart/lines/:productId. */
export function deleteCartLine(productId: string): Promise<CartView> {
  return apiDelete<CartView>(linePath(productId));
}
