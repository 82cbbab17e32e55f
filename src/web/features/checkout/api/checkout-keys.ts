import type { CheckoutDelivery } from '../../../../shared/schemas/checkout';
import type { PaymentChoice } from '../../../../shared/schemas/orders';
import type { DeliveryPlaceInput } from '../../../../shared/schemas/addresses';

/** Query keys of the checkout: saved addresses, delivery options of a place, and the review (quote) with a discount code. */
export const checkoutKeys = {
  addresses: ['addresses'] as const,
  deliveryOptions: ['delivery', 'options'] as const,
  options: (place: DeliveryPlaceInput) => ['delivery', 'options', place] as const,
  quotes: ['checkout', 'quote'] as const,
  quote: (delivery: CheckoutDelivery, cartRevision: number | undefined, discountCode: string | null, payment: PaymentChoice | null = null) =>
    ['checkout', 'quote', delivery, cartRevision ?? null, discountCode, payment] as const,
};

/** My Orders and Manage All Orders (the orders feature's queries) start with this key. */
export const ORDERS_KEY = ['orders'] as const;
