import { describe, expect, it } from 'vitest';
import { testCardSchema } from '../../../../shared/schemas/payments';
import { formatCardNumber, formatCvc, formatExpiry } from './card-format';

describe('card fields keep their usual shape while typing', () => {
  it('groups the card number by four digits, at most 19 digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 00000002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('4242 4')).toBe('4242 4');
    expect(formatCardNumber('1234567890123456789012')).toBe('1234 5678 9012 3456 789');
  });

  it('writes the expiry as MM / YY once the year starts, and deleting works', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12 / 3');
    expect(formatExpiry('1239')).toBe('12 / 39');
    expect(formatExpiry('12 / ')).toBe('12');
    expect(formatExpiry('12 / 3999')).toBe('12 / 39');
  });

  it('keeps up to four digits of the CVC', () => {
    expect(formatCvc('12a3 45')).toBe('1234');
  });

  it('what the fields produce is what the shared card schema accepts', () => {
    const card = { number: formatCardNumber('4242424242424242'), expiry: formatExpiry('1239'), cvc: formatCvc('123') };
    expect(testCardSchema.parse(card)).toEqual({ number: '4242424242424242', expiry: '12 / 39', cvc: '123' });
  });
});
