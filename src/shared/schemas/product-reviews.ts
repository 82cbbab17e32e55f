import { z } from 'zod';
import { MAX_RATING, MIN_RATING } from '../reviews.js';
import {
  PRODUCT_REVIEW_BODY_MAX,
  PRODUCT_REVIEW_BODY_MIN,
  PRODUCT_REVIEW_REPLY_MAX,
  PRODUCT_REVIEW_TITLE_MAX,
  PRODUCT_REVIEWS_PAGE_SIZE,
  productReviewMessages as messages,
} from '../product-reviews.js';
import { pageQuerySchema, pageSchema } from './common.js';

/** A product's average stars (to one decimal) and how many visible reviews it is drawn from. */
export const ratingSummarySchema = z.object({ average: z.number().min(MIN_RATING).max(MAX_RATING), count: z.number().int().min(1) });

export const productReviewSchema = z.object({
  id: z.string(),
  authorName: z.string(),
  rating: z.number().int().min(MIN_RATING).max(MAX_RATING),
  /** Plain text, never HTML; may be empty. */
  title: z.string(),
  body: z.string(),
  verifiedPurchase: z.boolean(),
  /** The shop's answer, if an admin gave one. */
  reply: z.string().nullable(),
  repliedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type ProductReview = z.infer<typeof productReviewSchema>;

export const productReviewListQuerySchema = pageQuerySchema(PRODUCT_REVIEWS_PAGE_SIZE, 50);

/** The product page's reviews: the summary with how many gave each number of stars, and one page of reviews, newest first. */
export const productReviewPageSchema = pageSchema(productReviewSchema).extend({
  rating: ratingSummarySchema.nullable(),
  /** Reviews with 5, 4, 3, 2 and 1 stars, in that order. */
  stars: z.array(z.object({ rating: z.number().int(), count: z.number().int() })),
});
export type ProductReviewPage = z.infer<typeof productReviewPageSchema>;

export const productReviewInputSchema = z.object({
  rating: z.number({ error: messages.ratingRange }).int(messages.ratingRange).min(MIN_RATING, messages.ratingRange).max(MAX_RATING, messages.ratingRange),
  title: z.string().trim().max(PRODUCT_REVIEW_TITLE_MAX, messages.titleTooLong).default(''),
  body: z.string({ error: messages.bodyRequired }).trim().min(1, messages.bodyRequired).min(PRODUCT_REVIEW_BODY_MIN, messages.bodyTooShort).max(PRODUCT_REVIEW_BODY_MAX, messages.bodyTooLong),
});
export type ProductReviewInput = z.infer<typeof productReviewInputSchema>;
export type ProductReviewForm = z.input<typeof productReviewInputSchema>;

/** Whether the signed-in customer may review the product, and their review once written. */
export const myProductReviewSchema = z.object({
  eligibility: z.enum(['can-review', 'reviewed', 'not-received']),
  message: z.string(),
  review: productReviewSchema.nullable(),
});
export type MyProductReview = z.infer<typeof myProductReviewSchema>;

/** A review as admins see it: with its product, and hidden or not. */
export const adminProductReviewSchema = productReviewSchema.extend({
  product: z.object({ id: z.string(), slug: z.string(), name: z.string() }),
  hidden: z.boolean(),
});
export type AdminProductReview = z.infer<typeof adminProductReviewSchema>;

export const adminProductReviewQuerySchema = pageQuerySchema(20).extend({
  shown: z.enum(['all', 'visible', 'hidden'], { error: 'Show must be all, visible or hidden' }).default('all'),
});
export type AdminProductReviewQuery = z.infer<typeof adminProductReviewQuerySchema>;
export const adminProductReviewPageSchema = pageSchema(adminProductReviewSchema);
export type AdminProductReviewPage = z.infer<typeof adminProductReviewPageSchema>;

/** An admin's action on a review: hide or show it, and give, change or take away the shop's reply. */
export const productReviewModerationSchema = z
  .object({
    hidden: z.boolean({ error: 'Hidden must be true or false' }).optional(),
    reply: z.string({ error: messages.replyRequired }).trim().min(1, messages.replyRequired).max(PRODUCT_REVIEW_REPLY_MAX, messages.replyTooLong).nullable().optional(),
  })
  .refine((change) => change.hidden !== undefined || change.reply !== undefined, { message: messages.nothingToChange });
export type ProductReviewModeration = z.infer<typeof productReviewModerationSchema>;
