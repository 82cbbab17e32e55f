import { randomUUID } from 'node:crypto';
import type { PaymentProvider } from './payment-provider.js';

/** Card numbers of the built-in test mode (the well-known Stripe test numbers). */
export const TEST_CARDS = {
  succeeds: ['4242424242424242', '5555555555554444'],
  declined: '4000000000000002',
} as const;

export function testCardOutcome(number: string): 'succeeded' | 'declined' {
  return (TEST_CARDS.succeeds as readonly string[]).includes(number) ? 'succeeded' : 'declined';
}

/**
 * The built-in provider of the embedded default and the tests, labelled "Test mode" in the
 * shop: no money moves. Charges are decided by the card number (see TEST_CARDS) in the payments
 * service; the state of each payment lives in the payments table.
 */
export function testCardProvider(): PaymentProvider {
  return {
    name: 'test-card',
    publishableKey: null,
    async createPayment() {
      return { providerPaymentId: `tc_${randomUUID().replaceAll('-', '')}`, clientSecret: null };
    },
    async retrievePayment() {
      throw new Error('test-card payments are settled by the payments service');
    },
    async refund() {
      // Nothing to give back: no money moved.
    },
  };
}
