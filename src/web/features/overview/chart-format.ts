import { useCallback } from 'react';
import { useShopConfig } from '../../lib/use-shop-config';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dayFormats.get(key);
  if (!format) {
    // Days are days of the shop's calendar, written at midnight UTC so no time zone moves them.
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    dayFormats.set(key, format);
  }
  return format;
}

/** Writes a day "2026-03-02" for people: short ("Mar 2") on an axis, long ("Mon, Mar 2, 2026") in a table. */
export function useFormatDay(): (day: string, length?: 'short' | 'long') => string {
  const { locale } = useShopConfig();
  return useCallback(
    (day: string, length: 'short' | 'long' = 'short') => {
      const options: Intl.DateTimeFormatOptions = length === 'short' ? { month: 'short', day: 'numeric' } : { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' };
      return dayFormat(locale, options).format(new Date(`${day}T00:00:00.000Z`));
    },
    [locale],
  );
}

/** Money in few characters for a chart's axis: "$12K", "$1.2M". */
export function useFormatCompactMoney(): (minorUnits: number) => string {
  const { currency, locale } = useShopConfig();
  return useCallback(
    (minorUnits: number) => {
      const format = new Intl.NumberFormat(locale, { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 });
      const digits = new Intl.NumberFormat(locale, { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
      return format.format(minorUnits / 10 ** digits);
    },
    [currency, locale],
  );
}

/** Shortens a long product name for a chart's axis (the table beside it has the whole name). */
export function shortName(name: string, length = 22): string {
  return name.length > length ? `${name.slice(0, length - 1).trimEnd()}…` : name;
}
