import { z } from 'zod';
import { formatMoney, MAX_MINOR_UNITS } from '../money.js';
import { normalTaxNumber, taxNumberProblem, taxNumberShapeMessage, type TaxNumberRule } from '../shop-locale.js';
import { pageQuerySchema, pageSchema } from './common.js';

/**
 * Trade accounts (issue 15 §5). A customer applies with the company's name, address and tax
 * number (named and shaped by the shop's locale, content/shop.json); an admin approves (a price
 * tier, payment terms, a credit limit) or refuses with a reason. Approved accounts see net prices
 * at their tier and may pay on invoice within their terms, up to their credit limit. Money in
 * cents; shares in basis points (1,000 = 10 %).
 */
export const COMPANY_NAME_MAX = 120;
export const COMPANY_ADDRESS_MAX = 300;
export const REFUSAL_REASON_MIN = 10;
export const REFUSAL_REASON_MAX = 500;
export const TIER_NAME_MAX = 40;
/** No tier takes more than half off the list price: a typing slip must not give goods away. */
export const MAX_TRADE_DISCOUNT_BASIS_POINTS = 5_000;
export const MAX_PAYMENT_TERMS_DAYS = 120;
/** The terms an admin picks from (0: the account does not pay on invoice). */
export const PAYMENT_TERMS_CHOICES = [0, 14, 30, 45, 60, 90] as const;

export const TRADE_ACCOUNT_STATUSES = ['applied', 'approved', 'refused'] as const;
export type TradeAccountStatus = (typeof TRADE_ACCOUNT_STATUSES)[number];

export const INVOICE_STATES = ['open', 'overdue', 'paid'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

export const tradeMessages = {
  companyNameRequired: 'Company name is required',
  companyNameTooLong: `Company name must be at most ${COMPANY_NAME_MAX} characters`,
  companyAddressRequired: 'Company address is required',
  companyAddressTooLong: `Company address must be at most ${COMPANY_ADDRESS_MAX} characters`,
  applied: 'Thank you! We will look at your application and write to you by email.',
  alreadyApplied: 'Your application is waiting for our answer',
  alreadyApproved: 'You already have a trade account',
  onlyCustomers: 'Only customer accounts can apply for a trade account',
  notFound: 'This trade account does not exist',
  notWaiting: 'This application has already been answered',
  notApproved: 'Only an approved trade account can be changed',
  tierRequired: 'Choose a price tier',
  tierUnknown: 'This price tier does not exist',
  termsRange: `Payment terms must be one of ${PAYMENT_TERMS_CHOICES.slice(0, -1).join(', ')} or ${PAYMENT_TERMS_CHOICES.at(-1)} days`,
  creditLimitRange: 'Credit limit must be a whole number of cents, 0 or more',
  creditLimitTooHigh: 'This credit limit is too high',
  reasonRequired: 'Please give the customer a reason',
  reasonTooShort: `A reason is at least ${REFUSAL_REASON_MIN} characters: tell the customer why`,
  reasonTooLong: `A reason must be at most ${REFUSAL_REASON_MAX} characters`,
  approved: 'Trade account approved; the customer has been emailed',
  refused: 'Application refused; the customer has been emailed the reason',
  saved: 'Trade account saved',
  tierNameRequired: 'Tier name is required',
  tierNameTooLong: `Tier name must be at most ${TIER_NAME_MAX} characters`,
  tierNameTaken: 'A price tier with this name already exists',
  tierDiscountRange: 'A trade discount is more than 0 % and at most 50 %',
  tierDiscountPrecision: 'A trade discount has at most two decimals (for example 12.5 %)',
  tierNotFound: 'This price tier does not exist',
  tierInUse: 'This price tier is given to trade accounts; move them to another tier first',
  tierCreated: 'Price tier created',
  tierSaved: 'Price tier saved',
  tierDeleted: 'Price tier deleted',
  nothingToChange: 'Change at least one thing',
  invoiceNotFound: 'This invoice does not exist',
  invoiceAlreadyPaid: 'This invoice has already been marked paid',
  invoiceCancelled: 'This order was cancelled: its invoice is not to be paid',
  invoiceMarkedPaid: 'Invoice marked paid',
  // At the checkout.
  invoiceNotAllowed: 'Paying on invoice is for approved trade accounts with payment terms',
} as const;

const m = tradeMessages;

/** Why an order on invoice would go past the account's credit limit, with what is left of it. */
export function creditLimitMessage(availableCents: number, currency: string, locale: string): string {
  return availableCents <= 0
    ? 'Your open invoices have reached your credit limit. Please pay by card, or pay an open invoice first.'
    : `This order is more than the ${formatMoney(availableCents, currency, locale)} left of your credit limit. Please pay by card, or order less.`;
}

/** A last day to pay (YYYY-MM-DD) as people read it, "May 4, 2026": read as noon UTC and shown in UTC, so no time zone moves it. */
export function dueDayText(dueOn: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${dueOn}T12:00:00Z`));
}

/** How an order on invoice is to be paid: "On invoice, payment due by May 4, 2026 (30 days)". */
export function invoiceDueMessage(terms: { dueOn: string; paymentTermsDays: number }, locale: string): string {
  const days = terms.paymentTermsDays === 1 ? '1 day' : `${terms.paymentTermsDays} days`;
  return `On invoice, payment due by ${dueDayText(terms.dueOn, locale)} (${days})`;
}

/**
 * An application under the shop's tax-number rule (content/shop.json `taxNumber`: "EIN", "VAT
 * number"). `vatNumber` is the field's name in the API whatever the shop calls the number; it is
 * kept upper case, without spaces, dots or dashes.
 */
export function tradeApplicationSchemaFor(rule: TaxNumberRule) {
  const required = `${rule.name} is required`;
  const shape = taxNumberShapeMessage(rule);
  return z.object({
    companyName: z.string({ error: m.companyNameRequired }).trim().min(1, m.companyNameRequired).max(COMPANY_NAME_MAX, m.companyNameTooLong),
    companyAddress: z.string({ error: m.companyAddressRequired }).trim().min(1, m.companyAddressRequired).max(COMPANY_ADDRESS_MAX, m.companyAddressTooLong),
    vatNumber: z
      .string({ error: required })
      .max(40, shape)
      .transform(normalTaxNumber)
      .pipe(z.string().min(1, required).refine((kept) => kept === '' || taxNumberProblem(rule, kept) === null, shape))
      .describe(`The company's ${rule.name}, for example ${rule.example}`),
  });
}
export type TradeApplication = z.infer<ReturnType<typeof tradeApplicationSchemaFor>>;

export const tradeTierSchema = z.object({
  id: z.string(),
  name: z.string(),
  discountBasisPoints: z.number().int(),
  /** Approved trade accounts in this tier. */
  accounts: z.number().int(),
});
export type TradeTier = z.infer<typeof tradeTierSchema>;

const tierDiscountSchema = z
  .number({ error: m.tierDiscountRange })
  .refine(Number.isInteger, m.tierDiscountPrecision)
  .refine((value) => value >= 1 && value <= MAX_TRADE_DISCOUNT_BASIS_POINTS, m.tierDiscountRange);

export const tradeTierInputSchema = z.object({
  name: z.string({ error: m.tierNameRequired }).trim().min(1, m.tierNameRequired).max(TIER_NAME_MAX, m.tierNameTooLong),
  discountBasisPoints: tierDiscountSchema,
});
export const tradeTierPatchSchema = tradeTierInputSchema.partial().refine((patch) => Object.keys(patch).length > 0, m.nothingToChange);

/** Only the terms the admins' form offers (the table allows 0 to MAX_PAYMENT_TERMS_DAYS). */
const termsSchema = z.number({ error: m.termsRange }).refine((days) => (PAYMENT_TERMS_CHOICES as readonly number[]).includes(days), m.termsRange);
const creditLimitSchema = z.number({ error: m.creditLimitRange }).int(m.creditLimitRange).min(0, m.creditLimitRange).max(MAX_MINOR_UNITS, m.creditLimitTooHigh);

/** What an admin gives an approved account (and may change later). */
export const tradeTermsInputSchema = z.object({
  tierId: z.string({ error: m.tierRequired }).min(1, m.tierRequired).max(100, m.tierUnknown),
  paymentTermsDays: termsSchema,
  creditLimitCents: creditLimitSchema,
});
export type TradeTermsInput = z.infer<typeof tradeTermsInputSchema>;
export const tradeTermsPatchSchema = tradeTermsInputSchema.partial().refine((patch) => Object.keys(patch).length > 0, m.nothingToChange);

export const tradeRefusalSchema = z.object({
  reason: z.string({ error: m.reasonRequired }).trim().min(1, m.reasonRequired).min(REFUSAL_REASON_MIN, m.reasonTooShort).max(REFUSAL_REASON_MAX, m.reasonTooLong),
});

/** A customer's own trade account (GET /api/trade/account answers `{ account: null }` before they apply). */
export const tradeAccountSchema = z.object({
  status: z.enum(TRADE_ACCOUNT_STATUSES),
  companyName: z.string(),
  companyAddress: z.string(),
  vatNumber: z.string(),
  /** Approved: the tier whose share comes off every list price (quantity breaks apply on top). */
  tier: z.object({ name: z.string(), discountBasisPoints: z.number().int() }).nullable(),
  paymentTermsDays: z.number().int(),
  creditLimit: z.number().int(),
  /** Open (unpaid, not cancelled) orders on invoice. */
  creditUsed: z.number().int(),
  refusalReason: z.string().nullable(),
  appliedAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});
export type TradeAccount = z.infer<typeof tradeAccountSchema>;
export const myTradeAccountSchema = z.object({ account: tradeAccountSchema.nullable() });

/** A trade account as admins see it in the list. */
export const tradeAccountAdminSchema = tradeAccountSchema.extend({
  userId: z.string(),
  customerName: z.string(),
  email: z.string(),
  tierId: z.string().nullable(),
});
export type TradeAccountAdmin = z.infer<typeof tradeAccountAdminSchema>;
export const TRADE_ACCOUNTS_PAGE_SIZE = 20;
export const tradeAccountsQuerySchema = pageQuerySchema(TRADE_ACCOUNTS_PAGE_SIZE).extend({
  status: z.enum(TRADE_ACCOUNT_STATUSES, { error: 'Status must be applied, approved or refused' }).optional(),
});
export const tradeAccountPageSchema = pageSchema(tradeAccountAdminSchema);

/** An order on invoice, as the admins' invoices page lists it. */
export const tradeInvoiceSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  invoiceNumber: z.string().nullable(),
  companyName: z.string().nullable(),
  customerName: z.string(),
  email: z.string(),
  total: z.number().int(),
  orderedAt: z.iso.datetime(),
  dueOn: z.iso.date(),
  paymentTermsDays: z.number().int(),
  /** Unpaid after its last day to pay (the shop's time zone). */
  overdue: z.boolean(),
  daysOverdue: z.number().int(),
  paidAt: z.iso.datetime().nullable(),
  orderStatus: z.string(),
});
export type TradeInvoice = z.infer<typeof tradeInvoiceSchema>;
export const TRADE_INVOICES_PAGE_SIZE = 20;
export const tradeInvoicesQuerySchema = pageQuerySchema(TRADE_INVOICES_PAGE_SIZE).extend({
  state: z.enum(INVOICE_STATES, { error: 'State must be open, overdue or paid' }).default('open'),
});
export const tradeInvoicePageSchema = pageSchema(tradeInvoiceSchema).extend({
  /** Over all unpaid invoices, whatever the page: what is owed and what of it is overdue. */
  summary: z.object({ openCount: z.number().int(), openCents: z.number().int(), overdueCount: z.number().int(), overdueCents: z.number().int() }),
});
export type TradeInvoicePage = z.infer<typeof tradeInvoicePageSchema>;
