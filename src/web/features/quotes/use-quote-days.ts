import { useShopConfig } from '../../lib/use-shop-config';

/**
 * Days of a quote as people read them: a calendar day (its last valid day, YYYY-MM-DD) as it is
 * written, and a moment (when it was asked for) as the day it was in the shop's time zone.
 */
export function useQuoteDays() {
  const { locale, timeZone } = useShopConfig();
  const calendar = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const moment = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone });
  return {
    day: (value: string) => calendar.format(new Date(`${value}T12:00:00Z`)),
    dayOf: (value: string) => moment.format(new Date(value)),
  };
}
