import type { PaymentProviderName } from '../../../shared/schemas/payments.js';

export interface CreatedPayment {
  providerPaymentId: string;
  /** Stripe: the PaymentIntent's client secret for Stripe Elements. */
  clientSecret: string | null;
}

export interface ProviderPaymentState {
  /** `failed`: it can no longer be paid (cancelled at the provider). A refunded payment stays `succeeded`, as at Stripe. */
  status: 'succeeded' | 'pending' | 'failed';
  amountCents: number;
  currency: string;
}

/**
 * A card payment service. The amount always comes from the order on the server. Every method may
 * be called again for the same payment (a retried request or outbox task) and then acts once.
 * The shop calls them outside database transactions.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Shown to the browser (Stripe Elements); null for the built-in provider. */
  readonly publishableKey: string | null;
  /** How orders paid through it show their payment method, e.g. "Card". */
  readonly methodLabel: string;
  /** Creates the provider's payment; the same order and amount give the same payment. */
  createPayment(input: { orderId: string; orderNumber: string; amountCents: number; currency: string }): Promise<CreatedPayment>;
  /** Asks the provider how the payment stands (the server never believes the browser). */
  retrievePayment(providerPaymentId: string): Promise<ProviderPaymentState>;
  /** Gives a succeeded payment's money back in full. */
  refund(input: { providerPaymentId: string; amountCents: number; orderId: string }): Promise<void>;
  /**
   * Closes a payment that has not succeeded, so it can no longer be paid. Throws when it has
   * succeeded meanwhile (it must then be refunded instead).
   */
  cancelPayment(providerPaymentId: string): Promise<void>;
}
