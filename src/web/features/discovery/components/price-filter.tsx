import type { PriceFacet } from '../../../../shared/schemas/discovery';
import { useFormatMoney } from '../../../lib/use-format-money';
import { useShopConfig } from '../../../lib/use-shop-config';
import { RangeFilter } from './range-filter';

interface PriceFilterProps {
  facet: PriceFacet;
  /** The range as the URL has it ("10..50"). */
  value: string | undefined;
  onApply: (min: string, max: string) => void;
}

/** Cents as a plain amount for a field ("5999" → "59.99"). */
const amount = (cents: number) => (cents / 100).toFixed(2).replace(/\.00$/, '');

/** The price range of the products in view, to narrow by what a buyer wants to spend. */
export function PriceFilter({ facet, value, onApply }: PriceFilterProps) {
  const formatMoney = useFormatMoney();
  const { currency, locale } = useShopConfig();
  const symbol = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0).find((part) => part.type === 'currency')?.value ?? currency;
  return (
    <RangeFilter
      label="Price"
      unit={symbol}
      hint={`${formatMoney(facet.min)} to ${formatMoney(facet.max)}`}
      placeholders={[amount(facet.min), amount(facet.max)]}
      value={value}
      onApply={onApply}
    />
  );
}
