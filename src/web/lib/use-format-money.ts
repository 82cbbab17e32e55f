import { useCallback } from 'react';
import { formatMoney } from '../../shared/money';
import { useShopConfig } from './use-shop-config';

/** Formats cents in the shop's currency and locale. */
export function useFormatMoney(): (minorUnits: number) => string {
  const { currency, locale } = useShopConfig();
  return useCallback((minorUnits: number) => formatMoney(minorUnits, currency, locale), [currency, locale]);
}
