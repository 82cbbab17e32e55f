import type { PaymentProviderName } from '../../../shared/schemas/payments.js';

export interface CreatedPayment {
  providerPaymentId: string;
  /** Stripe: the PaymentIntent's client secret for Stripe Elements. */
  clientSecret: string | null;
}

export interface ProviderPaymentState {
  status: 'succeeded' | 'pending' | 'failed';
  amountCents: number;
  currency: string;
}

/** A card payment service. The amount always comes from the order on the server. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Shown to the browser (Stripe Elements); null for the built-in provider. */
  readonly publishableKey: string | null;
  /** Creates the provider's payment; the same order and amount give the same payment. */
  createPayment(input: { orderId: string; orderNumber: string; amountCents: number; currency: string }): Promise<CreatedPayment>;
  /** Asks the provider how the payment stands (the server never believes the browser). */
  retrievePayment(providerPaymentId: string): Promise<ProviderPaymentState>;
  refund(input: { providerPaymentId: string; amountCents: number; orderId: string }): Promise<void>;
}
