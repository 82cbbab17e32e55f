import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { BuyerPrices } from '../../../components/ui/buyer-prices';
import { useSession } from '../../../lib/use-session';
import { tradeAccountQuery } from '../../../lib/trade-account-query';

/** What the pages call a trade account's prices. */
export const TRADE_PRICE_LABEL = 'Trade price';

/**
 * The signed-in customer's trade account, when it is approved. It is asked for only when a
 * customer is signed in: visitors and admins cost no request.
 */
function useApprovedAccount() {
  const customer = useSession().data?.user?.role === 'customer';
  const account = useQuery({ ...tradeAccountQuery, enabled: customer }).data?.account;
  return customer && account?.status === 'approved' ? account : null;
}

/** Whether the buyer is an approved trade account: their prices start without the tax (they reclaim it). */
export function useIsTradeBuyer(): boolean {
  return useApprovedAccount() !== null;
}

/**
 * The signed-in customer's trade prices (issue 15 §5): an approved account's tier share off every
 * list price. Null for everyone else, who see the list prices.
 */
export function useTradePrices(): BuyerPrices | null {
  const share = useApprovedAccount()?.tier?.discountBasisPoints ?? 0;
  return useMemo(() => (share > 0 ? { label: TRADE_PRICE_LABEL, discountBasisPoints: share } : null), [share]);
}
