import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutDelivery, CheckoutQuote } from '../../../../shared/schemas/checkout';
import type { PaymentChoice } from '../../../../shared/schemas/orders';
import { apiPost } from '../../../lib/api-client';
import type { ReviewOf } from '../checkout-source';
import { checkoutKeys } from './checkout-keys';
import { retryUnlessRefused } from './retry-unless-refused';

/**
 * POST /api/checkout/quote: what the cart (or, with `quoteId`, an answered quote) costs with this
 * delivery and discount code (nothing is written). The payment chosen goes with a code only: the
 * shop refuses a code that leaves a card order too small to pay by card.
 */
export function checkoutQuoteQuery(delivery: CheckoutDelivery, of: ReviewOf, discountCode: string | null = null, payment: PaymentChoice | null = null) {
  const paidWith = discountCode === null ? null : payment;
  return queryOptions({
    queryKey: checkoutKeys.quote(delivery, of, discountCode, paidWith),
    queryFn: ({ signal }) =>
      apiPost<CheckoutQuote>(
        '/api/checkout/quote',
        { delivery, ...('quoteId' in of ? { quoteId: of.quoteId } : {}), ...(discountCode === null ? {} : { discountCode }), ...(paidWith === null ? {} : { payment: paidWith }) },
        { signal },
      ),
    staleTime: 30 * 1000,
    retry: retryUnlessRefused,
    meta: { private: true },
  });
}

/**
 * The review of the order, asked again whenever the delivery choice (complete: null while it is
 * not), the discount code applied (with the payment chosen) or the cart changes; the last review
 * stays on screen while the next one is on its way.
 */
export function useCheckoutQuote(delivery: CheckoutDelivery | null, of: ReviewOf, discountCode: string | null, payment: PaymentChoice | null = null) {
  return useQuery({
    ...checkoutQuoteQuery(delivery ?? { method: 'pickup', saveAddress: false }, of, discountCode, payment),
    enabled: delivery !== null,
    placeholderData: keepPreviousData,
  });
}
