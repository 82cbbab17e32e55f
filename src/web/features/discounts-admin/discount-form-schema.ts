import { z } from 'zod';
import { percentText } from '../../../shared/price-tiers';
import { discountFields, discountMessages as m, type DiscountCodeInput, type DiscountCodeUpdate, type DiscountCodeView, type DiscountKind } from '../../../shared/schemas/discounts';
import { readTypedPercent, typedAmount, typedAmountField } from '../../lib/typed-amount';

/** The one rule the server never sees: an amount as typed must be a number. */
export const AMOUNT_NOT_A_NUMBER = 'Enter an amount as a number, such as 15.00';
/** Nor this one: a percentage as typed must be a number. */
export const PERCENT_NOT_A_NUMBER = 'Enter a percentage as a number, such as 10 or 12.5';

/** What the discount code form holds: text as typed (days as YYYY-MM-DD from the date fields). */
export interface DiscountFormValues {
  code: string;
  description: string;
  kind: DiscountKind;
  /** "10", "12.5" (%). */
  percent: string;
  amount: string;
  /** Empty: any order. */
  minOrder: string;
  /** Empty: from now on. */
  startsOn: string;
  /** Empty: no end. */
  endsOn: string;
  /** Empty: no limit. */
  maxUses: string;
  maxUsesPerCustomer: string;
}

/** Every field that can show a problem, in the order of the form. */
export const DISCOUNT_FORM_FIELDS = ['code', 'description', 'kind', 'percent', 'amount', 'minOrder', 'startsOn', 'endsOn', 'maxUses', 'maxUsesPerCustomer'] as const;
export type DiscountFormField = (typeof DISCOUNT_FORM_FIELDS)[number];

/** Where a field the server names shows on the form. */
export function formFieldOf(serverField: string): DiscountFormField | null {
  if (serverField === 'percentBasisPoints') return 'percent';
  return (DISCOUNT_FORM_FIELDS as readonly string[]).includes(serverField) ? (serverField as DiscountFormField) : null;
}

export const EMPTY_DISCOUNT_FORM: DiscountFormValues = { code: '', description: '', kind: 'percent', percent: '', amount: '', minOrder: '', startsOn: '', endsOn: '', maxUses: '', maxUsesPerCustomer: '' };

function amountMessages(notCents: string) {
  return { notANumber: AMOUNT_NOT_A_NUMBER, negative: notCents, tooManyDecimals: notCents, tooHigh: m.amountTooHigh };
}

/** The minimum order as typed; empty is none (0). */
function minOrderField(fractionDigits: number) {
  return z
    .string()
    .transform((typed) => (typed.trim() === '' ? '0' : typed))
    .pipe(typedAmountField(fractionDigits, discountFields.minOrder, amountMessages(m.minOrderCents)));
}

/** A day from a date field; empty is none. */
const dayField = (rule: typeof discountFields.startsOn) => z.string().transform((typed) => (typed.trim() === '' ? null : typed.trim())).pipe(rule);

/** A limit as typed; empty is no limit. Anything but digits is refused here (a fraction would stop the form's other checks). */
function limitField(rule: typeof discountFields.maxUses, message: string) {
  return z
    .string()
    .transform((typed, ctx) => {
      const text = typed.trim();
      if (text === '') return null;
      if (/^\d+$/.test(text)) return Number(text);
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    })
    .pipe(rule);
}

function limitsAndDays(fractionDigits: number) {
  return {
    description: discountFields.description,
    minOrder: minOrderField(fractionDigits),
    startsOn: dayField(discountFields.startsOn),
    endsOn: dayField(discountFields.endsOn),
    maxUses: limitField(discountFields.maxUses, m.maxUsesRange),
    maxUsesPerCustomer: limitField(discountFields.maxUsesPerCustomer, m.maxUsesPerCustomerRange),
  };
}

function daysInOrder(value: { startsOn: unknown; endsOn: unknown }, ctx: z.RefinementCtx) {
  const { startsOn, endsOn } = value;
  if (typeof startsOn === 'string' && typeof endsOn === 'string' && endsOn < startsOn) ctx.addIssue({ code: 'custom', path: ['endsOn'], message: m.endsBeforeStarts });
}

interface TypedWorth {
  kind: DiscountKind;
  percent: string;
  amount: string;
}

const amountRule = (fractionDigits: number) => typedAmountField(fractionDigits, discountFields.amount, amountMessages(m.amountCents));

/** What is wrong with the worth typed for the code's kind (the percentage or the amount), with the server's messages. */
function worthProblem(values: TypedWorth, fractionDigits: number): { field: 'percent' | 'amount'; message: string } | null {
  if (values.kind === 'amount') {
    const amount = amountRule(fractionDigits).safeParse(values.amount);
    return amount.success ? null : { field: 'amount', message: amount.error.issues[0]?.message ?? m.amountCents };
  }
  if (values.percent.trim() === '') return { field: 'percent', message: m.percentRequired };
  const read = readTypedPercent(values.percent);
  if (!read.ok) return { field: 'percent', message: read.problem === 'tooManyDecimals' ? m.percentPrecision : PERCENT_NOT_A_NUMBER };
  const ruled = discountFields.percentBasisPoints.safeParse(read.basisPoints);
  return ruled.success ? null : { field: 'percent', message: ruled.error.issues[0]?.message ?? m.percentRange };
}

/** The worth as the API takes it, once `worthProblem` found nothing. */
function worthOf(values: TypedWorth, fractionDigits: number): { percentBasisPoints: number } | { amount: number } {
  if (values.kind === 'amount') return { amount: amountRule(fractionDigits).parse(values.amount) };
  const read = readTypedPercent(values.percent);
  return { percentBasisPoints: read.ok ? read.basisPoints : 0 };
}

/** Making a code: what POST /api/discount-codes takes, from what was typed. Every problem shows at once. */
export function discountFormSchema(fractionDigits: number) {
  return z
    .object({ code: discountFields.code, kind: discountFields.kind, percent: z.string(), amount: z.string(), ...limitsAndDays(fractionDigits) })
    .superRefine(
      (values, ctx) => {
        const problem = worthProblem(values, fractionDigits);
        if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
        daysInOrder(values, ctx);
      },
      { when: () => true },
    )
    .transform(({ percent, amount, ...values }): DiscountCodeInput => ({ ...values, ...worthOf({ kind: values.kind, percent, amount }, fractionDigits) }));
}

/** Changing a code: its description, minimum, days and limits (what PATCH /api/discount-codes/:id takes). */
export function discountEditSchema(fractionDigits: number) {
  return z
    .object(limitsAndDays(fractionDigits))
    .superRefine(daysInOrder, { when: () => true })
    .transform((values): DiscountCodeUpdate => values);
}

/** A code's values in the form. */
export function discountFormValues(code: DiscountCodeView, fractionDigits: number): DiscountFormValues {
  return {
    code: code.code,
    description: code.description,
    kind: code.kind,
    percent: code.percentBasisPoints === null ? '' : percentText(code.percentBasisPoints),
    amount: code.amount === null ? '' : typedAmount(code.amount, fractionDigits),
    minOrder: code.minOrder === 0 ? '' : typedAmount(code.minOrder, fractionDigits),
    startsOn: code.startsOn ?? '',
    endsOn: code.endsOn ?? '',
    maxUses: code.maxUses === null ? '' : String(code.maxUses),
    maxUsesPerCustomer: code.maxUsesPerCustomer === null ? '' : String(code.maxUsesPerCustomer),
  };
}
