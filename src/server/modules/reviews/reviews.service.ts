import { count, desc } from 'drizzle-orm';
import type { Page, PageQuery } from '../../../shared/schemas/common.js';
import { totalPages } from '../../../shared/schemas/common.js';
import type { Review } from '../../../shared/schemas/reviews.js';
import type { Executor } from '../../db/database.js';
import { imageUrls } from '../media/media-urls.js';
import { reviews } from './reviews.tables.js';

type ReviewRow = typeof reviews.$inferSelect;

function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    name: row.name,
    country: row.country,
    rating: row.rating,
    picture: row.pictureKey ? imageUrls(row.pictureKey) : null,
    comment: row.comment,
    helpfulCount: row.helpfulCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** All reviews, newest first. */
export async function listReviews(db: Executor, query: PageQuery): Promise<Page<Review>> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(reviews)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(reviews),
  ]);
  const total = totals?.total ?? 0;
  return { items: rows.map(toReview), page: query.page, pageSize: query.pageSize, total, totalPages: totalPages(total, query.pageSize) };
}

export interface NewReview {
  authorId: string | null;
  name: string;
  country: string;
  rating: number;
  pictureKey: string | null;
  comment: string;
  helpfulCount?: number;
  createdAt?: Date;
}

export async function createReview(db: Executor, input: NewReview): Promise<Review> {
  const [row] = await db.insert(reviews).values(input).returning();
  if (!row) throw new Error('insert returned no row');
  return toReview(row);
}

export async function countReviews(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(reviews);
  return row?.total ?? 0;
}
