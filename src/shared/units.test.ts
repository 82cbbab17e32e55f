import { describe, expect, it } from 'vitest';
import { formatQuantity, parseQuantity } from './units.js';

describe('units', () => {
  it('normalises a value to the attribute unit: 1.5 kW is 1,500 W', () => {
    expect(parseQuantity('1.5 kW', 'W')).toEqual({ ok: true, value: 1500 });
    expect(parseQuantity('1500W', 'W')).toEqual({ ok: true, value: 1500 });
    expect(parseQuantity('1,500 W', 'W')).toEqual({ ok: true, value: 1500 });
    expect(parseQuantity('1,5 kw', 'W')).toEqual({ ok: true, value: 1500 });
    expect(parseQuantity('500 mA', 'A')).toEqual({ ok: true, value: 0.5 });
    expect(parseQuantity('5 Ah', 'mAh')).toEqual({ ok: true, value: 5000 });
    expect(parseQuantity('0.3 m', 'mm')).toEqual({ ok: true, value: 300 });
  });

  it('keeps a bare number in the attribute unit, and mm² stays mm²', () => {
    expect(parseQuantity('18', 'V')).toEqual({ ok: true, value: 18 });
    expect(parseQuantity('2.5 mm²', 'mm²')).toEqual({ ok: true, value: 2.5 });
    expect(parseQuantity('2.5mm2', 'mm²')).toEqual({ ok: true, value: 2.5 });
  });

  it('refuses a unit of another quantity, and text that is no number', () => {
    const wrong = parseQuantity('5 V', 'W');
    expect(wrong.ok).toBe(false);
    expect(wrong.ok ? '' : wrong.message).toContain('V is not a unit of this value; use mW, W, kW');
    expect(parseQuantity('mm', 'mm').ok).toBe(false);
    expect(parseQuantity("1; drop table products", 'V').ok).toBe(false);
  });

  it('does not mistake milli for mega when case matters', () => {
    expect(parseQuantity('5 MV', 'V').ok).toBe(false);
  });

  it('formats with thousands separators', () => {
    expect(formatQuantity(1500, 'W')).toBe('1,500 W');
    expect(formatQuantity(2.5, 'mm²')).toBe('2.5 mm²');
  });
});
