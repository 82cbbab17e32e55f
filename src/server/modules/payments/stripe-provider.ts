import Stripe from 'stripe';
import type { PaymentProvider, ProviderPaymentState } from './payment-provider.js';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  /** For tests: a local stand-in for Stripe's API. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

function stateOf(intent: Stripe.PaymentIntent): ProviderPaymentState {
  const status = intent.status === 'succeeded' ? 'succeeded' : intent.status === 'canceled' ? 'failed' : 'pending';
  return { status, amountCents: intent.amount_received || intent.amount, currency: intent.currency };
}

/** Card payments through Stripe (PaymentIntents + Stripe Elements). */
export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...(settings.api ?? {}) });
  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,
    methodLabel: 'Card',
    async createPayment({ orderId, orderNumber, amountCents, currency }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency: currency.toLowerCase(),
          automatic_payment_methods: { enabled: true },
          description: `Order ${orderNumber}`,
          metadata: { orderId, orderNumber },
        },
        // The same order and amount always give the same PaymentIntent: a double click or a
        // retried request cannot create a second charge.
        { idempotencyKey: `order-${orderId}-${amountCents}` },
      );
      return { providerPaymentId: intent.id, clientSecret: intent.client_secret };
    },
    async retrievePayment(providerPaymentId) {
      return stateOf(await stripe.paymentIntents.retrieve(providerPaymentId));
    },
    async refund({ providerPaymentId, orderId }) {
      await stripe.refunds.create({ payment_intent: providerPaymentId, metadata: { orderId } }, { idempotencyKey: `refund-${providerPaymentId}` });
    },
    async cancelPayment(providerPaymentId) {
      const intent = await stripe.paymentIntents.retrieve(providerPaymentId);
      if (intent.status === 'canceled') return;
      if (intent.status === 'succeeded') throw new Error(`PaymentIntent ${providerPaymentId} has succeeded and cannot be cancelled`);
      await stripe.paymentIntents.cancel(providerPaymentId, {}, { idempotencyKey: `cancel-${providerPaymentId}` });
    },
  };
}

/** Verifies a webhook's signature on the raw body; throws when it is not from Stripe. */
export function verifyStripeWebhook(rawBody: Buffer, signature: string, webhookSecret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
}
