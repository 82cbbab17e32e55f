import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import { refusalMessage } from '../../../shared/order-status.js';
import type { Order } from '../../../shared/schemas/orders.js';
import { paymentMessages, type PaymentSession } from '../../../shared/schemas/payments.js';
import type { Database, Transaction } from '../../db/database.js';
import { isUuid } from '../../db/uuid.js';
import { enqueueTask } from '../../outbox/outbox.js';
import { refuseIfOverdue } from '../orders/order-expiry.js';
import { getOrder, transitionOrderIn } from '../orders/orders.service.js';
import type { PaymentProvider } from './payment-provider.js';
import { refundPaymentTask } from './payment-tasks.js';
import { payments } from './payments.tables.js';

export type PaymentRow = typeof payments.$inferSelect;

function toSession(row: PaymentRow, provider: PaymentProvider, clientSecret: string | null): PaymentSession {
  return { paymentId: row.id, provider: provider.name, amount: row.amountCents, currency: row.currency, clientSecret, publishableKey: provider.publishableKey };
}

/**
 * SPEC §7: creates (or reuses) the provider's payment for one of the customer's unpaid orders,
 * for the order's amount as the server knows it. The page enables "Pay" once it has this. An
 * order whose payment is overdue is expired instead (its stock goes back on sale).
 */
export async function startPayment(db: Database, provider: PaymentProvider, userId: string, orderId: string, currency: string): Promise<PaymentSession> {
  const order = await getOrder(db, orderId, userId);
  if (order.status !== 'pending_payment' || order.paymentChoice !== 'card') throw new AppError('CONFLICT', refusalMessage(order.status, 'paid', 'payment', order.paymentChoice));
  await refuseIfOverdue(db, order);
  const created = await provider.createPayment({ orderId: order.id, orderNumber: order.number, amountCents: order.total, currency });
  await db
    .insert(payments)
    .values({ orderId: order.id, provider: provider.name, providerPaymentId: created.providerPaymentId, amountCents: order.total, currency })
    .onConflictDoNothing({ target: payments.providerPaymentId });
  const [row] = await db.select().from(payments).where(eq(payments.providerPaymentId, created.providerPaymentId));
  if (!row) throw new Error('payment row missing');
  return toSession(row, provider, created.clientSecret);
}

/** The caller's payment and its order; anyone else's is "not found". */
export async function ownPayment(db: Database, userId: string, paymentId: string): Promise<{ payment: PaymentRow; order: Order }> {
  const notFound = new AppError('NOT_FOUND', 'This payment does not exist');
  if (!isUuid(paymentId)) throw notFound;
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw notFound;
  const order = await getOrder(db, payment.orderId, userId).catch(() => {
    throw notFound;
  });
  return { payment, order };
}

type Settlement = { outcome: 'paid'; order: Order } | { outcome: 'refunding' } | { outcome: 'already settled' };

/**
 * Records a payment the provider confirmed, once (the row leaves "created" one time), and marks its
 * order paid (which issues its invoice, in the year of the shop's `timeZone`). If the order can
 * no longer be paid (it expired or was cancelled meanwhile), the money is given back: a refund is
 * recorded in the same transaction and made after it commits.
 */
async function settle(tx: Transaction, payment: PaymentRow, method: string, timeZone: string): Promise<Settlement> {
  const [claimed] = await tx
    .update(payments)
    .set({ status: 'succeeded', updatedAt: new Date() })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'created')))
    .returning();
  if (!claimed) return { outcome: 'already settled' };
  try {
    const order = await transitionOrderIn(tx, { orderId: payment.orderId, to: 'paid', actor: 'payment', actorUserId: null, payment: { method, transactionId: payment.providerPaymentId }, timeZone });
    return { outcome: 'paid', order };
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
    await enqueueTask(tx, refundPaymentTask(payment));
    return { outcome: 'refunding' };
  }
}

/**
 * After the card was confirmed (Stripe Elements in the browser, or the built-in test-card form):
 * the server asks the provider how the payment stands and settles it only when the provider says
 * it succeeded for the order's amount.
 */
export async function confirmProviderPayment(db: Database, provider: PaymentProvider, userId: string, paymentId: string, timeZone: string): Promise<Order> {
  const { payment, order } = await ownPayment(db, userId, paymentId);
  if (payment.status !== 'created') return settledBefore(order, payment);
  const state = await provider.retrievePayment(payment.providerPaymentId);
  if (state.status !== 'succeeded' || state.amountCents !== payment.amountCents) {
    throw new AppError('PAYMENT_FAILED', state.status === 'failed' ? paymentMessages.closed : paymentMessages.notCompleted);
  }
  const settled = await db.transaction((tx) => settle(tx, payment, provider.methodLabel, timeZone));
  if (settled.outcome === 'paid') return settled.order;
  if (settled.outcome === 'refunding') throw new AppError('CONFLICT', paymentMessages.refundedLate);
  return settledBefore(await getOrder(db, order.id, userId), payment);
}

/** A payment settled before (a repeated confirmation): the paid order, or why it is not paid. */
function settledBefore(order: Order, payment: PaymentRow): Order {
  if (order.status !== 'cancelled' && order.status !== 'pending_payment') return order;
  if (order.status === 'pending_payment') throw new AppError('PAYMENT_FAILED', paymentMessages.notCompleted);
  if (payment.status !== 'cancelled' && !order.paidAt) throw new AppError('CONFLICT', paymentMessages.refundedLate);
  throw new AppError('CONFLICT', refusalMessage(order.status, 'paid', 'payment'));
}

/** A payment the provider reported as succeeded (verified webhook), in the caller's transaction. */
export async function settleByProviderId(tx: Transaction, provider: PaymentProvider, providerPaymentId: string, amountCents: number, currency: string, timeZone: string): Promise<'settled' | 'refunding' | 'ignored'> {
  const [payment] = await tx.select().from(payments).where(eq(payments.providerPaymentId, providerPaymentId));
  if (!payment || payment.amountCents !== amountCents || payment.currency.toLowerCase() !== currency.toLowerCase()) return 'ignored';
  const settled = await settle(tx, payment, provider.methodLabel, timeZone);
  return settled.outcome === 'paid' ? 'settled' : settled.outcome === 'refunding' ? 'refunding' : 'ignored';
}
