import { z } from 'zod';
import { formatMoney } from '../money.js';
import { phoneSchema } from './phone.js';
import { addressInputSchema } from './addresses.js';
import { typedDiscountCodeSchema } from './discounts.js';
import { deliveryMethods, orderSchema, orderTaxSchema, paymentChoices } from './orders.js';
import { centsDescription, centsSchema } from './cents.js';

/** Issue 14 §2: the checkout of a signed-in customer's cart. */
export const checkoutMessages = {
  placed: 'Thank you! Your order has been placed.',
  placedCardPayment: 'Your order has been placed. Please pay to confirm it.',
  cartEmpty: 'Your cart is empty',
  cartChanged: 'Your cart changed since you reviewed it. Please review your order again.',
  totalChanged: 'The total changed since you reviewed your order (a price or the delivery fee). Please review it again.',
  termsRequired: 'Please accept the terms of use to place your order',
  addressRequired: 'Please choose a saved address or enter a delivery address',
  slotRequired: 'Please choose a delivery slot',
  slotNotOffered: 'This delivery slot cannot be booked. Please choose one of the slots offered.',
  slotFull: 'This delivery slot has just been fully booked. Please choose another one.',
  siteNotesRequired: 'Please tell the driver how to find the site and who takes the delivery',
  siteNotesTooLong: 'Site notes must be at most 500 characters',
  placedOnInvoice: 'Thank you! Your order has been placed on invoice. Its invoice is in your email and in My Orders.',
  cartRevisionRequired: 'Please review your order before placing it',
  reviewWithoutCode: 'Your total has been worked out again without the code. Please check it and place your order again.',
  cashNeedsConfirmedEmail: 'Please confirm your email address to pay cash on delivery: open the link we emailed you, or pay by card.',
} as const;

export function cashOnDeliveryLimitMessage(maxCents: number, currency: string, locale: string): string {
  return `Cash on delivery is possible for orders up to ${formatMoney(maxCents, currency, locale)}. Please pay by card.`;
}

export const deliverySlotSchema = z.object({
  day: z.iso.date(checkoutMessages.slotNotOffered),
  window: z.string().regex(/^\d\d:\d\d-\d\d:\d\d$/, checkoutMessages.slotNotOffered),
});
export type DeliverySlot = z.infer<typeof deliverySlotSchema>;

/** Where and how the order goes: a saved address (`addressId`) or a new one (kept when `saveAddress`). */
export const checkoutDeliverySchema = z.object({
  method: z.enum(deliveryMethods),
  addressId: z.uuid(checkoutMessages.addressRequired).optional(),
  address: addressInputSchema.optional(),
  saveAddress: z.boolean().default(false),
  slot: deliverySlotSchema.optional(),
  siteNotes: z.string().trim().max(500, checkoutMessages.siteNotesTooLong).optional(),
});
export type CheckoutDelivery = z.infer<typeof checkoutDeliverySchema>;

/** The review step: what the cart would cost with this delivery (and the discount code typed, if any). */
export const checkoutQuoteRequestSchema = z.object({
  delivery: checkoutDeliverySchema,
  /** Accepting a quote (issue 15 §6): its lines at its prices instead of the cart's. */
  quoteId: z.string().max(100).optional(),
  discountCode: typedDiscountCodeSchema.optional(),
  /** How the customer means to pay, when chosen: a card order the code would bring below a card payment's minimum is refused. */
  payment: z.enum(paymentChoices).optional(),
});

/** Placing the order: what the customer reviewed (the cart's revision and the total shown) must still hold. */
export const checkoutRequestSchema = z.object({
  /** The cart's revision as reviewed; not sent when accepting a quote. */
  cartRevision: z.number().int().min(0).optional(),
  /** Accepting a quote (issue 15 §6): the order is its lines at its prices; the cart stays as it is. */
  quoteId: z.string().max(100).optional(),
  expectedTotal: z.number().int().min(0).describe(centsDescription('The total the customer reviewed (POST /api/checkout/quote)', '; a different total now is refused with 409')),
  delivery: checkoutDeliverySchema,
  /** A number the shop can call about the order. */
  phone: phoneSchema,
  payment: z.enum(paymentChoices),
  acceptTerms: z.literal(true, { error: checkoutMessages.termsRequired }),
  /** The discount code the review was made with (any case); the shop works out what it takes off. */
  discountCode: typedDiscountCodeSchema.optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const checkoutQuoteSchema = z.object({
  /** The cart's revision (null when the review is of a quote). */
  cartRevision: z.number().int().nullable(),
  /** The quote being accepted, when the review is of one. */
  quote: z.object({ id: z.string(), number: z.string() }).nullable(),
  lines: z.array(z.object({ productId: z.string(), name: z.string(), quantity: z.number().int(), unitPrice: centsSchema('Price of one piece at this quantity'), lineTotal: centsSchema('unitPrice × quantity') })),
  subtotal: centsSchema('The lines\' total'),
  /** The discount code as the shop wrote it (null: none asked for) and what it takes off the lines. */
  discountCode: z.string().nullable(),
  discountCents: centsSchema('What the discount code takes off the lines'),
  delivery: z.object({ method: z.enum(deliveryMethods), fee: centsSchema('The delivery fee'), zone: z.string().nullable(), address: z.string() }),
  tax: orderTaxSchema,
  total: centsSchema('What the order would cost', ': send it back as `expectedTotal`'),
  /**
   * Whether this order may be paid in cash on delivery: up to `max`, and only once the customer
   * confirmed their email address (`emailConfirmed`), since a cash order holds its pieces unpaid.
   */
  cashOnDelivery: z.object({ allowed: z.boolean(), max: centsSchema('Largest total payable in cash on delivery'), emailConfirmed: z.boolean() }),
  /**
   * Paying on invoice (issue 15 §5): null unless the customer's trade account has payment terms;
   * `allowed` false (with the reason) when this order would pass the credit limit.
   */
  invoice: z.object({ allowed: z.boolean(), paymentTermsDays: z.number().int(), creditAvailable: z.number().int(), message: z.string().nullable() }).nullable(),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

export const checkoutReplySchema = z.object({ message: z.string(), order: orderSchema });

/** Why the review has no total yet, in the order a buyer fills the form (what the summary says). */
export const reviewWaitingMessages = {
  address: 'Enter the delivery address to see the delivery fee and your total.',
  zone: 'We do not deliver to this address: choose another one, or pick up at the shop.',
  checking: 'Checking the delivery to this address…',
  slot: 'Pick a delivery day and time to see the delivery fee and your total.',
  siteNotes: 'Add the notes for the driver to see your total.',
} as const;
