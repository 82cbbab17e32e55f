import { useMemo } from 'react';
import { useShopConfig } from './use-shop-config';

/**
 * Days as the pages show them, in the shop's locale: a moment (asked for, applied, ordered, paid)
 * as the day it was in the shop's time zone; a calendar day (YYYY-MM-DD: a quote's last valid day,
 * an invoice's last day to pay) as it is written. `long`: "March 4, 2026"; `medium`: "Mar 4, 2026".
 */
export function useShopDays(dateStyle: 'long' | 'medium' = 'long') {
  const { locale, timeZone } = useShopConfig();
  return useMemo(() => {
    const moments = new Intl.DateTimeFormat(locale, { dateStyle, timeZone });
    const days = new Intl.DateTimeFormat(locale, { dateStyle, timeZone: 'UTC' });
    return {
      /** An ISO moment → its day in the shop's time zone. */
      dayOf: (moment: string) => moments.format(new Date(moment)),
      /** A calendar day (YYYY-MM-DD) → that day. */
      calendarDay: (day: string) => days.format(new Date(`${day}T12:00:00Z`)),
    };
  }, [locale, timeZone, dateStyle]);
}
