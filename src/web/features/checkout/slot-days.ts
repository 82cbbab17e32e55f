import type { SlotAvailability } from '../../../shared/schemas/delivery';

/** One day of the slot picker: its windows, earliest first, and the deliveries it can still take. */
export interface SlotDay {
  day: string;
  windows: SlotAvailability[];
  remaining: number;
}

/** The offered slots grouped by day, in the order the shop offers them. */
export function slotDays(slots: readonly SlotAvailability[]): SlotDay[] {
  const days = new Map<string, SlotDay>();
  for (const slot of slots) {
    const entry = days.get(slot.day) ?? { day: slot.day, windows: [], remaining: 0 };
    entry.windows.push(slot);
    entry.remaining += slot.remaining;
    days.set(slot.day, entry);
  }
  return [...days.values()];
}

/** The day to show first: the one chosen when it is still offered and not full, else the first with a free place. */
export function shownSlotDay(days: readonly SlotDay[], chosen: string): string {
  const current = days.find((entry) => entry.day === chosen);
  if (current && current.remaining > 0) return current.day;
  return days.find((entry) => entry.remaining > 0)?.day ?? '';
}

const formatters = new Map<string, { weekday: Intl.DateTimeFormat; date: Intl.DateTimeFormat; long: Intl.DateTimeFormat }>();

function formattersFor(locale: string) {
  let entry = formatters.get(locale);
  if (!entry) {
    // A slot's day is a calendar day of the shop: read as noon UTC and shown in UTC, so no time zone moves it.
    entry = {
      weekday: new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }),
      date: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
      long: new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
    };
    formatters.set(locale, entry);
  }
  return entry;
}

function noonOf(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}

/** "Tue" and "2 Dec" (in the shop's locale) for a day's button. */
export function dayParts(day: string, locale: string): { weekday: string; date: string } {
  const { weekday, date } = formattersFor(locale);
  return { weekday: weekday.format(noonOf(day)), date: date.format(noonOf(day)) };
}

/** "Tuesday, December 2" in the shop's locale. */
export function longDay(day: string, locale: string): string {
  return formattersFor(locale).long.format(noonOf(day));
}

/** "08:00–12:00". */
export function windowText(window: string): string {
  return window.replace('-', '–');
}

/** "Tuesday, December 2, 08:00–12:00". */
export function slotText(slot: { day: string; window: string }, locale: string): string {
  return `${longDay(slot.day, locale)}, ${windowText(slot.window)}`;
}

/** "5 places left", "1 place left", "Full". */
export function placesLeftText(remaining: number): string {
  if (remaining <= 0) return 'Full';
  return remaining === 1 ? '1 place left' : `${remaining} places left`;
}
