import type { ReactNode } from 'react';
import { BuyerPricesContext } from '../../../components/ui/buyer-prices';
import { useTradePrices } from './use-trade-prices';

/** Hands an approved trade customer's prices to every price on the pages inside it (null for everyone else). */
export function TradePricesProvider({ children }: { children: ReactNode }) {
  return <BuyerPricesContext value={useTradePrices()}>{children}</BuyerPricesContext>;
}
