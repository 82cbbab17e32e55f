import { BadgeCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { percentText } from '../../../../shared/price-tiers';
import { paths } from '../../../../shared/routes';
import type { TradeAccount } from '../../../../shared/schemas/trade';
import { useFormatMoney } from '../../../lib/use-format-money';
import { useShopConfig } from '../../../lib/use-shop-config';
import { CompanyDetails, useDayText } from './company-details';
import { nameInSentence } from '../../../../shared/shop-locale';

function Figure({ term, children, note }: { term: string; children: ReactNode; note?: string | undefined }) {
  return (
    <div className="rounded-field bg-base-200 px-4 py-3">
      <dt className="text-sm text-base-content/75">{term}</dt>
      <dd className="text-xl font-extrabold tracking-tight tabular-nums">{children}</dd>
      {note && <dd className="text-xs text-base-content/75">{note}</dd>}
    </div>
  );
}

/** The credit of an account that pays on invoice: the limit, what open invoices use and what is left. */
function Credit({ account }: { account: TradeAccount }) {
  const formatMoney = useFormatMoney();
  const available = Math.max(0, account.creditLimit - account.creditUsed);
  const usedShare = account.creditLimit > 0 ? Math.min(100, Math.round((account.creditUsed / account.creditLimit) * 100)) : 100;
  return (
    <section aria-labelledby="trade-credit-heading" className="flex flex-col gap-3">
      <h3 id="trade-credit-heading" className="font-semibold">
        Credit for orders on invoice
      </h3>
      <dl className="grid gap-3 sm:grid-cols-3">
        <Figure term="Credit limit">{formatMoney(account.creditLimit)}</Figure>
        <Figure term="Used by open invoices">{formatMoney(account.creditUsed)}</Figure>
        <Figure term="Available">{formatMoney(available)}</Figure>
      </dl>
      <progress className="progress progress-primary w-full" value={usedShare} max={100} aria-label={`Credit used: ${usedShare}\u00a0%`} />
      <p className="text-sm text-base-content/75">An order on invoice uses credit until its invoice is paid. Orders that would go past your limit can be paid by card.</p>
    </section>
  );
}

/** Approved: the price tier and its share, the payment terms and the credit. */
export function ApprovedAccount({ account }: { account: TradeAccount }) {
  const { tax } = useShopConfig();
  const dayText = useDayText();
  const onInvoice = account.paymentTermsDays > 0;
  return (
    <section aria-labelledby="trade-status-heading" className="flex flex-col gap-6 rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-6">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-success/15 text-success">
          <BadgeCheck size={20} />
        </span>
        <div className="min-w-0">
          <h2 id="trade-status-heading" tabIndex={-1} className="text-lg font-bold focus:outline-none">
            Your trade account is approved
          </h2>
          <p className="text-sm text-base-content/75">
            {account.decidedAt ? `Since ${dayText(account.decidedAt)}. ` : ''}
            Product pages, your cart and the checkout show your trade prices{tax.rateBasisPoints > 0 ? ` (without ${nameInSentence(tax.name)} on product pages)` : ''}.
          </p>
        </div>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Figure term="Price tier" note={account.tier ? `${percentText(account.tier.discountBasisPoints)}\u00a0% off every list price, quantity prices on top` : undefined}>
          {account.tier?.name ?? '—'}
        </Figure>
        <Figure term="Payment terms" note={onInvoice ? 'Pay on invoice within this many days of the order' : 'Pay by card or cash on delivery'}>
          {onInvoice ? `${account.paymentTermsDays} days` : 'No invoice terms'}
        </Figure>
      </dl>
      {onInvoice && <Credit account={account} />}
      <div className="flex flex-wrap gap-3">
        <Link to={paths.allProducts} className="btn btn-primary btn-sm">
          Shop at trade prices
        </Link>
        <Link to={paths.dashboard} className="btn btn-outline btn-sm">
          My Orders
        </Link>
      </div>
      <div className="border-t border-base-300 pt-5">
        <h3 className="mb-3 font-semibold">Company</h3>
        <CompanyDetails account={account} />
      </div>
    </section>
  );
}
