import { z } from 'zod';
import { FIRST_YEAR, LAST_YEAR } from './discounts.js';
import { pageQuerySchema, pageSchema } from './common.js';
import { MAX_MINOR_UNITS } from '../money.js';
import { centsDescription } from './cents.js';

/**
 * Quotes (issue 15 §6). A signed-in customer asks for prices on lines (from the home page's
 * "Ask for a quote" or from the cart); an admin answers with a piece price per line, valid until a
 * day; the customer accepts it once at the checkout (`quoteId`), which places an order at exactly
 * those prices, or it expires after its last day. Money in cents.
 */
export const QUOTE_LINES_MAX = 50;
export const QUOTE_NOTE_MAX = 1_000;
export const QUOTE_QUANTITY_MAX = 100_000;
/** The furthest an answer may be valid: prices held for longer are not prices. */
export const QUOTE_VALID_DAYS_MAX = 90;
/** Quote requests one account may make per hour (each one emails the admins). */
export const QUOTE_REQUESTS_PER_HOUR = 20;

export const QUOTE_STATUSES = ['requested', 'answered', 'accepted', 'expired', 'declined', 'withdrawn'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const quoteStatusLabels: Record<QuoteStatus, string> = {
  requested: 'Waiting for prices',
  answered: 'Prices given',
  accepted: 'Ordered',
  expired: 'Expired',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

export const quoteMessages = {
  linesRequired: 'Add at least one product to your quote request',
  tooManyLines: `A quote request has at most ${QUOTE_LINES_MAX} lines`,
  productRequired: 'Choose a product for every line',
  sameProductTwice: 'A product is on two lines: put all its pieces on one line',
  quantityWhole: `Quantity must be a whole number from 1 to ${QUOTE_QUANTITY_MAX}`,
  noteTooLong: `A note must be at most ${QUOTE_NOTE_MAX} characters`,
  productUnavailable: 'This product is no longer sold',
  requested: 'Thank you! We will answer your quote request by email.',
  onlyCustomers: 'Only customer accounts can ask for quotes',
  tooManyRequests: 'You have asked for many quotes in a short time. Please wait a while before asking for another.',
  notFound: 'This quote does not exist',
  notWaiting: 'This quote has already been answered',
  withdrawnByCustomer: 'The customer has withdrawn this quote request',
  alreadyDeclined: 'This quote request has already been declined',
  priceRequired: 'Give a price for every line',
  priceWhole: 'A price must be a whole number of cents, more than 0',
  priceTooHigh: 'This price is too high',
  linesMismatch: 'Give a price for each line of the request, once',
  validUntilRequired: 'Choose the last day the prices are valid',
  dayShape: 'Enter a day as YYYY-MM-DD',
  dayYears: `Enter a day in the years ${FIRST_YEAR} to ${LAST_YEAR}`,
  validUntilPast: 'The last day the prices are valid cannot be before today',
  validUntilTooFar: `Prices may be held for at most ${QUOTE_VALID_DAYS_MAX} days`,
  answered: 'Quote answered; the customer has been emailed',
  reasonRequired: 'Please give the customer a reason',
  declined: 'Quote request declined; the customer has been emailed',
  withdrawn: 'Quote withdrawn',
  cannotWithdraw: 'This quote can no longer be withdrawn',
  // Accepting it at the checkout.
  notAnswered: 'This quote has no prices yet',
  alreadyAccepted: 'This quote has already been ordered',
  closed: 'This quote is closed',
  noDiscountCode: 'A discount code cannot be used with a quote: its prices are already agreed',
} as const;

const m = quoteMessages;

/** `until` is the last day the prices were valid, as people read it. */
export function quoteExpiredMessage(until: string): string {
  return `This quote expired: its prices were valid until ${until}. Please ask for a new quote.`;
}

const quantitySchema = z.number({ error: m.quantityWhole }).int(m.quantityWhole).min(1, m.quantityWhole).max(QUOTE_QUANTITY_MAX, m.quantityWhole);

export const quoteRequestSchema = z.object({
  lines: z
    .array(z.object({ productId: z.string({ error: m.productRequired }).min(1, m.productRequired).max(100, m.productRequired), quantity: quantitySchema }), { error: m.linesRequired })
    .min(1, m.linesRequired)
    .max(QUOTE_LINES_MAX, m.tooManyLines)
    .refine((lines) => new Set(lines.map((line) => line.productId)).size === lines.length, m.sameProductTwice),
  note: z.string().trim().max(QUOTE_NOTE_MAX, m.noteTooLong).default(''),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

const validUntilSchema = z
  .string({ error: m.validUntilRequired })
  .min(1, m.validUntilRequired)
  .pipe(z.iso.date(m.dayShape))
  .refine((day) => {
    // A day not written YYYY-MM-DD is refused for its shape alone.
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return true;
    const year = Number(day.slice(0, 4));
    return year >= FIRST_YEAR && year <= LAST_YEAR;
  }, m.dayYears);

export const quoteAnswerSchema = z.object({
  lines: z
    .array(
      z.object({
        lineNumber: z.number({ error: m.linesMismatch }).int(m.linesMismatch).min(1, m.linesMismatch),
        unitPriceCents: z.number({ error: m.priceRequired }).int(m.priceWhole).min(1, m.priceWhole).max(MAX_MINOR_UNITS, m.priceTooHigh).describe(centsDescription('Price of one piece')),
      }),
      { error: m.linesMismatch },
    )
    .min(1, m.linesMismatch)
    .max(QUOTE_LINES_MAX, m.linesMismatch),
  validUntil: validUntilSchema,
  note: z.string().trim().max(QUOTE_NOTE_MAX, m.noteTooLong).default(''),
});
export type QuoteAnswer = z.infer<typeof quoteAnswerSchema>;

export const quoteDeclineSchema = z.object({
  reason: z.string({ error: m.reasonRequired }).trim().min(1, m.reasonRequired).max(QUOTE_NOTE_MAX, m.noteTooLong),
});

export const quoteLineSchema = z.object({
  lineNumber: z.number().int(),
  productId: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  /** The quoted piece price (null until answered) and the line's total at it. */
  unitPrice: z.number().int().nullable(),
  lineTotal: z.number().int().nullable(),
  /** What one piece costs this customer today without the quote (list or trade price, quantity breaks). */
  currentUnitPrice: z.number().int(),
});

export const quoteSchema = z.object({
  id: z.string(),
  number: z.string(),
  /** `expired`: answered, and its last day has passed in the shop's time zone. */
  status: z.enum(QUOTE_STATUSES),
  customerName: z.string(),
  email: z.string(),
  customerNote: z.string(),
  answerNote: z.string(),
  validUntil: z.iso.date().nullable(),
  lines: z.array(quoteLineSchema),
  /** The quoted lines' total (null until answered); delivery and tax are worked out at the checkout. */
  subtotal: z.number().int().nullable(),
  requestedAt: z.iso.datetime(),
  answeredAt: z.iso.datetime().nullable(),
  closedAt: z.iso.datetime().nullable(),
  order: z.object({ id: z.string(), number: z.string() }).nullable(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const QUOTES_PAGE_SIZE = 20;
export const myQuotesQuerySchema = pageQuerySchema(QUOTES_PAGE_SIZE);
export const adminQuotesQuerySchema = pageQuerySchema(QUOTES_PAGE_SIZE).extend({
  status: z.enum(QUOTE_STATUSES, { error: 'Status must be requested, answered, accepted, expired, declined or withdrawn' }).optional(),
});
export const quotePageSchema = pageSchema(quoteSchema);
export type QuotePage = z.infer<typeof quotePageSchema>;
