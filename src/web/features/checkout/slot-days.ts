import { dayText } from '../../../shared/delivery-text';
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

/** "Tue" and "Dec 2" (in the shop's locale) for a day's button. */
export function dayParts(day: string, locale: string): { weekday: string; date: string } {
  return { weekday: dayText(day, locale, 'weekday'), date: dayText(day, locale, 'date') };
}

/** "5 places left", "1 place left", "Full". */
export function placesLeftText(remaining: number): string {
  if (remaining <= 0) return 'Full';
  return remaining === 1 ? '1 place left' : `${remaining} places left`;
}
