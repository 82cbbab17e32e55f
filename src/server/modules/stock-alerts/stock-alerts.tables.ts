import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { products } from '../catalog/catalog.tables.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * "Email me when it is back": one address waiting for one product, written to once when the
 * product can be ordered again (`sent_at` set when that email is decided). Unsubscribing deletes
 * the row, so the address is not kept once it is not needed.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** Secret of the unsubscribe link. */
    token: text('token').notNull().unique(),
    createdAt: at('created_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
  },
  (t) => [unique('stock_alerts_one_per_address').on(t.productId, t.email), index('stock_alerts_waiting_idx').on(t.productId).where(sql`${t.sentAt} is null`)],
);
