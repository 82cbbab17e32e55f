import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.js';
import { products } from '../catalog/catalog.tables.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A customer's job-site list: products and quantities kept under a name (one per project or
 * site). `share_token` (random, unguessable) opens a read-only view for anyone with the link;
 * null while the list is not shared.
 */
export const projectLists = pgTable(
  'project_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    shareToken: text('share_token'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('project_lists_user_idx').on(t.userId, t.updatedAt), uniqueIndex('project_lists_share_token_idx').on(t.shareToken)],
);

export const projectListLines = pgTable(
  'project_list_lines',
  {
    listId: uuid('list_id')
      .notNull()
      .references(() => projectLists.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    addedAt: at('added_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.productId] }), check('project_list_lines_quantity_positive', sql`${t.quantity} > 0`)],
);
