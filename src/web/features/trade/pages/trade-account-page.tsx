import { useQuery } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/routes';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toasts';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../../lib/use-session';
import { tradeAccountQuery } from '../../../lib/trade-account-query';
import { ApplicationRefused } from '../components/application-refused';
import { ApplicationWaiting } from '../components/application-waiting';
import { ApprovedAccount } from '../components/approved-account';
import { TradeApplicationForm } from '../components/trade-application-form';
import { TradeBenefits } from '../components/trade-benefits';

/** Admins run the trade accounts; they do not apply for one. */
function ForAdmins() {
  return (
    <div className="flex max-w-2xl flex-col items-start gap-3 rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-6">
      <p>Trade accounts are for customer accounts. Applications and approved accounts are under Trade accounts.</p>
      <Link to={paths.manageTradeAccounts} className="btn btn-primary btn-sm">
        <Building2 aria-hidden="true" size={16} />
        Trade accounts
      </Link>
    </div>
  );
}

function TradeAccountContent() {
  // Asked again on every visit: an answer to the application or an order on invoice may have changed it.
  const account = useQuery({ ...tradeAccountQuery, refetchOnMount: 'always' });
  const [applied, setApplied] = useState<string | null>(null);
  const [applyingAgain, setApplyingAgain] = useState(false);
  // After an application is sent, its new state takes the focus (the form it was typed in is gone).
  const focusStatus = useRef(false);
  const status = account.data?.account?.status;
  useEffect(() => {
    if (!focusStatus.current) return;
    focusStatus.current = false;
    document.getElementById('trade-status-heading')?.focus();
  }, [status]);

  const onApplied = (message: string) => {
    toast.success(message);
    setApplied(message);
    setApplyingAgain(false);
    focusStatus.current = true;
  };

  if (account.isPending) return <Spinner label="Loading your trade account…" className="min-h-64" />;
  if (account.isError) return <ErrorState title="We could not load your trade account" message={errorMessage(account.error)} onRetry={() => void account.refetch()} />;
  const current = account.data.account;
  if (!current) {
    return (
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <TradeBenefits />
        <section aria-labelledby="trade-apply-heading" className="rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-6">
          <h2 id="trade-apply-heading" className="text-lg font-bold">
            Apply for a trade account
          </h2>
          <p className="mb-4 text-sm text-base-content/75">All fields are required. We answer by email.</p>
          <TradeApplicationForm onApplied={onApplied} />
        </section>
      </div>
    );
  }
  switch (current.status) {
    case 'applied':
      return <ApplicationWaiting account={current} message={applied} />;
    case 'approved':
      return <ApprovedAccount account={current} />;
    case 'refused':
      return <ApplicationRefused account={current} applying={applyingAgain} onApplyAgain={() => setApplyingAgain(true)} onApplied={onApplied} />;
  }
}

/**
 * /dashboard/trade-account (issue 15 §5, customers): what a trade account gives and the
 * application; then the application waiting for an answer, the approved account (tier, payment
 * terms, credit) or the reason it was refused, with the way to apply again.
 */
export default function TradeAccountPage() {
  useDocumentTitle('Trade account');
  const role = useSession().data?.user?.role;
  return (
    <>
      <PageHeader eyebrow="Dashboard" title="Trade account">
        Trade prices and paying on invoice, for companies buying for their work.
      </PageHeader>
      {role === 'admin' ? <ForAdmins /> : <TradeAccountContent />}
    </>
  );
}
