import { and, desc, eq } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import { refusalMessage } from '../../../shared/order-status.js';
import type { Order } from '../../../shared/schemas/orders.js';
import { paymentMessages, type PaymentSession, type TestCard } from '../../../shared/schemas/payments.js';
import type { Database, Transaction } from '../../db/database.js';
import { isUuid } from '../../db/uuid.js';
import { getOrder, transitionOrderIn } from '../orders/orders.service.js';
import type { PaymentProvider } from './payment-provider.js';
import { payments } from './payments.tables.js';
import { testCardOutcome } from './test-card-provider.js';

type PaymentRow = typeof payments.$inferSelect;

const methodLabel = { 'test-card': 'Card (test mode)', stripe: 'Card' } as const;

function toSession(row: PaymentRow, provider: PaymentProvider, clientSecret: string | null): PaymentSession {
  return { paymentId: row.id, provider: provider.name, amount: row.amountCents, currency: row.currency, clientSecret, publishableKey: provider.publishableKey };
}

/**
 * SPEC §7: creates (or reuses) the provider's payment for one of the customer's unpaid orders,
 * for the order's amount as the server knows it. The page enables "Pay" once it has this.
 */
export async function startPayment(db: Database, provider: PaymentProvider, userId: string, orderId: string, currency: string): Promise<PaymentSession> {
  const order = await getOrder(db, orderId, userId);
  if (order.status !== 'pending_payment') throw new AppError('CONFLICT', refusalMessage(order.status, 'paid', 'payment'));
  const created = await provider.createPayment({ orderId: order.id, orderNumber: order.number, amountCents: order.total, currency });
  await db
    .insert(payments)
    .values({ orderId: order.id, provider: provider.name, providerPaymentId: created.providerPaymentId, amountCents: order.total, currency })
    .onConflictDoNothing({ target: payments.providerPaymentId });
  const [row] = await db.select().from(payments).where(eq(payments.providerPaymentId, created.providerPaymentId));
  if (!row) throw new Error('payment row missing');
  return toSession(row, provider, created.clientSecret);
}

async function ownPayment(db: Database, userId: string, paymentId: string): Promise<{ payment: PaymentRow; order: Order }> {
  const notFound = new AppError('NOT_FOUND', 'This payment does not exist');
  if (!isUuid(paymentId)) throw notFound;
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw notFound;
  const order = await getOrder(db, payment.orderId, userId).catch(() => {
    throw notFound;
  });
  return { payment, order };
}

/**
 * Records a provider-confirmed payment and marks the order paid, once: the payment row moves
 * from "created" only one time, and the order only from "pending_payment".
 */
async function settle(tx: Transaction, payment: PaymentRow, method: string): Promise<Order | null> {
  const [claimed] = await tx
    .update(payments)
    .set({ status: 'succeeded', updatedAt: new Date() })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'created')))
    .returning();
  if (!claimed) return null;
  return transitionOrderIn(tx, { orderId: payment.orderId, to: 'paid', actor: 'payment', actorUserId: null, payment: { method, transactionId: payment.providerPaymentId } });
}

/** The built-in test mode: the card is checked, then accepted or declined by its number. */
export async function payWithTestCard(db: Database, provider: PaymentProvider, userId: string, paymentId: string, card: TestCard): Promise<Order> {
  if (provider.name !== 'test-card') throw new AppError('CONFLICT', 'Card payments go through the card form of the payment provider');
  const { payment, order } = await ownPayment(db, userId, paymentId);
  if (payment.provider !== 'test-card') throw new AppError('CONFLICT', paymentMessages.notPending);
  if (order.status !== 'pending_payment' || payment.status !== 'created') throw new AppError('CONFLICT', refusalMessage(order.status, 'paid', 'payment'));
  if (testCardOutcome(card.number) === 'declined') {
    throw new AppError('PAYMENT_FAILED', paymentMessages.declined, { errors: [{ field: 'number', message: paymentMessages.declined }] });
  }
  const paid = await db.transaction((tx) => settle(tx, payment, methodLabel['test-card']));
  if (!paid) throw new AppError('CONFLICT', refusalMessage('paid', 'paid', 'payment'));
  return paid;
}

/**
 * Stripe, after the browser confirmed the card: the server asks Stripe how the PaymentIntent
 * stands and settles it only when Stripe says it succeeded for the order's amount.
 */
export async function confirmProviderPayment(db: Database, provider: PaymentProvider, userId: string, paymentId: string): Promise<Order> {
  const { payment, order } = await ownPayment(db, userId, paymentId);
  if (order.status !== 'pending_payment') return order;
  const state = await provider.retrievePayment(payment.providerPaymentId);
  if (state.status !== 'succeeded' || state.amountCents !== payment.amountCents) {
    throw new AppError('PAYMENT_FAILED', state.status === 'failed' ? paymentMessages.declined : 'The payment has not been completed yet.');
  }
  return (await db.transaction((tx) => settle(tx, payment, methodLabel[provider.name]))) ?? getOrder(db, order.id, userId);
}

/** A payment the provider reported as succeeded (verified webhook), in the caller's transaction. */
export async function settleByProviderId(tx: Transaction, providerPaymentId: string, amountCents: number, currency: string): Promise<'settled' | 'ignored'> {
  const [payment] = await tx.select().from(payments).where(eq(payments.providerPaymentId, providerPaymentId));
  if (!payment || payment.amountCents !== amountCents || payment.currency.toLowerCase() !== currency.toLowerCase()) return 'ignored';
  try {
    return (await settle(tx, payment, methodLabel.stripe)) ? 'settled' : 'ignored';
  } catch (error) {
    // The order is no longer payable (cancelled meanwhile): leave it; the admin refunds.
    if (error instanceof AppError && error.code === 'CONFLICT') return 'ignored';
    throw error;
  }
}

/** For an admin's cancellation of a paid order: refunds its succeeded payment at the provider. */
export function refunder(provider: PaymentProvider) {
  return async (tx: Transaction, order: Order): Promise<void> => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'succeeded')))
      .orderBy(desc(payments.updatedAt));
    if (!payment) return;
    await provider.refund({ providerPaymentId: payment.providerPaymentId, amountCents: payment.amountCents, orderId: order.id });
    await tx.update(payments).set({ status: 'refunded', updatedAt: new Date() }).where(eq(payments.id, payment.id));
  };
}
