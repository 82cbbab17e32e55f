import { z } from 'zod';
import { dateStyles, defaultPostcodeRule, defaultTaxNumberRule, postcodeRuleSchema, taxNumberRuleSchema } from '../shop-locale.js';

/**
 * The shop configuration (SPEC §1): brand, currency, contact data, home-page content. Defaults
 * ship in content/shop.json; the server validates the file at start-up with this schema and
 * serves it to the web at GET /api/shop.
 */
export const counterIconSchema = z.enum(['customers', 'revenue', 'reviews', 'tools']);

const linkSchema = z.object({
  label: z.string().min(1),
  /** Omitted for entries that are shown as plain text. */
  href: z.string().startsWith('/').optional(),
});

export const shopConfigSchema = z.object({
  name: z.string().min(1),
  /** Path of the logo image, served by the web app. */
  logo: z.string().startsWith('/'),
  currency: z.string().regex(/^[A-Z]{3}$/, 'currency must be an ISO 4217 code such as USD'),
  /** Language and region (BCP 47, "en-US"): how money, numbers and dates are written everywhere. */
  locale: z.string().min(2).refine(isLocale, 'locale must be a language tag such as en-US'),
  /** How dates are written in pages, lists and emails (documents write them in full). */
  dateStyle: z.enum(dateStyles).default('medium'),
  /** The shape of the shop's postcodes: checked on every address, named in every form. */
  postcode: postcodeRuleSchema.default(defaultPostcodeRule),
  /** How a phone number of the shop's region is written, shown as the example in forms (the rule of SPEC §6 holds everywhere). */
  phone: z.object({ example: z.string().min(1).max(30) }).default({ example: '+1 217 555 0142' }),
  /** The tax number a company applies for a trade account with. */
  taxNumber: taxNumberRuleSchema.default(defaultTaxNumberRule),
  /** The shop's IANA time zone: its days (delivery slots, invoice years) begin and end in it. */
  timeZone: z.string().min(1).default('UTC'),
  /** Issue 14 §4: one shop-wide tax; prices entered and shown with it (gross) or without (net). */
  tax: z
    .object({
      name: z.string().min(1).max(30),
      rateBasisPoints: z.number().int().min(0).max(5_000),
      pricesIncludeTax: z.boolean(),
    })
    .default({ name: 'Tax', rateBasisPoints: 0, pricesIncludeTax: true }),
  /**
   * Issue 14 §2: how the shop delivers. Slots are the windows of each day, bookable from the next
   * day for `slotDaysAhead` days, in the shop's time zone; pickup is from the shop's own counter.
   */
  delivery: z
    .object({
      slotWindows: z
        .array(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/, 'a slot window looks like 08:00-12:00'))
        .min(1)
        .max(8),
      slotDaysAhead: z.number().int().min(1).max(60),
      pickup: z.object({ address: z.string().min(1), hours: z.string().min(1) }),
    })
    .default({ slotWindows: ['08:00-12:00', '12:00-16:00', '16:00-20:00'], slotDaysAhead: 14, pickup: { address: 'At the shop', hours: 'Opening hours' } }),
  contact: z.object({
    email: z.email(),
    phone: z.string().min(1),
    address: z.string().min(1),
  }),
  banner: z.object({
    title: z.string().min(1),
    text: z.string().min(1),
    button: z.string().min(1),
  }),
  counters: z
    .array(
      z.object({
        label: z.string().min(1),
        value: z.number().nonnegative(),
        suffix: z.string().default(''),
        icon: counterIconSchema,
      }),
    )
    .min(1),
  capabilities: z.object({
    heading: z.string().min(1),
    text: z.string().min(1),
    faq: z.array(z.object({ question: z.string().min(1), answer: z.string().min(1) })).min(1),
  }),
  ceo: z.object({
    name: z.string().min(1),
    title: z.string().min(1),
    quote: z.string().min(1),
    signature: z.string().startsWith('/'),
  }),
  partners: z.array(z.object({ name: z.string().min(1), color: z.string().regex(/^#[0-9a-fA-F]{6}$/) })),
  footer: z.object({
    copyrightYear: z.number().int().min(1900).max(9999),
    columns: z.array(z.object({ title: z.string().min(1), links: z.array(linkSchema) })),
  }),
});
export type ShopConfig = z.infer<typeof shopConfigSchema>;

function isLocale(tag: string): boolean {
  try {
    return Intl.NumberFormat.supportedLocalesOf([tag]).length > 0;
  } catch {
    return false;
  }
}
