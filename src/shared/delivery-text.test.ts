import { describe, expect, it } from 'vitest';
import { dayText, deliveryPromiseText, slotText, windowText } from './delivery-text.js';

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

describe('the delivery promise of a product page', () => {
  it('says "tomorrow" for the first slot of tomorrow, in the shop’s day', () => {
    expect(deliveryPromiseText({ day: '2026-12-03', window: '08:00-12:00' }, 'Springfield central', '2026-12-02')).toBe('Order today for delivery tomorrow, 08:00–12:00, in Springfield central');
    expect(deliveryPromiseText({ day: '2027-01-01', window: '12:00-16:00' }, 'Riverside', '2026-12-31')).toBe('Order today for delivery tomorrow, 12:00–16:00, in Riverside');
  });

  it('names a later day in full', () => {
    expect(deliveryPromiseText({ day: '2026-12-04', window: '16:00-20:00' }, 'Riverside', '2026-12-02')).toBe('Order today for delivery on Friday, December 4, 16:00–20:00, in Riverside');
  });
});
