import { z } from 'zod';
import { toMinorUnits } from '../../shared/money';

/**
 * Amounts and percentages as admins type them into forms ("9.90", "1,250", "12.5 %"), read exactly:
 * the digits are read as text, never through a floating-point number. One place for every form
 * that takes money (products, delivery zones, discount codes).
 */

/** Why an amount as typed is not a number of cents. */
export type TypedAmountProblem = 'notANumber' | 'negative' | 'tooManyDecimals' | 'tooHigh';

export type TypedAmount = { ok: true; cents: number | null } | { ok: false; problem: TypedAmountProblem };

/** "1,299.50" → "1299.50"; anything else is left as typed. */
function withoutThousandsSeparators(text: string): string {
  return /^\d{1,3}(,\d{3})+(\.\d*)?$/.test(text) ? text.replaceAll(',', '') : text;
}

/**
 * An amount as typed → cents, with at most the currency's decimals (`fractionDigits`); empty is
 * `cents: null` (whether that means "required" or "none" is the form's to say).
 */
export function readTypedAmount(typed: string, fractionDigits: number): TypedAmount {
  const text = withoutThousandsSeparators(typed.trim().replace(/\s+/g, ''));
  if (text === '') return { ok: true, cents: null };
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(text)) return { ok: false, problem: 'notANumber' };
  if (text.startsWith('-')) return { ok: false, problem: 'negative' };
  if ((text.split('.')[1] ?? '').length > fractionDigits) return { ok: false, problem: 'tooManyDecimals' };
  try {
    return { ok: true, cents: toMinorUnits(text.startsWith('.') ? `0${text}` : text.replace(/\.$/, ''), fractionDigits) };
  } catch {
    return { ok: false, problem: 'tooHigh' };
  }
}

/**
 * A form field: an amount as typed → cents, then the server's own rule for the field. Empty is
 * `undefined` (the rule says it is required) unless `emptyIsNone`, when it is null.
 */
export function typedAmountField<Rule extends z.ZodType<number | null, number | null | undefined>>(
  fractionDigits: number,
  rule: Rule,
  messages: Record<TypedAmountProblem, string>,
  emptyIsNone = false,
) {
  return z
    .string()
    .transform((typed, ctx): number | null | undefined => {
      const read = readTypedAmount(typed, fractionDigits);
      if (!read.ok) {
        ctx.addIssue({ code: 'custom', message: messages[read.problem] });
        return z.NEVER;
      }
      return read.cents ?? (emptyIsNone ? null : undefined);
    })
    .pipe(rule);
}

/** Cents as a form shows them: 990 → "9.90". */
export function typedAmount(cents: number, fractionDigits: number): string {
  return (cents / 10 ** fractionDigits).toFixed(fractionDigits);
}

/** Digits after the decimal point of the shop's currency (2 for USD, 0 for JPY). */
export function currencyDigits(currency: string, locale: string): number {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** The currency's symbol ("$"), shown in front of amount fields. */
export function currencySymbol(currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0).find((part) => part.type === 'currency')?.value ?? currency;
}

export type TypedPercent = { ok: true; basisPoints: number } | { ok: false; problem: 'notANumber' | 'tooManyDecimals' };

/** A percentage as typed ("7.5", "7,5", "12.25 %") → basis points (750), at most two decimals. Whether it is in range is the caller's rule. */
export function readTypedPercent(typed: string): TypedPercent {
  const match = /^(\d*)(?:[.,](\d*))?$/.exec(typed.trim().replace(/\s*%$/, ''));
  const whole = match?.[1] ?? '';
  const decimals = match?.[2] ?? '';
  if (!match || (whole === '' && decimals === '')) return { ok: false, problem: 'notANumber' };
  if (decimals.length > 2) return { ok: false, problem: 'tooManyDecimals' };
  return { ok: true, basisPoints: Number(whole || '0') * 100 + Number(decimals.padEnd(2, '0')) };
}
