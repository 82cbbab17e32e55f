import { describe, expect, it } from 'vitest';
import { addDays, daysInRange, isCalendarDay, isoWeekOf, mondayOf, overviewMessages, overviewRange, todayIn } from './overview.js';

describe('the days of the overview', () => {
  it('knows real days of the calendar', () => {
    for (const day of ['2026-03-02', '2024-02-29', '2000-01-01']) expect(isCalendarDay(day), day).toBe(true);
    for (const day of ['2026-02-29', '2026-13-01', '2026-3-2', '2026-03-02T00:00', '', '20260302']) expect(isCalendarDay(day), day).toBe(false);
  });

  it('counts days across months, leap days and the summer-time change', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(daysInRange('2026-03-02', '2026-03-02')).toBe(1);
    expect(daysInRange('2024-01-01', '2024-12-31')).toBe(366);
    expect(daysInRange('2026-03-01', '2026-04-01')).toBe(32);
  });

  it('names ISO weeks by the year of their Thursday', () => {
    expect(mondayOf('2026-03-08')).toBe('2026-03-02');
    expect(mondayOf('2026-03-02')).toBe('2026-03-02');
    expect(isoWeekOf('2026-03-02')).toBe('2026-W10');
    expect(isoWeekOf('2026-01-01')).toBe('2026-W01');
    expect(isoWeekOf('2025-12-29')).toBe('2026-W01');
    expect(isoWeekOf('2027-01-01')).toBe('2026-W53');
    expect(isoWeekOf('2021-01-03')).toBe('2020-W53');
  });

  it("tells today's date in the shop's time zone", () => {
    // 03:30 UTC on 4 March is still the 3rd in Chicago, already the 4th in Berlin.
    const at = new Date('2026-03-04T03:30:00Z');
    expect(todayIn('America/Chicago', at)).toBe('2026-03-03');
    expect(todayIn('Europe/Berlin', at)).toBe('2026-03-04');
  });

  it('fills in a missing end of the range and refuses a reversed or too long one', () => {
    expect(overviewRange({}, '2026-03-10')).toEqual({ ok: true, range: { from: '2026-02-09', to: '2026-03-10' } });
    expect(overviewRange({ from: '2026-03-01' }, '2026-03-10')).toEqual({ ok: true, range: { from: '2026-03-01', to: '2026-03-10' } });
    expect(overviewRange({ from: '2026-03-11' }, '2026-03-10')).toEqual({ ok: false, field: 'from', message: overviewMessages.fromAfterTo });
    expect(overviewRange({ from: '2025-03-09', to: '2026-03-10' }, '2026-03-10')).toEqual({ ok: false, field: 'from', message: overviewMessages.rangeTooLong });
    expect(overviewRange({ from: '2025-03-10', to: '2026-03-10' }, '2026-03-10')).toMatchObject({ ok: true });
  });
});
