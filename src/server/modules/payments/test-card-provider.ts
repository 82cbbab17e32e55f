import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { TEST_CARDS } from '../../../shared/schemas/payments.js';
import type { Database } from '../../db/database.js';
import type { PaymentProvider, ProviderPaymentState } from './payment-provider.js';
import { testCardPayments } from './payments.tables.js';

export function testCardOutcome(number: string): 'succeeded' | 'declined' {
  return (TEST_CARDS.succeeds as readonly string[]).includes(number) ? 'succeeded' : 'declined';
}

const providerState: Record<string, ProviderPaymentState['status']> = {
  requires_payment: 'pending',
  succeeded: 'succeeded',
  refunded: 'succeeded',
  cancelled: 'failed',
};

export interface TestCardProvider extends PaymentProvider {
  /**
   * What a card form does at a real provider: the card is charged (by its number, see TEST_CARDS)
   * unless the payment has been cancelled; a payment that has succeeded is not charged again.
   */
  charge(providerPaymentId: string, cardNumber: string): Promise<'succeeded' | 'declined' | 'paid before' | 'closed'>;
}

/** Whether the provider has the built-in card form (test mode), whose route the shop then offers. */
export function hasTestCardForm(provider: PaymentProvider): provider is TestCardProvider {
  return 'charge' in provider && typeof provider.charge === 'function';
}

/**
 * The built-in provider of the embedded default and the tests, labelled "Test mode" in the
 * shop: no money moves. It keeps its payments in its own table, as a real provider keeps them on
 * its side, and implements the whole provider interface, so the shop treats it like Stripe.
 */
export function testCardProvider(db: Database): TestCardProvider {
  const find = async (id: string) => {
    const [row] = await db.select().from(testCardPayments).where(eq(testCardPayments.id, id));
    if (!row) throw new Error(`test-card payment ${id} does not exist`);
    return row;
  };
  const move = (id: string, from: string[], to: string, extra: { cardLast4?: string } = {}) =>
    db
      .update(testCardPayments)
      .set({ status: to, updatedAt: new Date(), ...extra })
      .where(and(eq(testCardPayments.id, id), inArray(testCardPayments.status, from)))
      .returning({ id: testCardPayments.id });
  return {
    name: 'test-card',
    publishableKey: null,
    methodLabel: 'Card (test mode)',
    async createPayment({ orderId, amountCents, currency }) {
      // As at Stripe (an idempotency key of the order and amount): the same order and amount
      // give the same payment, so a retried request cannot open a second one.
      const id = `tc_${createHash('sha256').update(`${orderId}:${amountCents}`).digest('hex').slice(0, 32)}`;
      await db.insert(testCardPayments).values({ id, amountCents, currency }).onConflictDoNothing({ target: testCardPayments.id });
      return { providerPaymentId: id, clientSecret: null };
    },
    async retrievePayment(id) {
      const row = await find(id);
      return { status: providerState[row.status] ?? 'pending', amountCents: row.amountCents, currency: row.currency };
    },
    async charge(id, cardNumber) {
      if (testCardOutcome(cardNumber) === 'declined') return 'declined';
      const charged = await move(id, ['requires_payment'], 'succeeded', { cardLast4: cardNumber.slice(-4) });
      if (charged.length > 0) return 'succeeded';
      return (await find(id)).status === 'cancelled' ? 'closed' : 'paid before';
    },
    async refund({ providerPaymentId }) {
      const refunded = await move(providerPaymentId, ['succeeded', 'refunded'], 'refunded');
      if (refunded.length === 0) throw new Error(`test-card payment ${providerPaymentId} has not succeeded and cannot be refunded`);
    },
    async cancelPayment(id) {
      const cancelled = await move(id, ['requires_payment', 'cancelled'], 'cancelled');
      if (cancelled.length === 0) throw new Error(`test-card payment ${id} has succeeded and cannot be cancelled`);
    },
  };
}
