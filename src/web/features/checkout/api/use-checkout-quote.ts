import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutDelivery, CheckoutQuote } from '../../../../shared/schemas/checkout';
import { apiPost } from '../../../lib/api-client';
import { checkoutKeys } from './checkout-keys';
import { retryUnlessRefused } from './retry-unless-refused';

/** POST /api/checkout/quote: what the cart costs with this delivery (nothing is written). */
export function checkoutQuoteQuery(delivery: CheckoutDelivery, cartRevision: number | undefined) {
  return queryOptions({
    queryKey: checkoutKeys.quote(delivery, cartRevision),
    queryFn: ({ signal }) => apiPost<CheckoutQuote>('/api/checkout/quote', { delivery }, { signal }),
    staleTime: 30 * 1000,
    retry: retryUnlessRefused,
    meta: { private: true },
  });
}

/**
 * The review of the order, asked again whenever the delivery choice (complete: null while it is
 * not) or the cart changes; the last review stays on screen while the next one is on its way.
 */
export function useCheckoutQuote(delivery: CheckoutDelivery | null, cartRevision: number | undefined) {
  return useQuery({
    ...checkoutQuoteQuery(delivery ?? { method: 'pickup', saveAddress: false }, cartRevision),
    enabled: delivery !== null,
    placeholderData: keepPreviousData,
  });
}
