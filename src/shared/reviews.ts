/**
 * Review rules and messages (SPEC §3, §8), without Zod, so the public pages that show reviews
 * do not load the schema library. The schemas in schemas/reviews.ts build on them.
 */
export const REVIEWS_PAGE_SIZE = 12;
export const HOME_REVIEW_COUNT = 6;
export const MIN_RATING = 1;
export const MAX_RATING = 5;
/** How many reviews one customer may write per hour. */
export const REVIEWS_PER_HOUR = 5;

/** Accessible name of a star rating, SPEC §3. */
export function ratingLabel(rating: number): string {
  return `Rated ${rating} out of ${MAX_RATING}`;
}

export const reviewMessages = {
  countryRequired: 'Country is required',
  countryTooLong: 'Country must be at most 100 characters',
  ratingRange: 'Rating must be between 1 and 5',
  commentRequired: 'Comment is required',
  commentTooShort: 'Comment must be at least 5 characters',
  commentTooLong: 'Comment must be at most 2000 characters',
  pictureUnknown: 'Upload the picture again: it was not found',
  added: 'Thank you! Your review has been published.',
  signInToLike: 'Please sign in to mark reviews as helpful',
  tooMany: 'You have written several reviews in a short time. Please wait a while before writing another.',
} as const;
