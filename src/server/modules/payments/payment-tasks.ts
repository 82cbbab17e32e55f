import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import type { NewTask } from '../../outbox/outbox.js';
import type { ClaimedTask, TaskHandler } from '../../outbox/outbox-worker.js';
import { ORDER_CANCELLED_TASK, orderIdOf } from '../orders/order-tasks.js';
import type { PaymentProvider } from './payment-provider.js';
import { payments } from './payments.tables.js';

type PaymentRow = typeof payments.$inferSelect;

/** Outbox task: give back a payment that succeeded for an order that could no longer be paid. */
export const REFUND_PAYMENT_TASK = 'refund-payment';

export function refundPaymentTask(payment: Pick<PaymentRow, 'id'>): NewTask {
  return { kind: REFUND_PAYMENT_TASK, key: `refund-payment:${payment.id}`, payload: { paymentId: payment.id } };
}

/**
 * Brings one payment of an order that does not stand (cancelled or expired) to rest at the
 * provider, then records it: a payment that succeeded is refunded; one still open is closed, or
 * refunded if it turns out to have succeeded meanwhile. Each step may run again (a crash, a
 * retry) and acts once: the provider's calls are idempotent and the row moves conditionally.
 */
async function giveBack(db: Database, provider: PaymentProvider, payment: PaymentRow): Promise<void> {
  if (payment.status === 'refunded' || payment.status === 'cancelled') return;
  const state = await provider.retrievePayment(payment.providerPaymentId);
  if (state.status === 'succeeded') {
    await provider.refund({ providerPaymentId: payment.providerPaymentId, amountCents: payment.amountCents, orderId: payment.orderId });
    await markPayment(db, payment.id, ['created', 'succeeded'], 'refunded');
    return;
  }
  await provider.cancelPayment(payment.providerPaymentId);
  await markPayment(db, payment.id, ['created'], 'cancelled');
}

async function markPayment(db: Database, paymentId: string, from: string[], to: 'refunded' | 'cancelled'): Promise<void> {
  await db
    .update(payments)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, from)));
}

/** The outbox handlers of the payments module. */
export function paymentTaskHandlers(db: Database, provider: PaymentProvider): Record<string, TaskHandler> {
  return {
    [ORDER_CANCELLED_TASK]: async (task: ClaimedTask) => {
      const rows = await db.select().from(payments).where(eq(payments.orderId, orderIdOf(task.payload)));
      for (const payment of rows) await giveBack(db, provider, payment);
    },
    [REFUND_PAYMENT_TASK]: async (task: ClaimedTask) => {
      const paymentId = String(task.payload.paymentId);
      const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
      if (!payment) throw new Error(`payment ${paymentId} does not exist`);
      await giveBack(db, provider, payment);
    },
  };
}
