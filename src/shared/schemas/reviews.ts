import { z } from 'zod';
import { MAX_RATING, MIN_RATING, REVIEWS_PAGE_SIZE, reviewMessages } from '../reviews.js';
import { imageSchema, pageQuerySchema, pageSchema } from './common.js';

export const reviewSchema = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string(),
  /** Whole number of stars, 1 to 5. */
  rating: z.number().int().min(MIN_RATING).max(MAX_RATING),
  /** The reviewer's picture; null when there is none (the web shows initials). */
  picture: imageSchema.nullable(),
  /** Plain text, never HTML. */
  comment: z.string(),
  helpfulCount: z.number().int(),
  /** Whether the signed-in customer marked it helpful (false for visitors). */
  likedByMe: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListQuerySchema = pageQuerySchema(REVIEWS_PAGE_SIZE);
export const reviewPageSchema = pageSchema(reviewSchema);
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/**
 * SPEC §8 Add Review. The author, and the name shown with the review, are the signed-in account's:
 * the form shows the name read-only and a `name` sent anyway is ignored.
 */
export const reviewInputSchema = z.object({
  country: z.string({ error: reviewMessages.countryRequired }).trim().min(1, reviewMessages.countryRequired).max(100, reviewMessages.countryTooLong),
  rating: z.number({ error: reviewMessages.ratingRange }).int(reviewMessages.ratingRange).min(MIN_RATING, reviewMessages.ratingRange).max(MAX_RATING, reviewMessages.ratingRange),
  comment: z.string({ error: reviewMessages.commentRequired }).trim().min(1, reviewMessages.commentRequired).min(5, reviewMessages.commentTooShort).max(2000, reviewMessages.commentTooLong),
  pictureKey: z.string().regex(/^[a-f0-9]{24}$/, reviewMessages.pictureUnknown).nullable().optional(),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;
export type ReviewForm = z.input<typeof reviewInputSchema>;

export const helpfulStateSchema = z.object({ helpfulCount: z.number().int(), likedByMe: z.boolean() });
export type HelpfulState = z.infer<typeof helpfulStateSchema>;
