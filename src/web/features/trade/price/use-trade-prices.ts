import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { BuyerPrices } from '../../../components/ui/buyer-prices';
import { useSession } from '../../../lib/use-session';
import { useShopConfig } from '../../../lib/use-shop-config';
import { tradeAccountQuery } from '../api/trade-account-query';

/** What the pages call a trade account's prices. */
export const TRADE_PRICE_LABEL = 'Trade price';

/**
 * The signed-in customer's trade prices (issue 15 §5): an approved account's tier share off every
 * list price, shown without the tax (trade buyers reclaim it). The account is asked for only when
 * a customer is signed in: visitors and admins cost no request and see the list prices.
 */
export function useTradePrices(): BuyerPrices | null {
  const customer = useSession().data?.user?.role === 'customer';
  const { tax } = useShopConfig();
  const account = useQuery({ ...tradeAccountQuery, enabled: customer }).data?.account;
  const share = customer && account?.status === 'approved' ? (account.tier?.discountBasisPoints ?? 0) : 0;
  return useMemo(
    () =>
      share > 0
        ? {
            label: TRADE_PRICE_LABEL,
            discountBasisPoints: share,
            tax: tax.rateBasisPoints > 0 ? { name: tax.name, rateBasisPoints: tax.rateBasisPoints, included: tax.pricesIncludeTax } : null,
          }
        : null,
    [share, tax.name, tax.rateBasisPoints, tax.pricesIncludeTax],
  );
}
