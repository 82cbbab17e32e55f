import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One payment attempt per order and provider; the amount is the order's, taken on the server. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull(),
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
    check('payments_status_known', sql`${t.status} in ('created', 'succeeded', 'failed', 'refunded')`),
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
