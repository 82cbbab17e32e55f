import { count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { totalPages } from '../../../shared/schemas/common.js';
import type { AdminProductReview, AdminProductReviewPage, AdminProductReviewQuery, ProductReviewModeration } from '../../../shared/schemas/product-reviews.js';
import type { Database } from '../../db/database.js';
import { isUuid } from '../../db/uuid.js';
import { lockProduct, productLabels, type ProductLabel } from '../catalog/product-rating.service.js';
import { productReviews } from './product-reviews.tables.js';
import { recountRating, reviewNotFound, toProductReview, type ProductReviewRow } from './product-review-rows.js';

function toAdminReview(row: ProductReviewRow, product: ProductLabel): AdminProductReview {
  return { ...toProductReview(row), product, hidden: row.hiddenAt !== null };
}

const shownFilter = { all: undefined, visible: isNull(productReviews.hiddenAt), hidden: isNotNull(productReviews.hiddenAt) } as const;

/** Every product review, newest first, hidden ones too (or only visible or only hidden ones). */
export async function listProductReviewsForAdmin(db: Database, query: AdminProductReviewQuery): Promise<AdminProductReviewPage> {
  const where = shownFilter[query.shown];
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(productReviews)
      .where(where)
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(productReviews).where(where),
  ]);
  const total = totals?.total ?? 0;
  const labels = await productLabels(db, rows.map((row) => row.productId));
  return { items: rows.map((row) => toAdminReview(row, labels.get(row.productId)!)), page: query.page, pageSize: query.pageSize, total, totalPages: totalPages(total, query.pageSize) };
}

/**
 * An admin hides or shows a review (a hidden one counts in no average and is not on the
 * product page) and gives, changes or takes away the shop's reply.
 */
export async function moderateProductReview(db: Database, reviewId: string, change: ProductReviewModeration): Promise<AdminProductReview> {
  if (!isUuid(reviewId)) throw reviewNotFound();
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ productId: productReviews.productId }).from(productReviews).where(eq(productReviews.id, reviewId));
    if (!found) throw reviewNotFound();
    await lockProduct(tx, found.productId);
    const now = new Date();
    const [row] = await tx
      .update(productReviews)
      .set({
        ...(change.hidden === undefined ? {} : { hiddenAt: change.hidden ? now : null }),
        ...(change.reply === undefined ? {} : { reply: change.reply, repliedAt: change.reply === null ? null : now }),
      })
      .where(eq(productReviews.id, reviewId))
      .returning();
    if (!row) throw reviewNotFound();
    if (change.hidden !== undefined) await recountRating(tx, row.productId);
    const labels = await productLabels(tx, [row.productId]);
    return toAdminReview(row, labels.get(row.productId)!);
  });
}
