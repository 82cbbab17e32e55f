import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { currencyDigits, currencySymbol, readTypedAmount, readTypedPercent, typedAmount, typedAmountField } from './typed-amount';

describe('an amount as typed', () => {
  it('reads cents exactly, with thousands separators, a leading or trailing point', () => {
    expect(readTypedAmount('9.90', 2)).toEqual({ ok: true, cents: 990 });
    expect(readTypedAmount(' 1,250.5 ', 2)).toEqual({ ok: true, cents: 125_050 });
    expect(readTypedAmount('.5', 2)).toEqual({ ok: true, cents: 50 });
    expect(readTypedAmount('12.', 2)).toEqual({ ok: true, cents: 1_200 });
    expect(readTypedAmount('0.29', 2)).toEqual({ ok: true, cents: 29 });
    expect(readTypedAmount('990', 0)).toEqual({ ok: true, cents: 990 });
    expect(readTypedAmount('  ', 2)).toEqual({ ok: true, cents: null });
  });

  it('says what is wrong with anything else', () => {
    expect(readTypedAmount('ten', 2)).toEqual({ ok: false, problem: 'notANumber' });
    expect(readTypedAmount('1e3', 2)).toEqual({ ok: false, problem: 'notANumber' });
    expect(readTypedAmount('-1', 2)).toEqual({ ok: false, problem: 'negative' });
    expect(readTypedAmount('1.999', 2)).toEqual({ ok: false, problem: 'tooManyDecimals' });
    expect(readTypedAmount('9.5', 0)).toEqual({ ok: false, problem: 'tooManyDecimals' });
    expect(readTypedAmount('99999999999', 2)).toEqual({ ok: false, problem: 'tooHigh' });
  });

  it('checks a form field with the messages given, then the server’s rule', () => {
    const messages = { notANumber: 'number', negative: 'negative', tooManyDecimals: 'cents', tooHigh: 'high' };
    const rule = z.number({ error: 'required' }).int().min(1, 'positive');
    const field = typedAmountField(2, rule, messages);
    expect(field.parse('2.50')).toBe(250);
    const messageOf = (typed: string) => field.safeParse(typed).error?.issues[0]?.message;
    expect([messageOf(''), messageOf('x'), messageOf('-2'), messageOf('0.001'), messageOf('0')]).toEqual(['required', 'number', 'negative', 'cents', 'positive']);
    expect(typedAmountField(2, rule.nullable(), messages, true).parse('')).toBeNull();
  });

  it('writes cents back as the form shows them, in the shop’s currency', () => {
    expect(typedAmount(990, 2)).toBe('9.90');
    expect(typedAmount(990, 0)).toBe('990');
    expect(currencyDigits('USD', 'en-US')).toBe(2);
    expect(currencyDigits('JPY', 'ja-JP')).toBe(0);
    expect(currencySymbol('USD', 'en-US')).toBe('$');
  });
});

describe('a percentage as typed', () => {
  it('reads basis points exactly, with a comma or a % sign', () => {
    expect(readTypedPercent('10')).toEqual({ ok: true, basisPoints: 1_000 });
    expect(readTypedPercent('12.5 %')).toEqual({ ok: true, basisPoints: 1_250 });
    expect(readTypedPercent('7,25')).toEqual({ ok: true, basisPoints: 725 });
    expect(readTypedPercent('.5')).toEqual({ ok: true, basisPoints: 50 });
    expect(readTypedPercent('')).toEqual({ ok: false, problem: 'notANumber' });
    expect(readTypedPercent('-5')).toEqual({ ok: false, problem: 'notANumber' });
    expect(readTypedPercent('7.555')).toEqual({ ok: false, problem: 'tooManyDecimals' });
  });
});
