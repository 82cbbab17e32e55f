import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.js';
import { products } from './catalog.tables.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The stock ledger: one row per change of a product's pieces on hand, written in the transaction
 * that made the change, so the history always adds up to the count on the product.
 * `reason`: `created` (the product was added), `order` (taken by an order), `cancellation`
 * (given back by a cancelled order), `expiry` (given back by an unpaid order that expired),
 * `manual` (an admin's edit), `import` (a product file), `return` (goods came back).
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    /** Pieces added (positive) or taken (negative). */
    change: integer('change').notNull(),
    quantityBefore: integer('quantity_before').notNull(),
    quantityAfter: integer('quantity_after').notNull(),
    /** The order that took or gave back the pieces, when an order did. */
    orderId: uuid('order_id'),
    orderNumber: text('order_number'),
    /** Who made the change (null: the shop itself, e.g. an expiry; or an account since removed). */
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name shown in the history, copied so it stays when the account goes. */
    actorName: text('actor_name'),
    note: text('note'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    check('stock_movements_reason_known', sql`${t.reason} in ('created', 'order', 'cancellation', 'expiry', 'manual', 'import', 'return')`),
    check('stock_movements_adds_up', sql`${t.quantityAfter} = ${t.quantityBefore} + ${t.change}`),
    check('stock_movements_after_not_negative', sql`${t.quantityAfter} >= 0`),
    index('stock_movements_product_newest_idx').on(t.productId, t.at),
  ],
);

/**
 * An entry in the admins' inbox: a product's pieces on hand fell to its low-stock threshold or
 * below. One open notice per product at a time; it closes when an admin marks it read or the
 * stock rises above the threshold again.
 */
export const lowStockNotices = pgTable(
  'low_stock_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    threshold: integer('threshold').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    readAt: at('read_at'),
    /** Set when the stock rose above the threshold again. */
    resolvedAt: at('resolved_at'),
    /** When the admins' email about it was recorded (null: none, another notice of the product had just been sent). */
    emailedAt: at('emailed_at'),
  },
  (t) => [
    index('low_stock_notices_newest_idx').on(t.createdAt),
    uniqueIndex('low_stock_notices_one_open_idx').on(t.productId).where(sql`${t.resolvedAt} is null`),
  ],
);
