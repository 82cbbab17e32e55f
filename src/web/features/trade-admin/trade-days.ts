import { useShopConfig } from '../../lib/use-shop-config';

/**
 * Days as the admin pages show them, in the shop's locale: a moment (applied, ordered, paid) on
 * its day in the shop's time zone; a calendar day (the last day to pay) as it is.
 */
export function useTradeDays() {
  const { locale, timeZone } = useShopConfig();
  const moments = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  const days = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    /** An ISO moment → its day ("Mar 4, 2026"). */
    dayOf: (moment: string) => moments.format(new Date(moment)),
    /** A calendar day (YYYY-MM-DD) → "Mar 4, 2026". */
    calendarDay: (day: string) => days.format(new Date(`${day}T12:00:00Z`)),
  };
}

/** Payment terms in words: "30 days", or that the account does not pay on invoice. */
export function termsText(days: number): string {
  if (days === 0) return 'No invoice payment';
  return days === 1 ? '1 day' : `${days} days`;
}
