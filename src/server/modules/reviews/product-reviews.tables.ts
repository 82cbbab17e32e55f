import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.js';
import { products } from '../catalog/catalog.tables.js';
import { orders } from '../orders/orders.tables.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Issue 38 §5: a customer's rating and review of one product, written once the product was
 * delivered to them (the order it came with is kept as the proof). Unlike the shop-wide reviews
 * of SPEC §8, admins may hide one (it then counts in no average) and reply to it.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Null once the author's account is removed: the review stays, under the name it was written with. */
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull(),
    /** Written by a customer the shop delivered the product to (every review written in the shop; not those brought in with the demo data). */
    verifiedPurchase: boolean('verified_purchase').notNull().default(true),
    /** The delivered order that allowed it (null for demo reviews, or once the order is gone). */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    hiddenAt: at('hidden_at'),
    reply: text('reply'),
    repliedAt: at('replied_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('product_reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('product_reviews_reply_dated', sql`(${t.reply} is null) = (${t.repliedAt} is null)`),
    // One review per customer and product; removed accounts' reviews (null author) do not clash.
    unique('product_reviews_one_per_author').on(t.productId, t.authorId),
    index('product_reviews_product_newest_idx').on(t.productId, t.createdAt),
    index('product_reviews_newest_idx').on(t.createdAt),
  ],
);
