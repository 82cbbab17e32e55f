import type { CheckoutDelivery } from '../../../../shared/schemas/checkout';
import type { PaymentChoice } from '../../../../shared/schemas/orders';
import type { DeliveryPlaceInput } from '../../../../shared/schemas/addresses';
import type { ReviewOf } from '../checkout-source';

/** Query keys of the checkout: saved addresses, delivery options of a place, and the review (quote) of the cart or a quote, with a discount code. */
export const checkoutKeys = {
  addresses: ['addresses'] as const,
  deliveryOptions: ['delivery', 'options'] as const,
  options: (place: DeliveryPlaceInput) => ['delivery', 'options', place] as const,
  quotes: ['checkout', 'quote'] as const,
  quote: (delivery: CheckoutDelivery, of: ReviewOf, discountCode: string | null, payment: PaymentChoice | null = null) => ['checkout', 'quote', delivery, of, discountCode, payment] as const,
};

/** The customer's quotes (the quotes feature's queries) start with this key; one quote is `quoteOf`. */
export const QUOTES_KEY = ['quotes'] as const;
export const quoteOf = (id: string) => ['quotes', 'one', id] as const;

/** My Orders and Manage All Orders (the orders feature's queries) start with this key. */
export const ORDERS_KEY = ['orders'] as const;
