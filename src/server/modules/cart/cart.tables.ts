import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.js';
import { products } from '../catalog/catalog.tables.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A signed-in customer's cart. `revision` grows with every change, so checkout places exactly the
 * cart the customer reviewed: two checkouts of one cart cannot both win.
 */
export const carts = pgTable('carts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  revision: integer('revision').notNull().default(0),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** One product in a cart; the piece price when it was put there, to tell the customer when it changed. */
export const cartLines = pgTable(
  'cart_lines',
  {
    userId: text('user_id')
      .notNull()
      .references(() => carts.userId, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    addedUnitPriceCents: integer('added_unit_price_cents').notNull(),
    addedAt: at('added_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), check('cart_lines_quantity_positive', sql`${t.quantity} > 0`)],
);
