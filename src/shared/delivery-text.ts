/**
 * How delivery and payment choices read on pages, emails and invoices: one wording everywhere.
 * Without Zod: pages that show orders do not load the schema library for this.
 */

export const deliveryMethodLabels = {
  home: 'Home delivery',
  site: 'Delivery to a building site',
  pickup: 'Pickup at the shop',
} as const;

export const paymentChoiceLabels = {
  card: 'Card',
  cash_on_delivery: 'Cash on delivery',
} as const;

/** "Tue, Dec 1" for a day written YYYY-MM-DD (a calendar day: no time zone shifts it). */
export function dayText(day: string, locale = 'en-US'): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year!, month! - 1, date!)));
}

/** "08:00–12:00" for the window "08:00-12:00". */
export function windowText(window: string): string {
  return window.replace('-', '–');
}

/** "Tue, Dec 1, 08:00–12:00". */
export function slotText(slot: { day: string; window: string }, locale = 'en-US'): string {
  return `${dayText(slot.day, locale)}, ${windowText(slot.window)}`;
}
