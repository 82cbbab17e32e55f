import type { TradeAccount } from '../../../../shared/schemas/trade';
import { useShopConfig } from '../../../lib/use-shop-config';
import { useShopDays } from '../../../lib/use-shop-days';

/** The day an application was sent or answered, as people read it. */
export function useDayText(): (iso: string) => string {
  return useShopDays('long').dayOf;
}

/** The company as the customer sent it: name, address, tax number and the day they applied. */
export function CompanyDetails({ account }: { account: TradeAccount }) {
  const dayText = useDayText();
  const { taxNumber } = useShopConfig();
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[12rem_minmax(0,1fr)]">
      <dt className="font-semibold text-base-content/75">Company name</dt>
      <dd className="[overflow-wrap:anywhere]">{account.companyName}</dd>
      <dt className="font-semibold text-base-content/75">Company address</dt>
      <dd className="whitespace-pre-line [overflow-wrap:anywhere]">{account.companyAddress}</dd>
      <dt className="font-semibold text-base-content/75">{taxNumber.name}</dt>
      <dd className="font-mono">{account.vatNumber}</dd>
      <dt className="font-semibold text-base-content/75">Applied on</dt>
      <dd>{dayText(account.appliedAt)}</dd>
    </dl>
  );
}
