import { describe, expect, it } from 'vitest';
import { discountMessages as m, type DiscountCodeView } from '../../../shared/schemas/discounts';
import { AMOUNT_NOT_A_NUMBER, discountEditSchema, discountFormSchema, discountFormValues, EMPTY_DISCOUNT_FORM, formFieldOf, PERCENT_NOT_A_NUMBER, type DiscountFormValues } from './discount-form-schema';

const valid: DiscountFormValues = { ...EMPTY_DISCOUNT_FORM, code: 'Spring-10', percent: '12.5', minOrder: '50', startsOn: '2026-05-01', endsOn: '2026-05-31', maxUses: '100', maxUsesPerCustomer: '1' };

function messagesOf(values: DiscountFormValues): Record<string, string> {
  const result = discountFormSchema(2).safeParse(values);
  const messages: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) messages[String(issue.path[0])] ??= issue.message;
  return messages;
}

describe('the discount code form', () => {
  it('turns what was typed into what the API takes: basis points, cents, days, limits', () => {
    expect(discountFormSchema(2).parse(valid)).toEqual({
      code: 'Spring-10',
      description: '',
      kind: 'percent',
      percentBasisPoints: 1_250,
      minOrder: 5_000,
      startsOn: '2026-05-01',
      endsOn: '2026-05-31',
      maxUses: 100,
      maxUsesPerCustomer: 1,
    });
    expect(discountFormSchema(2).parse({ ...EMPTY_DISCOUNT_FORM, code: 'FLAT15', kind: 'amount', amount: '15', percent: 'left over' })).toEqual({
      code: 'FLAT15',
      description: '',
      kind: 'amount',
      amount: 1_500,
      minOrder: 0,
      startsOn: null,
      endsOn: null,
      maxUses: null,
      maxUsesPerCustomer: null,
    });
  });

  it('shows every problem at once, with the server’s messages', () => {
    expect(messagesOf({ ...EMPTY_DISCOUNT_FORM })).toEqual({ code: m.codeRequired, percent: m.percentRequired });
    expect(messagesOf({ ...valid, code: 'a b', percent: '0', minOrder: '-1', endsOn: '2026-04-30', maxUses: '0', maxUsesPerCustomer: '1.5' })).toEqual({
      code: m.codeShape,
      percent: m.percentRange,
      minOrder: m.minOrderCents,
      endsOn: m.endsBeforeStarts,
      maxUses: m.maxUsesRange,
      maxUsesPerCustomer: m.maxUsesPerCustomerRange,
    });
    expect(messagesOf({ ...valid, percent: '100.5' })).toEqual({ percent: m.percentRange });
    expect(messagesOf({ ...valid, percent: '12.555' })).toEqual({ percent: m.percentPrecision });
    expect(messagesOf({ ...valid, percent: 'ten' })).toEqual({ percent: PERCENT_NOT_A_NUMBER });
    expect(messagesOf({ ...valid, kind: 'amount', amount: '' })).toEqual({ amount: m.amountRequired });
    expect(messagesOf({ ...valid, kind: 'amount', amount: 'five' })).toEqual({ amount: AMOUNT_NOT_A_NUMBER });
    expect(messagesOf({ ...valid, kind: 'amount', amount: '0' })).toEqual({ amount: m.amountCents });
    expect(messagesOf({ ...valid, minOrder: '10.001' })).toEqual({ minOrder: m.minOrderCents });
  });

  it('edits the description, minimum, days and limits only, and shows a code as it is kept', () => {
    const code: DiscountCodeView = {
      id: 'c',
      code: 'Spring-10',
      description: 'Flyer',
      kind: 'percent',
      percentBasisPoints: 1_250,
      amount: null,
      minOrder: 0,
      startsOn: null,
      endsOn: '2026-05-31',
      maxUses: 50,
      maxUsesPerCustomer: null,
      used: 3,
      status: 'active',
      createdAt: new Date(0).toISOString(),
    };
    const values = discountFormValues(code, 2);
    expect(values).toEqual({ code: 'Spring-10', description: 'Flyer', kind: 'percent', percent: '12.5', amount: '', minOrder: '', startsOn: '', endsOn: '2026-05-31', maxUses: '50', maxUsesPerCustomer: '' });
    expect(discountEditSchema(2).parse(values)).toEqual({ description: 'Flyer', minOrder: 0, startsOn: null, endsOn: '2026-05-31', maxUses: 50, maxUsesPerCustomer: null });
    expect(discountEditSchema(2).safeParse({ ...values, startsOn: '2026-06-01' }).error?.issues.map((issue) => issue.message)).toEqual([m.endsBeforeStarts]);
  });

  it('shows the server’s field problems at the form’s fields', () => {
    expect(['percentBasisPoints', 'amount', 'code', 'maxUses', 'lines'].map(formFieldOf)).toEqual(['percent', 'amount', 'code', 'maxUses', null]);
  });
});
