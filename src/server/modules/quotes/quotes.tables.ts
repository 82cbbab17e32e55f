import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.js';
import { products } from '../catalog/catalog.tables.js';
import { orders } from '../orders/orders.tables.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A quote (issue 15 §6): a customer asks for prices on lines (`requested`); an admin answers with
 * a price per line valid until a day (`answered`); the customer accepts it once, which places an
 * order at the quoted prices (`accepted`, with `order_id`), or it expires after `valid_until`
 * (read as `expired`; the row keeps `answered`). The customer may withdraw a request or an answer
 * (`withdrawn`); an admin may decline a request with a reason (`declined`).
 */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As people read and say it: "Q-7K2M9D". */
    number: text('number').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('requested'),
    customerNote: text('customer_note').notNull().default(''),
    answerNote: text('answer_note').notNull().default(''),
    /** The last day (the shop's time zone) the answered prices may be accepted on. */
    validUntil: date('valid_until', { mode: 'string' }),
    requestedAt: at('requested_at').notNull().defaultNow(),
    answeredAt: at('answered_at'),
    answeredBy: text('answered_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: at('closed_at'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('quotes_number_idx').on(t.number),
    uniqueIndex('quotes_order_idx').on(t.orderId),
    index('quotes_user_idx').on(t.userId, t.requestedAt),
    index('quotes_status_idx').on(t.status, t.requestedAt),
    check('quotes_status_known', sql`${t.status} in ('requested', 'answered', 'accepted', 'declined', 'withdrawn')`),
    check('quotes_answer_has_day', sql`${t.status} not in ('answered', 'accepted') or ${t.validUntil} is not null`),
    check('quotes_accepted_has_order', sql`${t.status} <> 'accepted' or ${t.orderId} is not null`),
  ],
);

/** A line of a quote: the product and pieces asked for, and the piece price the answer gives (null until answered). */
export const quoteLines = pgTable(
  'quote_lines',
  {
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents'),
  },
  (t) => [
    primaryKey({ columns: [t.quoteId, t.lineNumber] }),
    uniqueIndex('quote_lines_product_idx').on(t.quoteId, t.productId),
    check('quote_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('quote_lines_price_positive', sql`${t.unitPriceCents} is null or ${t.unitPriceCents} > 0`),
  ],
);
