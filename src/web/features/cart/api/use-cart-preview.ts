import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BrowserCartLine } from '../../../../shared/schemas/cart';
import { cartPreviewKey, previewCart } from './preview-cart';

/**
 * The visitor's browser cart as the shop prices it now. While a changed quantity is being priced,
 * the previous answer stays on screen. Nothing is asked for an empty cart.
 */
export function useCartPreview(lines: readonly BrowserCartLine[], enabled: boolean) {
  return useQuery({
    queryKey: cartPreviewKey(lines),
    queryFn: ({ signal }) => previewCart(lines, signal),
    enabled: enabled && lines.length > 0,
    placeholderData: keepPreviousData,
  });
}
