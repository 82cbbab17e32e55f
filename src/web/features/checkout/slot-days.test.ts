import { describe, expect, it } from 'vitest';
import { dayText, slotText } from '../../../shared/delivery-text';
import { dayParts, placesLeftText, shownSlotDay, slotDays } from './slot-days';

const slots = [
  { day: '2030-05-06', window: '08:00-12:00', remaining: 0 },
  { day: '2030-05-06', window: '12:00-16:00', remaining: 0 },
  { day: '2030-05-07', window: '08:00-12:00', remaining: 2 },
  { day: '2030-05-07', window: '12:00-16:00', remaining: 5 },
];

describe('the delivery slot picker', () => {
  it('groups slots by day in the order offered, with the places each day has left', () => {
    const days = slotDays(slots);
    expect(days.map((day) => [day.day, day.remaining, day.windows.length])).toEqual([
      ['2030-05-06', 0, 2],
      ['2030-05-07', 7, 2],
    ]);
  });

  it('opens the chosen day while it has room, else the first day with a free place', () => {
    const days = slotDays(slots);
    expect(shownSlotDay(days, '')).toBe('2030-05-07');
    expect(shownSlotDay(days, '2030-05-06')).toBe('2030-05-07');
    expect(shownSlotDay(days, '2030-05-07')).toBe('2030-05-07');
    expect(shownSlotDay(slotDays(slots.slice(0, 2)), '')).toBe('');
  });

  it('writes days as the calendar day they are, whatever the browser’s time zone', () => {
    expect(dayParts('2030-05-06', 'en-US')).toEqual({ weekday: 'Mon', date: 'May 6' });
    expect(dayText('2030-12-31', 'en-US', 'long')).toBe('Tuesday, December 31');
    expect(slotText({ day: '2030-05-06', window: '08:00-12:00' }, 'en-US', 'long')).toBe('Monday, May 6, 08:00–12:00');
  });

  it('says how many places a window has left', () => {
    expect(placesLeftText(0)).toBe('Full');
    expect(placesLeftText(1)).toBe('1 place left');
    expect(placesLeftText(8)).toBe('8 places left');
  });
});
