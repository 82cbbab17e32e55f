import { z } from 'zod';
import { centsSchema } from './cents.js';

export const paymentMessages = {
  declined: 'Your card was declined.',
  invalidNumber: 'Your card number is invalid.',
  numberRequired: 'Card number is required',
  expired: 'Your card has expired.',
  invalidExpiry: 'Enter the expiry date as MM / YY',
  invalidCvc: "Your card's security code is invalid.",
  succeeded: 'Your payment was successful!',
  notPending: 'This order cannot be paid',
  notCompleted: 'The payment has not been completed yet.',
  closed: 'This payment can no longer be made. Please start the payment again.',
  refundedLate: 'This order was cancelled before your payment arrived, so your payment is being refunded.',
} as const;

export const paymentProviderSchema = z.enum(['test-card', 'stripe']);
export type PaymentProviderName = z.infer<typeof paymentProviderSchema>;

/** The payment the server created for an order; the page enables "Pay" once it has one. */
export const paymentSessionSchema = z.object({
  paymentId: z.string(),
  provider: paymentProviderSchema,
  amount: centsSchema('The amount to pay'),
  currency: z.string().describe('ISO 4217 code of the shop currency, e.g. EUR'),
  /** Stripe only: for Stripe Elements. */
  clientSecret: z.string().nullable(),
  publishableKey: z.string().nullable(),
});
export type PaymentSession = z.infer<typeof paymentSessionSchema>;

/** Card numbers of the built-in test mode (the well-known Stripe test numbers); any other valid number is declined. */
export const TEST_CARDS = {
  succeeds: ['4242424242424242', '5555555555554444'],
  declined: '4000000000000002',
} as const;

/** Card digits in groups of four, as printed on a card: "4242 4242 4242 4242". */
export function groupCardDigits(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** What the test cards do, in words: "4242 4242 4242 4242 or 5555 5555 5555 4444 pays, 4000 0000 0000 0002 is declined". */
export const TEST_CARDS_TEXT = `${TEST_CARDS.succeeds.map(groupCardDigits).join(' or ')} pays, ${groupCardDigits(TEST_CARDS.declined)} is declined`;

function luhn(digits: string): boolean {
  let total = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    total += digit;
  }
  return total % 10 === 0;
}

/** The built-in test-card form: checked like a real card form (Luhn, expiry, CVC). */
export const testCardSchema = z
  .object({
    number: z
      .string({ error: paymentMessages.numberRequired })
      .transform((value) => value.replace(/[\s-]/g, ''))
      .pipe(z.string().min(1, paymentMessages.numberRequired).regex(/^\d{12,19}$/, paymentMessages.invalidNumber).refine(luhn, paymentMessages.invalidNumber))
      .describe(`Card number (spaces and dashes ignored). Test mode: ${TEST_CARDS_TEXT}, any other valid number is declined`),
    expiry: z
      .string({ error: paymentMessages.invalidExpiry })
      .trim()
      .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/, paymentMessages.invalidExpiry)
      .describe('MM / YY, this month or later'),
    cvc: z.string({ error: paymentMessages.invalidCvc }).trim().regex(/^\d{3,4}$/, paymentMessages.invalidCvc).describe('3 or 4 digits'),
  })
  .superRefine((card, context) => {
    const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry);
    if (!match) return;
    const month = Number(match[1]);
    const year = 2000 + Number(match[2]);
    const now = new Date();
    if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
      context.addIssue({ code: 'custom', path: ['expiry'], message: paymentMessages.expired });
    }
  });
export type TestCard = z.infer<typeof testCardSchema>;
export type TestCardForm = z.input<typeof testCardSchema>;

export const paymentResultSchema = z.object({ message: z.string(), transactionId: z.string() });
