import { describe, expect, it } from 'vitest';
import { tradeMessages as m, TIER_NAME_MAX } from '../../../shared/schemas/trade';
import { EMPTY_TIER_FORM, SHARE_NOT_A_NUMBER, tierChanges, tierFieldOf, tierFormSchema, tierFormValues, type TierFormValues } from './tier-form-schema';

function messagesOf(values: TierFormValues): Record<string, string> {
  const result = tierFormSchema.safeParse(values);
  const messages: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) messages[String(issue.path[0])] ??= issue.message;
  return messages;
}

describe('the price tier form', () => {
  it('turns the share as typed into basis points', () => {
    expect(tierFormSchema.parse({ name: ' Contractor ', share: '12.5' })).toEqual({ name: 'Contractor', discountBasisPoints: 1_250 });
    expect(tierFormSchema.parse({ name: 'Trade', share: '7,25 %' })).toEqual({ name: 'Trade', discountBasisPoints: 725 });
    expect(tierFormSchema.parse({ name: 'Half', share: '50' })).toEqual({ name: 'Half', discountBasisPoints: 5_000 });
  });

  it('shows every problem at once, with the server’s messages', () => {
    expect(messagesOf(EMPTY_TIER_FORM)).toEqual({ name: m.tierNameRequired, share: SHARE_NOT_A_NUMBER });
    expect(messagesOf({ name: 'x'.repeat(TIER_NAME_MAX + 1), share: 'ten' })).toEqual({ name: m.tierNameTooLong, share: SHARE_NOT_A_NUMBER });
    expect(messagesOf({ name: 'Trade', share: '0' })).toEqual({ share: m.tierDiscountRange });
    expect(messagesOf({ name: 'Trade', share: '50.01' })).toEqual({ share: m.tierDiscountRange });
    expect(messagesOf({ name: 'Trade', share: '12.125' })).toEqual({ share: m.tierDiscountPrecision });
  });

  it('shows a tier and sends only what changed', () => {
    const tier = { id: 't', name: 'Trade', discountBasisPoints: 1_000, accounts: 2 };
    expect(tierFormValues(tier)).toEqual({ name: 'Trade', share: '10' });
    expect(tierChanges(tier, { name: 'Trade', discountBasisPoints: 1_000 })).toEqual({});
    expect(tierChanges(tier, { name: 'Trade plus', discountBasisPoints: 1_000 })).toEqual({ name: 'Trade plus' });
    expect(tierChanges(tier, { name: 'Trade', discountBasisPoints: 1_200 })).toEqual({ discountBasisPoints: 1_200 });
  });

  it('shows the server’s field problems at the form’s fields', () => {
    expect(['name', 'discountBasisPoints', 'id'].map(tierFieldOf)).toEqual(['name', 'share', null]);
  });
});
