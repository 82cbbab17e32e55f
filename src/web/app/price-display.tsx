import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { TaxShown } from '../../shared/tax-display';
import { TaxShownContext } from '../components/ui/tax-display';
import { TradePricesProvider } from '../features/trade/price/trade-prices-provider';
import { useIsTradeBuyer } from '../features/trade/price/use-trade-prices';
import { readTaxShown, subscribeTaxShown, writeTaxShown } from '../lib/tax-shown-cookie';
import { useShopConfig } from '../lib/use-shop-config';

/** Before the page runs (the build-time render, hydration) nobody has chosen yet. */
const notChosenYet = () => null;

/**
 * How every price on the pages is shown (issue 38 §5): an approved trade customer's own prices,
 * and with or without the tax as the buyer chose on this browser. Until they choose, prices show
 * as the shop enters them, except for trade accounts, who start without the tax.
 */
export function PriceDisplay({ children }: { children: ReactNode }) {
  const heldWithTax = useShopConfig().tax.pricesIncludeTax;
  const trade = useIsTradeBuyer();
  const chosen = useSyncExternalStore(subscribeTaxShown, readTaxShown, notChosenYet);
  const shown: TaxShown = chosen ?? (trade || !heldWithTax ? 'excl' : 'incl');
  const value = useMemo(() => ({ shown, choose: writeTaxShown }), [shown]);
  return (
    <TaxShownContext value={value}>
      <TradePricesProvider>{children}</TradePricesProvider>
    </TaxShownContext>
  );
}
