import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { defaultTaxShown } from '../../shared/tax-display';
import { TaxShownContext } from '../components/ui/use-tax-display';
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
export function PriceDisplayProvider({ children }: { children: ReactNode }) {
  const rule = useShopConfig().tax;
  const trade = useIsTradeBuyer();
  const chosen = useSyncExternalStore(subscribeTaxShown, readTaxShown, notChosenYet);
  const shown = chosen ?? defaultTaxShown(rule, trade);
  const value = useMemo(() => ({ shown, choose: writeTaxShown }), [shown]);
  return (
    <TaxShownContext value={value}>
      <TradePricesProvider>{children}</TradePricesProvider>
    </TaxShownContext>
  );
}
