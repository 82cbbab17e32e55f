import { useMemo } from 'react';
import { useShopConfig } from './use-shop-config';

/** Counts as the shop writes them (its locale, content/shop.json): "1,234" in en-US, "1.234" in de-DE. */
export function useShopNumber(): (value: number) => string {
  const { locale } = useShopConfig();
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale);
    return (value: number) => format.format(value);
  }, [locale]);
}
