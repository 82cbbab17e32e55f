import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.js';
import { products } from '../catalog/catalog.tables.js';
import { deliveryZones } from '../delivery/delivery.tables.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** SPEC §6 and decision 0002: an order header; money in cents, copied at order time. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    /** The customer's account; set to null when the account is removed (the order stays for the shop's records). */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    deliveryAddress: text('delivery_address').notNull(),
    status: text('status').notNull().default('pending_payment'),
    /** The lines' total; `total_cents` adds the delivery fee (and the tax when prices are net). */
    subtotalCents: integer('subtotal_cents').notNull().default(0),
    /** `home`, `site` (a building site, with notes for the driver) or `pickup` from the shop. */
    deliveryMethod: text('delivery_method').notNull().default('home'),
    deliveryFeeCents: integer('delivery_fee_cents').notNull().default(0),
    /** The zone the address fell in (its name copied; the id kept to give a booked slot back). */
    deliveryZoneId: uuid('delivery_zone_id').references(() => deliveryZones.id, { onDelete: 'set null' }),
    deliveryZoneName: text('delivery_zone_name'),
    deliverySlotDay: date('delivery_slot_day', { mode: 'string' }),
    deliverySlotWindow: text('delivery_slot_window'),
    siteNotes: text('site_notes'),
    /** How the customer chose to pay: `card` (before shipping), `cash_on_delivery` (paid when delivered) or `invoice` (trade accounts, paid within terms). */
    paymentChoice: text('payment_choice').notNull().default('card'),
    /** The discount code applied at checkout (as typed by the admin who made it) and what it took off the lines. */
    discountCode: text('discount_code'),
    discountCents: integer('discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    /** The tax within the total, and the rule it was worked out under (copied at order time). */
    taxCents: integer('tax_cents').notNull().default(0),
    taxName: text('tax_name').notNull().default(''),
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull().default(0),
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(true),
    paymentMethod: text('payment_method'),
    transactionId: text('transaction_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
    shippedAt: at('shipped_at'),
    deliveredAt: at('delivered_at'),
    cancelledAt: at('cancelled_at'),
    /** An unpaid order is cancelled at this time and its stock returned (null: it does not expire). */
    paymentDueAt: at('payment_due_at'),
    /** Paid on invoice (issue 15 §5): the account's payment terms when ordered, and the last day to pay (the shop's time zone). */
    paymentTermsDays: integer('payment_terms_days'),
    invoiceDueOn: date('invoice_due_on', { mode: 'string' }),
    /** The customer's `Idempotency-Key` of the request that placed it: a retry answers this order. */
    idempotencyKey: text('idempotency_key'),
    /** What that request asked for (a hash): the same key for another order is refused. */
    requestFingerprint: text('request_fingerprint'),
  },
  (t) => [
    check('orders_status_known', sql`${t.status} in ('pending_payment', 'paid', 'shipped', 'delivered', 'cancelled')`),
    check('orders_total_not_negative', sql`${t.totalCents} >= 0`),
    check('orders_delivery_method_known', sql`${t.deliveryMethod} in ('home', 'site', 'pickup')`),
    check('orders_payment_choice_known', sql`${t.paymentChoice} in ('card', 'cash_on_delivery', 'invoice')`),
    check('orders_invoice_has_terms', sql`(${t.paymentChoice} = 'invoice') = (${t.invoiceDueOn} is not null and ${t.paymentTermsDays} is not null)`),
    check('orders_delivery_fee_not_negative', sql`${t.deliveryFeeCents} >= 0`),
    check('orders_discount_within_subtotal', sql`${t.discountCents} >= 0 and ${t.discountCents} <= ${t.subtotalCents}`),
    check('orders_slot_whole', sql`(${t.deliverySlotDay} is null) = (${t.deliverySlotWindow} is null)`),
    check('orders_tax_within_total', sql`${t.taxCents} >= 0 and ${t.taxCents} <= ${t.totalCents}`),
    index('orders_user_newest_idx').on(t.userId, t.createdAt),
    index('orders_status_newest_idx').on(t.status, t.createdAt),
    index('orders_newest_idx').on(t.createdAt),
    unique('orders_idempotency_key_unique').on(t.userId, t.idempotencyKey),
    index('orders_open_invoices_idx').on(t.invoiceDueOn).where(sql`${t.paymentChoice} = 'invoice' and ${t.paidAt} is null and ${t.status} <> 'cancelled'`),
    index('orders_unpaid_due_idx').on(t.paymentDueAt).where(sql`${t.status} = 'pending_payment'`),
    /** Cash orders made ready for pickup and not yet collected: the expiry sweep ends those left past their pickup window. */
    index('orders_at_counter_due_idx').on(t.paymentDueAt).where(sql`${t.status} = 'shipped' and ${t.deliveryMethod} = 'pickup' and ${t.paymentChoice} = 'cash_on_delivery' and ${t.paidAt} is null`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    /** Products are archived, never deleted, so every line keeps pointing at its product. */
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    productName: text('product_name').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.lineNumber] }),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('order_lines_total_matches', sql`${t.lineTotalCents} = ${t.unitPriceCents} * ${t.quantity}`),
    index('order_lines_product_idx').on(t.productId),
  ],
);

/** Every status change: the audit trail behind the timestamps. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actor: text('actor').notNull(),
    actorUserId: text('actor_user_id'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
);
