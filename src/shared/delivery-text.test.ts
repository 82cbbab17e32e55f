import { describe, expect, it } from 'vitest';
import { dayText, slotText, windowText } from './delivery-text.js';

describe('delivery wording', () => {
  it('names a calendar day without shifting it by a time zone', () => {
    expect(dayText('2026-12-01')).toBe('Tue, Dec 1');
    expect(dayText('2027-01-01')).toBe('Fri, Jan 1');
  });

  it('writes a window with a dash between its times and a slot as day and window', () => {
    expect(windowText('08:00-12:00')).toBe('08:00–12:00');
    expect(slotText({ day: '2026-11-30', window: '16:00-20:00' })).toBe('Mon, Nov 30, 16:00–20:00');
  });
});
