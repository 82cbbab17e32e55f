import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import { eligibilityMessages, productReviewMessages, ratingOf, type ReviewEligibility } from '../../../shared/product-reviews.js';
import { totalPages, type PageQuery } from '../../../shared/schemas/common.js';
import type { MyProductReview, ProductReview, ProductReviewInput, ProductReviewPage } from '../../../shared/schemas/product-reviews.js';
import type { Database, Executor } from '../../db/database.js';
import { liveProductId, lockProduct } from '../catalog/product-rating.service.js';
import { deliveredOrderWith } from '../orders/delivered-products.js';
import { productReviews } from './product-reviews.tables.js';
import { recountRating, toProductReview } from './product-review-rows.js';

const visibleOf = (productId: string) => and(eq(productReviews.productId, productId), isNull(productReviews.hiddenAt));

/** A product's visible reviews, newest first, with its average and how many gave each number of stars. */
export async function listProductReviews(db: Executor, idOrSlug: string, query: PageQuery): Promise<ProductReviewPage> {
  const productId = await liveProductId(db, idOrSlug);
  const [rows, byStars] = await Promise.all([
    db
      .select()
      .from(productReviews)
      .where(visibleOf(productId))
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ rating: productReviews.rating, count: count() }).from(productReviews).where(visibleOf(productId)).groupBy(productReviews.rating),
  ]);
  const stars = [5, 4, 3, 2, 1].map((rating) => ({ rating, count: byStars.find((row) => row.rating === rating)?.count ?? 0 }));
  const total = stars.reduce((sum, star) => sum + star.count, 0);
  const starTotal = stars.reduce((sum, star) => sum + star.rating * star.count, 0);
  return {
    items: rows.map(toProductReview),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: totalPages(total, query.pageSize),
    rating: ratingOf(total, starTotal),
    stars,
  };
}

async function ownReview(db: Executor, productId: string, userId: string) {
  const [row] = await db
    .select()
    .from(productReviews)
    .where(and(eq(productReviews.productId, productId), eq(productReviews.authorId, userId)));
  return row ?? null;
}

/** Whether the signed-in customer may review the product (once, after it was delivered to them), and their review. */
export async function myProductReview(db: Executor, idOrSlug: string, userId: string): Promise<MyProductReview> {
  const productId = await liveProductId(db, idOrSlug);
  const mine = await ownReview(db, productId, userId);
  const eligibility: ReviewEligibility = mine ? 'reviewed' : (await deliveredOrderWith(db, userId, productId)) ? 'can-review' : 'not-received';
  return { eligibility, message: eligibilityMessages[eligibility], review: mine ? toProductReview(mine) : null };
}

/**
 * A customer's review of a product delivered to them, marked "verified purchase": one per
 * customer and product (the unique key decides, so a double click writes one). The product's
 * average moves in the same transaction.
 */
export async function writeProductReview(db: Database, idOrSlug: string, author: { id: string; name: string }, input: ProductReviewInput): Promise<{ review: ProductReview; productId: string }> {
  return db.transaction(async (tx) => {
    const productId = await liveProductId(tx, idOrSlug);
    await lockProduct(tx, productId);
    if (await ownReview(tx, productId, author.id)) throw new AppError('CONFLICT', productReviewMessages.alreadyReviewed);
    const orderId = await deliveredOrderWith(tx, author.id, productId);
    if (!orderId) throw new AppError('FORBIDDEN', productReviewMessages.notReceived);
    const [row] = await tx
      .insert(productReviews)
      .values({ productId, authorId: author.id, authorName: author.name, rating: input.rating, title: input.title, body: input.body, orderId, verifiedPurchase: true })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('CONFLICT', productReviewMessages.alreadyReviewed);
    await recountRating(tx, productId);
    return { review: toProductReview(row), productId };
  });
}

export interface ImportedProductReview {
  authorName: string;
  rating: number;
  title?: string;
  body: string;
  createdAt?: Date;
}

/**
 * A review brought in with the shop's data (the demo catalogue's, or from the shop's earlier
 * system): no account and no order of this shop behind it, so not marked "verified purchase".
 */
export async function importProductReview(db: Executor, productId: string, review: ImportedProductReview): Promise<ProductReview> {
  return db.transaction(async (tx) => {
    await lockProduct(tx, productId);
    const [row] = await tx
      .insert(productReviews)
      .values({ productId, authorId: null, verifiedPurchase: false, ...review })
      .returning();
    await recountRating(tx, productId);
    return toProductReview(row!);
  });
}
