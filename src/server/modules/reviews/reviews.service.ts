import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import type { Page, PageQuery } from '../../../shared/schemas/common.js';
import { totalPages } from '../../../shared/schemas/common.js';
import type { Review } from '../../../shared/schemas/reviews.js';
import type { Database, Executor } from '../../db/database.js';
import { isUuid } from '../../db/uuid.js';
import { imageUrls } from '../media/media-urls.js';
import { reviewLikes, reviews } from './reviews.tables.js';

type ReviewRow = typeof reviews.$inferSelect;

function pictureOf(row: ReviewRow): Review['picture'] {
  if (row.pictureKey) return imageUrls(row.pictureKey);
  if (row.authorImageUrl) return { src: row.authorImageUrl, srcSet: '' };
  return null;
}

function toReview(row: ReviewRow, likedByMe = false): Review {
  return {
    id: row.id,
    name: row.name,
    country: row.country,
    rating: row.rating,
    picture: pictureOf(row),
    comment: row.comment,
    helpfulCount: row.helpfulCount,
    likedByMe,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Ids among `reviewIds` that the viewer marked helpful. */
async function likedAmong(db: Executor, viewerId: string | null, reviewIds: string[]): Promise<Set<string>> {
  if (!viewerId || reviewIds.length === 0) return new Set();
  const rows = await db
    .select({ reviewId: reviewLikes.reviewId })
    .from(reviewLikes)
    .where(and(eq(reviewLikes.userId, viewerId), inArray(reviewLikes.reviewId, reviewIds)));
  return new Set(rows.map((row) => row.reviewId));
}

/** All reviews, newest first; `likedByMe` is filled in for a signed-in viewer. */
export async function listReviews(db: Executor, query: PageQuery, viewerId: string | null = null): Promise<Page<Review>> {
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
  const liked = await likedAmong(db, viewerId, rows.map((row) => row.id));
  return { items: rows.map((row) => toReview(row, liked.has(row.id))), page: query.page, pageSize: query.pageSize, total, totalPages: totalPages(total, query.pageSize) };
}

export interface NewReview {
  authorId: string | null;
  name: string;
  country: string;
  rating: number;
  pictureKey: string | null;
  authorImageUrl?: string | null;
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

function reviewNotFound() {
  return new AppError('NOT_FOUND', 'This review does not exist');
}

/**
 * "Helpful": one like per customer per review. The like row's primary key decides, so repeated
 * or simultaneous clicks count once; the count moves in the same transaction as the row.
 */
export async function setHelpful(db: Database, reviewId: string, userId: string, helpful: boolean): Promise<{ helpfulCount: number; likedByMe: boolean }> {
  if (!isUuid(reviewId)) throw reviewNotFound();
  return db.transaction(async (tx) => {
    const [review] = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, reviewId)).for('update');
    if (!review) throw reviewNotFound();
    const changed = helpful
      ? await tx.insert(reviewLikes).values({ reviewId, userId }).onConflictDoNothing().returning({ reviewId: reviewLikes.reviewId })
      : await tx.delete(reviewLikes).where(and(eq(reviewLikes.reviewId, reviewId), eq(reviewLikes.userId, userId))).returning({ reviewId: reviewLikes.reviewId });
    const delta = changed.length === 0 ? 0 : helpful ? 1 : -1;
    const [row] = await tx
      .update(reviews)
      .set({ helpfulCount: sql`greatest(${reviews.helpfulCount} + ${delta}, 0)` })
      .where(eq(reviews.id, reviewId))
      .returning({ helpfulCount: reviews.helpfulCount });
    return { helpfulCount: row?.helpfulCount ?? 0, likedByMe: helpful };
  });
}
