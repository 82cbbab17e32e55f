import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from '../orders/orders.tables.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One payment attempt per order and provider; the amount is the order's, taken on the server. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    /** The provider's id (Stripe PaymentIntent id, or our own for the test-card provider). */
    providerPaymentId: text('provider_payment_id').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('created'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // created → succeeded → refunded; created → cancelled (the order was cancelled or expired first).
    check('payments_status_known', sql`${t.status} in ('created', 'succeeded', 'cancelled', 'refunded')`),
    index('payments_order_idx').on(t.orderId),
  ],
);

/** Webhook events already handled: a replayed or duplicated event changes nothing twice. */
export const processedWebhookEvents = pgTable('processed_webhook_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  processedAt: at('processed_at').notNull().defaultNow(),
});

/**
 * The built-in test-card provider's own records (what a real provider keeps on its side): one row
 * per payment it created, moved by the card form and by refunds and cancellations.
 */
export const testCardPayments = pgTable(
  'test_card_payments',
  {
    id: text('id').primaryKey(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('requires_payment'),
    /** The last four digits of the card that paid. */
    cardLast4: text('card_last4'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [check('test_card_payments_status_known', sql`${t.status} in ('requires_payment', 'succeeded', 'cancelled', 'refunded')`)],
);
