import { z } from 'zod';
import { addDays } from '../../../shared/delivery';
import { QUOTE_NOTE_MAX, QUOTE_VALID_DAYS_MAX, quoteAnswerSchema, quoteMessages as m, type Quote, type QuoteAnswer } from '../../../shared/schemas/quotes';
import { typedAmount, typedAmountField } from '../../lib/typed-amount';

/** The one rule the server never sees: a price as typed must be a number. */
export const PRICE_NOT_A_NUMBER = 'Enter a price as a number, such as 15.00';

/** Prices are offered for two weeks unless the admin picks another day. */
export const DEFAULT_VALID_DAYS = 14;

/** What the answer form holds: a piece price per line as typed, the last valid day (YYYY-MM-DD) and a note. */
export interface AnswerFormValues {
  prices: string[];
  validUntil: string;
  note: string;
}

/** The form's values to start from: each line at what a piece costs the customer today, valid for two weeks. */
export function answerFormValues(quote: Pick<Quote, 'lines'>, fractionDigits: number, today: string): AnswerFormValues {
  return { prices: quote.lines.map((line) => typedAmount(line.currentUnitPrice, fractionDigits)), validUntil: addDays(today, DEFAULT_VALID_DAYS), note: '' };
}

const priceRule = quoteAnswerSchema.shape.lines.element.shape.unitPriceCents;

/** A piece price as typed → cents, with the server's rule and messages. */
export function priceField(fractionDigits: number) {
  return typedAmountField(fractionDigits, priceRule, { notANumber: PRICE_NOT_A_NUMBER, negative: m.priceWhole, tooManyDecimals: m.priceWhole, tooHigh: m.priceTooHigh });
}

/**
 * Answering a quote: what POST /api/admin/quotes/:id/answer takes, from what was typed. The last
 * valid day is checked against the shop's `today` (not before it, at most 90 days on) as the
 * server does. Every problem shows at once, at its field.
 */
export function answerFormSchema(quote: Pick<Quote, 'lines'>, fractionDigits: number, today: string) {
  const latest = addDays(today, QUOTE_VALID_DAYS_MAX);
  return z
    .object({
      prices: z.array(priceField(fractionDigits)).length(quote.lines.length, m.linesMismatch),
      validUntil: quoteAnswerSchema.shape.validUntil
        .refine((day) => day >= today, m.validUntilPast)
        .refine((day) => day <= latest, m.validUntilTooFar),
      note: z.string().trim().max(QUOTE_NOTE_MAX, m.noteTooLong),
    })
    .transform(
      (values): QuoteAnswer => ({
        lines: quote.lines.map((line, index) => ({ lineNumber: line.lineNumber, unitPriceCents: values.prices[index] ?? 0 })),
        validUntil: values.validUntil,
        note: values.note,
      }),
    );
}

export type AnswerFormField = `prices.${number}` | 'validUntil' | 'note';

/** Where a problem the server names shows on the form (`lines.2.unitPriceCents` at the third price). */
export function answerFieldOf(serverField: string, lineCount: number): AnswerFormField | null {
  if (serverField === 'validUntil' || serverField === 'note') return serverField;
  const match = /^lines\.(\d+)(?:\.unitPriceCents)?$/.exec(serverField);
  if (match && Number(match[1]) < lineCount) return `prices.${Number(match[1])}`;
  return null;
}
