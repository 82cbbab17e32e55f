import { z } from 'zod';
import { tradeMessages as m, tradeTermsInputSchema, type TradeAccountAdmin, type TradeTermsInput } from '../../../shared/schemas/trade';
import { typedAmount, typedAmountField } from '../../lib/typed-amount';
import type { TradeTermsPatch } from './api/use-trade-account-changes';

/** The one rule the server never sees: a credit limit as typed must be a number. */
export const CREDIT_NOT_A_NUMBER = 'Enter a credit limit as a number, such as 5000.00';
/** Nor this one: an account that pays on invoice is given a credit limit (0 is typed, not left empty). */
export const CREDIT_REQUIRED = 'Enter a credit limit: what this account’s unpaid invoices may add up to';

/** What the terms form holds: the tier's id, the days as the select has them, the credit limit as typed. */
export interface TermsFormValues {
  tierId: string;
  paymentTermsDays: string;
  creditLimit: string;
}

export const TERMS_FORM_FIELDS = ['tierId', 'paymentTermsDays', 'creditLimit'] as const;
export type TermsFormField = (typeof TERMS_FORM_FIELDS)[number];

/** Where a field the server names shows on the form. */
export function termsFieldOf(serverField: string): TermsFormField | null {
  if (serverField === 'creditLimitCents') return 'creditLimit';
  return (TERMS_FORM_FIELDS as readonly string[]).includes(serverField) ? (serverField as TermsFormField) : null;
}

/** Approving: no tier chosen yet, no invoice payment until terms are picked. */
export const EMPTY_TERMS_FORM: TermsFormValues = { tierId: '', paymentTermsDays: '0', creditLimit: '' };

const rules = tradeTermsInputSchema.shape;

/** A credit limit as typed → cents; empty is 0 for an account without invoice payment, and asked for otherwise. */
function creditOf(typed: string, paysOnInvoice: boolean, fractionDigits: number): { ok: true; cents: number } | { ok: false; message: string } {
  const text = typed.trim();
  if (text === '' && paysOnInvoice) return { ok: false, message: CREDIT_REQUIRED };
  const rule = typedAmountField(fractionDigits, rules.creditLimitCents, { notANumber: CREDIT_NOT_A_NUMBER, negative: m.creditLimitRange, tooManyDecimals: m.creditLimitRange, tooHigh: m.creditLimitTooHigh });
  const read = rule.safeParse(text === '' ? '0' : text);
  return read.success ? { ok: true, cents: read.data } : { ok: false, message: read.error.issues[0]?.message ?? m.creditLimitRange };
}

/** The terms form: what the approval takes (POST …/approve), from what was chosen and typed. Every problem shows at once. */
export function termsFormSchema(fractionDigits: number) {
  return z
    .object({
      tierId: rules.tierId,
      paymentTermsDays: z.string().transform((typed) => (typed === '' ? Number.NaN : Number(typed))).pipe(rules.paymentTermsDays),
      creditLimit: z.string(),
    })
    .superRefine(
      (values, ctx) => {
        const credit = creditOf(values.creditLimit, Number(values.paymentTermsDays) > 0, fractionDigits);
        if (!credit.ok) ctx.addIssue({ code: 'custom', path: ['creditLimit'], message: credit.message });
      },
      { when: () => true },
    )
    .transform((values): TradeTermsInput => {
      const credit = creditOf(values.creditLimit, values.paymentTermsDays > 0, fractionDigits);
      return { tierId: values.tierId, paymentTermsDays: values.paymentTermsDays, creditLimitCents: credit.ok ? credit.cents : 0 };
    });
}

/** An approved account's terms in the form. */
export function termsFormValues(account: Pick<TradeAccountAdmin, 'tierId' | 'paymentTermsDays' | 'creditLimit'>, fractionDigits: number): TermsFormValues {
  return { tierId: account.tierId ?? '', paymentTermsDays: String(account.paymentTermsDays), creditLimit: typedAmount(account.creditLimit, fractionDigits) };
}

/** What changed from the account's terms (what PATCH …/:userId takes); empty when nothing did. */
export function termsChanges(account: Pick<TradeAccountAdmin, 'tierId' | 'paymentTermsDays' | 'creditLimit'>, terms: TradeTermsInput): TradeTermsPatch {
  return {
    ...(terms.tierId !== account.tierId ? { tierId: terms.tierId } : {}),
    ...(terms.paymentTermsDays !== account.paymentTermsDays ? { paymentTermsDays: terms.paymentTermsDays } : {}),
    ...(terms.creditLimitCents !== account.creditLimit ? { creditLimitCents: terms.creditLimitCents } : {}),
  };
}
