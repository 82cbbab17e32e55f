import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, MAX_MINOR_UNITS, multiply, sum, toMinorUnits } from './money.js';

describe('money', () => {
  it('formats cents in the shop currency with Intl.NumberFormat', () => {
    expect(formatMoney(129900, 'USD')).toBe('$1,299.00');
    expect(formatMoney(499, 'USD')).toBe('$4.99');
    expect(formatMoney(0, 'USD')).toBe('$0.00');
    expect(formatMoney(1234, 'EUR', 'de-DE')).toBe('12,34\u00a0€');
    expect(formatMoney(500, 'JPY', 'ja-JP')).toBe('￥500');
  });

  it('multiplies a unit price by a quantity exactly', () => {
    expect(multiply(1999, 3)).toBe(5997);
    expect(multiply(1, 0)).toBe(0);
  });

  it('refuses amounts that are not whole cents or too large', () => {
    expect(() => multiply(19.99, 1)).toThrow(RangeError);
    expect(() => multiply(100, 1.5)).toThrow(RangeError);
    expect(() => multiply(100, -1)).toThrow(RangeError);
    expect(() => multiply(MAX_MINOR_UNITS, 2)).toThrow(RangeError);
    expect(() => sum([MAX_MINOR_UNITS, 1])).toThrow(RangeError);
  });

  it('sums line totals', () => {
    expect(sum([])).toBe(0);
    expect(sum([1999, 1, 100])).toBe(2100);
  });

  it('converts typed amounts to cents without floating-point drift', () => {
    expect(toMinorUnits('12.5')).toBe(1250);
    expect(toMinorUnits('0.1')).toBe(10);
    expect(toMinorUnits(19.99)).toBe(1999);
    expect(toMinorUnits(1.005)).toBe(101);
    expect(toMinorUnits('3')).toBe(300);
    expect(() => toMinorUnits('-1')).toThrow(RangeError);
    expect(() => toMinorUnits('abc')).toThrow(RangeError);
  });

  it('keeps multiply and sum consistent for any whole amounts (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 1000 }), (price, quantity) => {
        expect(multiply(price, quantity)).toBe(sum(Array.from({ length: quantity }, () => price)));
      }),
      { numRuns: 200 },
    );
  });

  it('round-trips cents through their decimal text (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_MINOR_UNITS }), (cents) => {
        expect(toMinorUnits((cents / 100).toFixed(2))).toBe(cents);
      }),
    );
  });
});
