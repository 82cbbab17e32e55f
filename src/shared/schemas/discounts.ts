import { z } from 'zod';
import { formatMoney, MAX_MINOR_UNITS } from '../money.js';
import { pageQuerySchema, pageSchema } from './common.js';
import { centsDescription } from './cents.js';

/**
 * Discount codes (issue 15 §4). Admins make them: a percentage or a fixed amount off the lines of
 * an order, from a minimum order, between two days, a number of times in all and per customer.
 * Customers type them at the checkout. Money in cents; a percentage in basis points (1,250 = 12.5 %).
 */
export const DISCOUNT_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;
export const DESCRIPTION_MAX = 200;
export const MAX_CODE_USES = 1_000_000;
/** Longest text the checkout takes as a code (longer is no code of the shop's anyway). */
export const TYPED_CODE_MAX = 100;
/** The years a code's days may fall in (further off is a typing slip, and no day the shop can work with). */
export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2999;
/** The smallest total a card payment can be made for, in cents. */
export const CARD_PAYMENT_MIN_CENTS = 50;
/** Codes one account may try at the checkout per window (a code cannot be found by trying many). */
export const CODE_TRIES_PER_WINDOW = 30;
export const CODE_TRIES_WINDOW_MS = 10 * 60 * 1000;

export const DISCOUNT_KINDS = ['percent', 'amount'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export const discountMessages = {
  codeRequired: 'Code is required',
  codeShape: 'A code is 3 to 32 letters, digits, dashes (-) or underscores (_)',
  codeTaken: 'A discount code with this name already exists (upper and lower case count as the same)',
  kindRequired: 'Choose a percentage or a fixed amount',
  percentRequired: 'Percentage is required',
  percentRange: 'A percentage is more than 0 % and at most 100 %',
  percentPrecision: 'A percentage has at most two decimals (for example 12.5 %)',
  amountRequired: 'Amount is required',
  amountCents: 'Amount must be a whole number of cents, more than 0',
  amountTooHigh: 'This amount is too high',
  valueOfOtherKind: 'Give a percentage or an amount, as the kind of code says, not both',
  minOrderCents: 'Minimum order must be a whole number of cents, 0 or more',
  dayShape: 'Enter a day as YYYY-MM-DD',
  dayYears: `Enter a day in the years ${FIRST_YEAR} to ${LAST_YEAR}`,
  endsBeforeStarts: 'The last day must be on or after the first day',
  maxUsesRange: `Uses in all must be a whole number from 1 to ${MAX_CODE_USES} (empty: no limit)`,
  maxUsesPerCustomerRange: `Uses per customer must be a whole number from 1 to ${MAX_CODE_USES} (empty: no limit)`,
  descriptionTooLong: `Description must be at most ${DESCRIPTION_MAX} characters`,
  archivedFlag: 'Archived must be true or false',
  nothingToChange: 'Change at least one thing',
  notFound: 'This discount code does not exist',
  created: 'Discount code created',
  saved: 'Discount code saved',
  archived: 'Discount code archived: it can no longer be used',
  restored: 'Discount code restored: it can be used again',
  // At the checkout.
  codeEmpty: 'Enter a discount code',
  unknown: 'We do not know this code. Please check how it is written.',
  noLongerValid: 'This code is no longer valid.',
  usedUp: 'This code has been used as often as it may be. It is no longer valid.',
  usedByYou: 'You have already used this code.',
  tooManyTries: 'You have tried many discount codes in a short time. Please wait a few minutes and try again.',
} as const;

const m = discountMessages;

/** Uses in all cannot be set below the uses a code already has. */
export function maxUsesBelowUsedMessage(used: number): string {
  return `This code has been used ${used} ${used === 1 ? 'time' : 'times'} already; uses in all cannot be fewer`;
}

/** The customer reached the uses a code allows each customer (more than one). */
export function usedByYouTimesMessage(times: number): string {
  return times === 1 ? m.usedByYou : `You have already used this code ${times} times, as often as it may be used by one customer.`;
}

/** `from` is the first day, as people read it ("May 4, 2026"). */
export function notYetValidMessage(from: string): string {
  return `This code is valid from ${from}.`;
}

/** `until` is the last day it was valid, as people read it. */
export function expiredMessage(until: string): string {
  return `This code was valid until ${until}. It has expired.`;
}

/** The lines do not reach the code's minimum order. */
export function minimumNotReachedMessage(missingCents: number, minimumCents: number, currency: string, locale: string): string {
  return `Add ${formatMoney(missingCents, currency, locale)} more to use this code: it is for orders from ${formatMoney(minimumCents, currency, locale)}.`;
}

/**
 * With the code a card order would come to less than a card payment can be made for: the customer
 * adds to the order, or pays cash when the shop takes cash for it.
 */
export function belowCardMinimumMessage(totalCents: number, minimumCents: number, cashAllowed: boolean, currency: string, locale: string): string {
  const remedy = cashAllowed ? 'add more to the order or pay cash on delivery' : 'add more to the order';
  return `With this code the order comes to ${formatMoney(totalCents, currency, locale)}, below the ${formatMoney(minimumCents, currency, locale)} a card payment needs: ${remedy}.`;
}

// Empty is only "required" (the shape's message would repeat it).
const code = z.string({ error: m.codeRequired }).trim().min(1, m.codeRequired).refine((typed) => typed === '' || DISCOUNT_CODE_PATTERN.test(typed), m.codeShape);
const description = z.string().trim().max(DESCRIPTION_MAX, m.descriptionTooLong);
const day = z.iso
  .date(m.dayShape)
  .refine((typed) => Number(typed.slice(0, 4)) >= FIRST_YEAR && Number(typed.slice(0, 4)) <= LAST_YEAR, m.dayYears)
  .nullable();
function limit(message: string) {
  return z.number({ error: message }).int(message).min(1, message).max(MAX_CODE_USES, message).nullable();
}

/** Each field of a code with its rules and messages (the admin form checks what is typed with them). */
export const discountFields = {
  code,
  description,
  kind: z.enum(DISCOUNT_KINDS, { error: m.kindRequired }),
  percentBasisPoints: z.number({ error: m.percentRequired }).int(m.percentPrecision).min(1, m.percentRange).max(10_000, m.percentRange),
  amount: z.number({ error: m.amountRequired }).int(m.amountCents).min(1, m.amountCents).max(MAX_MINOR_UNITS, m.amountTooHigh).describe(centsDescription('For a fixed-amount code: what it takes off')),
  minOrder: z.number({ error: m.minOrderCents }).int(m.minOrderCents).min(0, m.minOrderCents).max(MAX_MINOR_UNITS, m.amountTooHigh).describe(centsDescription('Smallest order the code works for')),
  /** The first day it may be used (the shop's time zone); null: from now on. */
  startsOn: day,
  /** The last day it may be used, included; null: no end. */
  endsOn: day,
  /** Orders it may take off in all; null: no limit. */
  maxUses: limit(m.maxUsesRange),
  /** Orders of one customer it may take off; null: no limit. */
  maxUsesPerCustomer: limit(m.maxUsesPerCustomerRange),
};

function daysInOrder(value: { startsOn?: string | null | undefined; endsOn?: string | null | undefined }): boolean {
  return !value.startsOn || !value.endsOn || value.startsOn <= value.endsOn;
}

/** POST /api/discount-codes: a new code, usable at once unless it starts later. */
export const discountCodeInputSchema = z
  .object({
    code: discountFields.code,
    description: discountFields.description.default(''),
    kind: discountFields.kind,
    percentBasisPoints: discountFields.percentBasisPoints.optional(),
    amount: discountFields.amount.optional(),
    minOrder: discountFields.minOrder.default(0),
    startsOn: discountFields.startsOn.default(null),
    endsOn: discountFields.endsOn.default(null),
    maxUses: discountFields.maxUses.default(null),
    maxUsesPerCustomer: discountFields.maxUsesPerCustomer.default(null),
  })
  .superRefine((value, ctx) => {
    const [wanted, other] = value.kind === 'percent' ? (['percentBasisPoints', 'amount'] as const) : (['amount', 'percentBasisPoints'] as const);
    if (value[wanted] === undefined) ctx.addIssue({ code: 'custom', path: [wanted], message: wanted === 'amount' ? m.amountRequired : m.percentRequired });
    if (value[other] !== undefined) ctx.addIssue({ code: 'custom', path: [other], message: m.valueOfOtherKind });
    if (!daysInOrder(value)) ctx.addIssue({ code: 'custom', path: ['endsOn'], message: m.endsBeforeStarts });
  });
export type DiscountCodeInput = z.input<typeof discountCodeInputSchema>;

/**
 * PATCH /api/discount-codes/:id: what may change once customers may have used it — the description,
 * the minimum order, the days and the limits; `archived: true` archives it, `false` restores it.
 * The code and what it is worth stay as they were (orders name them).
 */
export const discountCodeUpdateSchema = z
  .object({
    description: discountFields.description.optional(),
    minOrder: discountFields.minOrder.optional(),
    startsOn: discountFields.startsOn.optional(),
    endsOn: discountFields.endsOn.optional(),
    maxUses: discountFields.maxUses.optional(),
    maxUsesPerCustomer: discountFields.maxUsesPerCustomer.optional(),
    archived: z.boolean({ error: m.archivedFlag }).optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), m.nothingToChange)
  .refine(daysInOrder, { message: m.endsBeforeStarts, path: ['endsOn'] });
export type DiscountCodeUpdate = z.input<typeof discountCodeUpdateSchema>;

/** Where a code stands now: usable, not started, past its last day, used as often as it may be, archived. */
export const DISCOUNT_STATUSES = ['active', 'scheduled', 'expired', 'used_up', 'archived'] as const;
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number];

export const discountCodeSchema = z.object({
  id: z.string(),
  /** As the admin typed it; customers may type it in any case. */
  code: z.string(),
  description: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  /** For `percent`: 1,250 = 12.5 % (null otherwise). */
  percentBasisPoints: z.number().int().nullable(),
  /** For `amount`: cents off (null otherwise). */
  amount: z.number().int().nullable(),
  minOrder: z.number().int(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int().nullable(),
  /** Orders placed with it so far and not cancelled. */
  used: z.number().int(),
  status: z.enum(DISCOUNT_STATUSES),
  createdAt: z.iso.datetime(),
});
export type DiscountCodeView = z.infer<typeof discountCodeSchema>;

export const DISCOUNT_CODES_PAGE_SIZE = 20;
export const discountCodesQuerySchema = pageQuerySchema(DISCOUNT_CODES_PAGE_SIZE);
/** GET /api/discount-codes (admins): codes in use first, newest first. */
export const discountCodePageSchema = pageSchema(discountCodeSchema);
export type DiscountCodePage = z.infer<typeof discountCodePageSchema>;
export const discountCodeReplySchema = z.object({ message: z.string(), discountCode: discountCodeSchema });
export type DiscountCodeReply = z.infer<typeof discountCodeReplySchema>;

/** The code a customer types at the checkout (optional): matched in any case. */
export const typedDiscountCodeSchema = z.string({ error: m.codeEmpty }).trim().min(1, m.codeEmpty).max(TYPED_CODE_MAX, m.unknown);
