import { addDays, dayIn } from '../../../shared/delivery.js';

/**
 * A code's days as admins give them (YYYY-MM-DD in the shop's time zone, the last day included)
 * and the moments they are kept as: from the start of the first day to the start of the day after
 * the last one.
 */

const clocks = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time in the time zone at `at`, read as if it were UTC (milliseconds). */
function wallClock(timeZone: string, at: number): number {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    clocks.set(timeZone, clock);
  }
  const parts = Object.fromEntries(clock.formatToParts(new Date(at)).map((part) => [part.type, Number(part.value)]));
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** The moment the day (YYYY-MM-DD) begins in the time zone. */
export function startOfDay(day: string, timeZone: string): Date {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  let at = midnight;
  // Twice: the second pass uses the offset in force at the day's start (it may differ around a clock change).
  for (let pass = 0; pass < 2; pass += 1) at = midnight - (wallClock(timeZone, at) - Math.floor(at / 1000) * 1000);
  return new Date(at);
}

/** The moments a code is valid between, from its first and last day (null: open). */
export function validityOf(days: { startsOn: string | null; endsOn: string | null }, timeZone: string): { startsAt: Date | null; endsAt: Date | null } {
  return {
    startsAt: days.startsOn ? startOfDay(days.startsOn, timeZone) : null,
    endsAt: days.endsOn ? startOfDay(addDays(days.endsOn, 1), timeZone) : null,
  };
}

/** The first and last day of a code, from the moments it is kept as. */
export function daysOf(validity: { startsAt: Date | null; endsAt: Date | null }, timeZone: string): { startsOn: string | null; endsOn: string | null } {
  return {
    startsOn: validity.startsAt ? dayIn(timeZone, validity.startsAt) : null,
    endsOn: validity.endsAt ? dayIn(timeZone, new Date(validity.endsAt.getTime() - 1)) : null,
  };
}

/** A day as customers read it: "May 4, 2026". */
export function dayText(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}
