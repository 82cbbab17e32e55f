import { useMemo } from 'react';
import type { DateStyle } from '../../shared/shop-locale';
import { useShopConfig } from './use-shop-config';

/**
 * A date format in the shop's locale and time zone (content/shop.json), the same on the server's
 * rendering and in the browser whatever the visitor's own settings.
 */
export function useShopDateFormat(options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>): Intl.DateTimeFormat {
  const { locale, timeZone } = useShopConfig();
  const key = JSON.stringify(options);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the options' contents
  return useMemo(() => new Intl.DateTimeFormat(locale, { ...options, timeZone }), [locale, timeZone, key]);
}

/**
 * Days as the pages show them, in the shop's locale: a moment (asked for, applied, ordered, paid)
 * as the day it was in the shop's time zone; a calendar day (YYYY-MM-DD: a quote's last valid day,
 * an invoice's last day to pay) as it is written. The style is the shop's (`dateStyle`) unless
 * given: `long` "March 4, 2026", `medium` "Mar 4, 2026" in en-US.
 */
export function useShopDays(style?: DateStyle) {
  const { locale, timeZone, dateStyle: shopStyle } = useShopConfig();
  const dateStyle = style ?? shopStyle;
  return useMemo(() => {
    const moments = new Intl.DateTimeFormat(locale, { dateStyle, timeZone });
    const withTime = new Intl.DateTimeFormat(locale, { dateStyle, timeStyle: 'short', timeZone });
    const days = new Intl.DateTimeFormat(locale, { dateStyle, timeZone: 'UTC' });
    return {
      /** An ISO moment → its day in the shop's time zone. */
      dayOf: (moment: string) => moments.format(new Date(moment)),
      /** An ISO moment → its day and time of day in the shop's time zone. */
      momentOf: (moment: string) => withTime.format(new Date(moment)),
      /** A calendar day (YYYY-MM-DD) → that day. */
      calendarDay: (day: string) => days.format(new Date(`${day}T12:00:00Z`)),
    };
  }, [locale, timeZone, dateStyle]);
}
