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
  invoice: 'On invoice',
} as const;

const formats = {
  /** "Tue, Dec 1" */
  short: { weekday: 'short', month: 'short', day: 'numeric' },
  /** "Tuesday, December 1" */
  long: { weekday: 'long', month: 'long', day: 'numeric' },
  /** "Tue" */
  weekday: { weekday: 'short' },
  /** "Dec 1" */
  date: { month: 'short', day: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DayStyle = keyof typeof formats;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A calendar day written YYYY-MM-DD, in the locale: read as noon UTC and shown in UTC, so no time zone moves it. */
export function dayText(day: string, locale = 'en-US', style: DayStyle = 'short'): string {
  const key = `${locale}|${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...formats[style], timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter.format(new Date(`${day}T12:00:00Z`));
}

/** "08:00–12:00" for the window "08:00-12:00". */
export function windowText(window: string): string {
  return window.replace('-', '–');
}

/** "Tue, Dec 1, 08:00–12:00" (long: "Tuesday, December 1, 08:00–12:00"). */
export function slotText(slot: { day: string; window: string }, locale = 'en-US', style: DayStyle = 'short'): string {
  return `${dayText(slot.day, locale, style)}, ${windowText(slot.window)}`;
}

/**
 * The product page's promise for an order placed today (`today`, YYYY-MM-DD in the shop's time
 * zone) and the first free slot: "Order today for delivery tomorrow, 08:00–12:00, in Springfield
 * central"; a later day is named ("… on Thursday, December 3, …").
 */
export function deliveryPromiseText(slot: { day: string; window: string }, zone: string, today: string, locale = 'en-US'): string {
  const tomorrow = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1, Number(today.slice(8, 10)) + 1)).toISOString().slice(0, 10);
  const when = slot.day === tomorrow ? 'tomorrow' : `on ${dayText(slot.day, locale, 'long')}`;
  return `Order today for delivery ${when}, ${windowText(slot.window)}, in ${zone}`;
}
