import { describe, expect, it } from 'vitest';
import { tradeMessages as m } from '../../../shared/schemas/trade';
import { CREDIT_NOT_A_NUMBER, CREDIT_REQUIRED, EMPTY_TERMS_FORM, termsChanges, termsFieldOf, termsFormSchema, termsFormValues, type TermsFormValues } from './terms-form-schema';

const valid: TermsFormValues = { tierId: 'tier-1', paymentTermsDays: '30', creditLimit: '5,000.50' };

function messagesOf(values: TermsFormValues): Record<string, string> {
  const result = termsFormSchema(2).safeParse(values);
  const messages: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) messages[String(issue.path[0])] ??= issue.message;
  return messages;
}

describe('the trade terms form', () => {
  it('turns what was chosen and typed into what the approval takes: days and cents', () => {
    expect(termsFormSchema(2).parse(valid)).toEqual({ tierId: 'tier-1', paymentTermsDays: 30, creditLimitCents: 500_050 });
    expect(termsFormSchema(0).parse({ ...valid, creditLimit: '5000' })).toEqual({ tierId: 'tier-1', paymentTermsDays: 30, creditLimitCents: 5_000 });
  });

  it('takes an empty credit limit as 0 without invoice payment, and asks for one with it', () => {
    expect(termsFormSchema(2).parse({ ...valid, paymentTermsDays: '0', creditLimit: '' })).toEqual({ tierId: 'tier-1', paymentTermsDays: 0, creditLimitCents: 0 });
    expect(messagesOf({ ...valid, creditLimit: ' ' })).toEqual({ creditLimit: CREDIT_REQUIRED });
    expect(termsFormSchema(2).parse({ ...valid, creditLimit: '0' })).toMatchObject({ creditLimitCents: 0 });
  });

  it('shows every problem at once, with the server’s messages', () => {
    expect(messagesOf({ ...EMPTY_TERMS_FORM, paymentTermsDays: '30' })).toEqual({ tierId: m.tierRequired, creditLimit: CREDIT_REQUIRED });
    expect(messagesOf({ ...valid, paymentTermsDays: '121', creditLimit: 'lots' })).toEqual({ paymentTermsDays: m.termsRange, creditLimit: CREDIT_NOT_A_NUMBER });
    expect(messagesOf({ ...valid, paymentTermsDays: '' })).toEqual({ paymentTermsDays: m.termsRange });
    expect(messagesOf({ ...valid, creditLimit: '-5' })).toEqual({ creditLimit: m.creditLimitRange });
    expect(messagesOf({ ...valid, creditLimit: '10.001' })).toEqual({ creditLimit: m.creditLimitRange });
    expect(messagesOf({ ...valid, creditLimit: '10000001' })).toEqual({ creditLimit: m.creditLimitTooHigh });
  });

  it('shows an account’s terms and sends only what changed', () => {
    const account = { tierId: 'tier-1', paymentTermsDays: 30, creditLimit: 250_000 };
    expect(termsFormValues(account, 2)).toEqual({ tierId: 'tier-1', paymentTermsDays: '30', creditLimit: '2500.00' });
    expect(termsChanges(account, { tierId: 'tier-1', paymentTermsDays: 30, creditLimitCents: 250_000 })).toEqual({});
    expect(termsChanges(account, { tierId: 'tier-2', paymentTermsDays: 30, creditLimitCents: 300_000 })).toEqual({ tierId: 'tier-2', creditLimitCents: 300_000 });
    expect(termsChanges(account, { tierId: 'tier-1', paymentTermsDays: 0, creditLimitCents: 250_000 })).toEqual({ paymentTermsDays: 0 });
  });

  it('shows the server’s field problems at the form’s fields', () => {
    expect(['tierId', 'paymentTermsDays', 'creditLimitCents', 'reason'].map(termsFieldOf)).toEqual(['tierId', 'paymentTermsDays', 'creditLimit', null]);
  });
});
