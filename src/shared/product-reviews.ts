/**
 * Product review rules and messages (issue 38 §5), without Zod, so the product page and the
 * cards that show ratings do not load the schema library. schemas/product-reviews.ts builds on them.
 */
export const PRODUCT_REVIEWS_PAGE_SIZE = 5;
export const PRODUCT_REVIEW_TITLE_MAX = 120;
export const PRODUCT_REVIEW_BODY_MIN = 10;
export const PRODUCT_REVIEW_BODY_MAX = 3000;
export const PRODUCT_REVIEW_REPLY_MAX = 2000;
/** How many product reviews one customer may write per hour. */
export const PRODUCT_REVIEWS_PER_HOUR = 10;
/** Reviews a product's JSON-LD carries besides its AggregateRating. */
export const JSON_LD_REVIEW_COUNT = 5;

export interface RatingSummary {
  average: number;
  count: number;
}

/** The average of `count` ratings adding up to `total`, to one decimal (null: none yet). */
export function ratingOf(count: number, total: number): RatingSummary | null {
  return count > 0 ? { average: Math.round((total / count) * 10) / 10, count } : null;
}

/** "4.5 out of 5 from 12 reviews": the accessible text of an average. */
export function averageLabel(rating: RatingSummary): string {
  return `Rated ${rating.average.toFixed(1)} out of 5 from ${rating.count} ${rating.count === 1 ? 'review' : 'reviews'}`;
}

/** Why a signed-in customer may or may not review a product. */
export type ReviewEligibility = 'can-review' | 'reviewed' | 'not-received';

export const productReviewMessages = {
  ratingRange: 'Choose a rating from 1 to 5 stars',
  titleTooLong: `The title must be at most ${PRODUCT_REVIEW_TITLE_MAX} characters`,
  bodyRequired: 'Write a few words about the product',
  bodyTooShort: `The review must be at least ${PRODUCT_REVIEW_BODY_MIN} characters`,
  bodyTooLong: `The review must be at most ${PRODUCT_REVIEW_BODY_MAX} characters`,
  replyRequired: 'Write a reply, or take the reply away',
  replyTooLong: `The reply must be at most ${PRODUCT_REVIEW_REPLY_MAX} characters`,
  nothingToChange: 'Say whether to hide the review, or give a reply',
  notReceived: 'Only customers who have received this product can review it.',
  alreadyReviewed: 'You have already reviewed this product.',
  notFound: 'This review does not exist.',
  added: 'Thank you! Your review is on the product page.',
  tooMany: 'You have written several reviews in a short time. Please wait a while before writing another.',
  signIn: 'Sign in to review a product you have bought.',
} as const;

/** What the product page says to a signed-in customer about writing a review. */
export const eligibilityMessages: Record<ReviewEligibility, string> = {
  'can-review': 'You bought this product: tell other buyers what you think of it.',
  reviewed: 'You have reviewed this product. Thank you!',
  'not-received': productReviewMessages.notReceived,
};
