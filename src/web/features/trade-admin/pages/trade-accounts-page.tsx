import { Link, useSearchParams } from 'react-router';
import { useEffect, useState } from 'react';
import { paths } from '../../../../shared/routes';
import type { TradeAccountAdmin, TradeAccountStatus } from '../../../../shared/schemas/trade';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePageParam } from '../../../lib/use-page-param';
import { useTradeAccounts } from '../api/use-trade-accounts';
import { PriceTiersSection } from '../components/price-tiers-section';
import { RefuseDialog } from '../components/refuse-dialog';
import { TermsFormDialog, type TermsFormTarget } from '../components/terms-form-dialog';
import { TradeAccountsTable } from '../components/trade-accounts-table';
import { ViewTabs, type ViewTab } from '../components/view-tabs';

const TITLE_ID = 'trade-accounts-title';

/** What the page shows: the accounts of one status, or the price tiers. */
type View = TradeAccountStatus | 'tiers';
const VIEWS: readonly View[] = ['applied', 'approved', 'refused', 'tiers'];

const EMPTY: Record<TradeAccountStatus, string> = {
  applied: 'No applications are waiting',
  approved: 'No approved trade accounts yet',
  refused: 'No refused applications',
};

/** `?view=`: the applications waiting unless it names another view. */
function useViewParam(): View {
  const [searchParams] = useSearchParams();
  const value = searchParams.get('view');
  return (VIEWS as readonly (string | null)[]).includes(value) ? (value as View) : 'applied';
}

function hrefOf(view: View): string {
  return view === 'applied' ? paths.manageTradeAccounts : `${paths.manageTradeAccounts}?view=${view}`;
}

function AccountsList({ status, page, onApprove, onRefuse, onEdit }: { status: TradeAccountStatus; page: number; onApprove: (account: TradeAccountAdmin) => void; onRefuse: (account: TradeAccountAdmin) => void; onEdit: (account: TradeAccountAdmin) => void }) {
  const accounts = useTradeAccounts(status, page);
  const data = accounts.data;
  return (
    <>
      {accounts.isPending ? (
        <Spinner label="Loading trade accounts…" className="min-h-64" />
      ) : accounts.isError ? (
        <ErrorState title="We could not load the trade accounts" message={errorMessage(accounts.error)} onRetry={() => void accounts.refetch()} />
      ) : accounts.data.items.length === 0 ? (
        <EmptyState title={accounts.data.total > 0 ? 'There are no accounts on this page' : EMPTY[status]}>
          {accounts.data.total > 0 && (
            <Link to={hrefOf(status)} className="link link-primary">
              Go to the first page
            </Link>
          )}
        </EmptyState>
      ) : (
        <div aria-busy={accounts.isPlaceholderData} className={accounts.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
          <TradeAccountsTable status={status} accounts={accounts.data.items} onApprove={onApprove} onRefuse={onRefuse} onEdit={onEdit} />
        </div>
      )}
      {data && <Pagination page={page} totalPages={data.totalPages} />}
    </>
  );
}

/**
 * Issue 15 §5, admins (/dashboard/trade-accounts): the applications waiting first, then the
 * approved and refused accounts, each paged in the URL (?view=approved&page=2); approve one with a
 * price tier, payment terms and a credit limit, refuse one with a reason, change an approved
 * account's terms; and the price tiers themselves (?view=tiers).
 */
export default function TradeAccountsPage() {
  useDocumentTitle('Trade accounts');
  const view = useViewParam();
  const page = usePageParam();
  // The waiting applications are counted on every view (the first page is the one the list shows first).
  const waiting = useTradeAccounts('applied', 1);
  const [terms, setTerms] = useState<TermsFormTarget | null>(null);
  const [refusing, setRefusing] = useState<TradeAccountAdmin | null>(null);
  // After a decision the row (whose button the dialog gives focus back to) leaves the list: the
  // heading takes focus once the dialog has closed (its effect runs before this page's).
  const [decisions, setDecisions] = useState(0);
  const decided = () => setDecisions((count) => count + 1);
  useEffect(() => {
    if (decisions > 0) document.getElementById(TITLE_ID)?.focus();
  }, [decisions]);

  const tabs: ViewTab<View>[] = [
    { value: 'applied', label: 'Applications', count: waiting.data?.total, urgent: true },
    { value: 'approved', label: 'Approved' },
    { value: 'refused', label: 'Refused' },
    { value: 'tiers', label: 'Price tiers' },
  ];

  return (
    <>
      <PageHeader eyebrow="Dashboard" title="Trade accounts" titleId={TITLE_ID}>
        Companies that applied to buy at trade prices. Approve them with a price tier, payment terms and a credit limit, or refuse them with a reason; the customer is emailed either way.
      </PageHeader>
      <ViewTabs label="Trade account lists" tabs={tabs} current={view} hrefOf={hrefOf} />
      {view === 'tiers' ? (
        <PriceTiersSection />
      ) : (
        <AccountsList
          key={view}
          status={view}
          page={page}
          onApprove={(account) => setTerms({ mode: 'approve', account })}
          onRefuse={setRefusing}
          onEdit={(account) => setTerms({ mode: 'edit', account })}
        />
      )}
      <TermsFormDialog target={terms} onClose={() => setTerms(null)} onApproved={decided} />
      <RefuseDialog account={refusing} onClose={() => setRefusing(null)} onRefused={decided} />
    </>
  );
}
