import { addDays, dayIn } from '../../../shared/delivery.js';
import { QUOTE_VALID_DAYS_MAX } from '../../../shared/schemas/quotes.js';

/**
 * A quote's days (issue 15 §6) are calendar days in the shop's time zone: it is answered with a
 * last day its prices hold on, and read as expired from the day after.
 */

/** Today in the shop's time zone (YYYY-MM-DD). */
export function shopToday(timeZone: string, now: Date = new Date()): string {
  return dayIn(timeZone, now);
}

/** The furthest last day an answer given `today` may name. */
export function lastValidDayAllowed(today: string): string {
  return addDays(today, QUOTE_VALID_DAYS_MAX);
}

/** Whether an answered quote's prices have run out: its last day is before today. */
export function isExpired(validUntil: string | null, today: string): boolean {
  return validUntil !== null && validUntil < today;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A day as people read it, with its year: "May 4, 2026" (en-US). Read at noon UTC so no time zone moves it. */
export function quoteDayText(day: string, locale = 'en-US'): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    formatters.set(locale, formatter);
  }
  return formatter.format(new Date(`${day}T12:00:00Z`));
}
