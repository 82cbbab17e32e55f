import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** SPEC §5. Prices in cents. A removed product is archived, never deleted: orders refer to it. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    availableQuantity: integer('available_quantity').notNull(),
    minOrderQuantity: integer('min_order_quantity').notNull(),
    /** Key of the picture in media storage; the URLs of its sizes are derived from it. */
    imageKey: text('image_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('products_price_positive', sql`${t.priceCents} > 0`),
    check('products_available_not_negative', sql`${t.availableQuantity} >= 0`),
    check('products_min_order_positive', sql`${t.minOrderQuantity} >= 1`),
    // The shop lists live products newest first; read backwards, this index serves every page.
    index('products_live_newest_idx').on(t.createdAt, t.id).where(sql`${t.archivedAt} is null`),
  ],
);
