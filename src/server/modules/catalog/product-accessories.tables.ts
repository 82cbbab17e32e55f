import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog.tables.js';

/**
 * Issue 38 §5, "Goes with": products admins chose to go with a product (batteries and a charger
 * for a bare tool), in the order they chose. Never the product itself; each at most once.
 */
export const productAccessories = pgTable(
  'product_accessories',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    accessoryId: uuid('accessory_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.accessoryId] }),
    index('product_accessories_accessory_idx').on(t.accessoryId),
    check('product_accessories_not_itself', sql`${t.productId} <> ${t.accessoryId}`),
  ],
);
