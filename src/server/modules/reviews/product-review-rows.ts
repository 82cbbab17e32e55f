import { and, count, eq, isNull, sum } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import { productReviewMessages } from '../../../shared/product-reviews.js';
import type { ProductReview } from '../../../shared/schemas/product-reviews.js';
import type { Executor } from '../../db/database.js';
import { setProductRating } from '../catalog/product-rating.service.js';
import { productReviews } from './product-reviews.tables.js';

export type ProductReviewRow = typeof productReviews.$inferSelect;

export function toProductReview(row: ProductReviewRow): ProductReview {
  return {
    id: row.id,
    authorName: row.authorName,
    rating: row.rating,
    title: row.title,
    body: row.body,
    verifiedPurchase: row.verifiedPurchase,
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Counts a product's visible reviews and their stars again, into the product (in the caller's
 * transaction, after it locked the product row, so that two reviews written at once both count).
 */
export async function recountRating(db: Executor, productId: string): Promise<void> {
  const [row] = await db
    .select({ count: count(), total: sum(productReviews.rating).mapWith(Number) })
    .from(productReviews)
    .where(and(eq(productReviews.productId, productId), isNull(productReviews.hiddenAt)));
  await setProductRating(db, productId, { count: row?.count ?? 0, total: row?.total ?? 0 });
}

export function reviewNotFound() {
  return new AppError('NOT_FOUND', productReviewMessages.notFound);
}
