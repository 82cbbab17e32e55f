import { z } from 'zod';
import { imageSchema, pageQuerySchema, pageSchema } from './common.js';

export const REVIEWS_PAGE_SIZE = 12;
export const HOME_REVIEW_COUNT = 6;
export const MIN_RATING = 1;
export const MAX_RATING = 5;

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
  createdAt: z.iso.datetime(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListQuerySchema = pageQuerySchema(REVIEWS_PAGE_SIZE);
export const reviewPageSchema = pageSchema(reviewSchema);
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/** Accessible name of a star rating, SPEC §3. */
export function ratingLabel(rating: number): string {
  return `Rated ${rating} out of ${MAX_RATING}`;
}
