import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.js';

/**
 * SPEC §8. `authorId` is the account that wrote it (null for reviews imported with the demo data,
 * and once the author's account is removed: the review stays, under the name it was written with).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    country: text('country').notNull(),
    rating: smallint('rating').notNull(),
    pictureKey: text('picture_key'),
    /** The author's account picture when no picture was uploaded (copied when the review is written). */
    authorImageUrl: text('author_image_url'),
    comment: text('comment').notNull(),
    /** Number of "Helpful" likes, kept in step with the likes table in the same transaction. */
    helpfulCount: integer('helpful_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_helpful_not_negative', sql`${t.helpfulCount} >= 0`),
    index('reviews_newest_idx').on(t.createdAt, t.id),
  ],
);

/** SPEC §3 "Helpful": one like per customer per review; the primary key makes a second one impossible. */
export const reviewLikes = pgTable(
  'review_likes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    /** A removed account's likes go with it, and the counts follow (trigger in migration 0006). */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);
