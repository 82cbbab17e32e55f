import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../../shared/routes';
import { INVOICE_STATES, type InvoiceState, type TradeInvoice } from '../../../../shared/schemas/trade';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFormatMoney } from '../../../lib/use-format-money';
import { usePageParam } from '../../../lib/use-page-param';
import { useMarkInvoicePaid } from '../api/use-mark-invoice-paid';
import { useTradeInvoices } from '../api/use-trade-invoices';
import { InvoiceSummary } from '../components/invoice-summary';
import { TradeInvoicesTable } from '../components/trade-invoices-table';
import { ViewTabs, type ViewTab } from '../components/view-tabs';
import { useShopDays } from '../../../lib/use-shop-days';

const TITLE_ID = 'trade-invoices-title';

const EMPTY: Record<InvoiceState, string> = {
  open: 'No invoices are waiting to be paid',
  overdue: 'No invoice is overdue',
  paid: 'No invoice has been paid yet',
};

/** `?state=`: the open invoices unless it names another state. */
function useStateParam(): InvoiceState {
  const [searchParams] = useSearchParams();
  const value = searchParams.get('state');
  return (INVOICE_STATES as readonly (string | null)[]).includes(value) ? (value as InvoiceState) : 'open';
}

function hrefOf(state: InvoiceState): string {
  return state === 'open' ? paths.tradeInvoices : `${paths.tradeInvoices}?state=${state}`;
}

/**
 * Issue 15 §5, admins (/dashboard/invoices): the orders trade accounts placed on invoice, open,
 * overdue or paid (in the URL: ?state=overdue&page=2), with what is owed over all of them; mark
 * one paid once the money has come in (which frees the credit it used).
 */
export default function TradeInvoicesPage() {
  useDocumentTitle('Invoices');
  const formatMoney = useFormatMoney();
  const { calendarDay } = useShopDays();
  const state = useStateParam();
  const page = usePageParam();
  const invoices = useTradeInvoices(state, page);
  const markPaid = useMarkInvoicePaid();
  // The row (and its button, where focus would return) leaves the open list once paid.
  const paying = useConfirmedAction<TradeInvoice & { id: string }>({ mutate: (id, callbacks) => markPaid.mutate(id, callbacks), isPending: markPaid.isPending }, { focusAfterSuccess: TITLE_ID });
  const toPay = paying.item;
  const data = invoices.data;

  const tabs: ViewTab<InvoiceState>[] = [
    { value: 'open', label: 'Open', count: data?.summary.openCount },
    { value: 'overdue', label: 'Overdue', count: data?.summary.overdueCount, urgent: true },
    { value: 'paid', label: 'Paid' },
  ];

  return (
    <>
      <PageHeader eyebrow="Dashboard" title="Invoices" titleId={TITLE_ID}>
        Orders trade accounts placed on invoice. They ship unpaid; mark an invoice paid when its money has come in, which frees the credit it used.
      </PageHeader>
      {data && <InvoiceSummary summary={data.summary} />}
      <ViewTabs label="Invoice lists" tabs={tabs} current={state} hrefOf={hrefOf} />
      {invoices.isPending ? (
        <Spinner label="Loading invoices…" className="min-h-64" />
      ) : invoices.isError ? (
        <ErrorState title="We could not load the invoices" message={errorMessage(invoices.error)} onRetry={() => void invoices.refetch()} />
      ) : invoices.data.items.length === 0 ? (
        <EmptyState title={invoices.data.total > 0 ? 'There are no invoices on this page' : EMPTY[state]}>
          {invoices.data.total > 0 && (
            <Link to={hrefOf(state)} className="link link-primary">
              Go to the first page
            </Link>
          )}
        </EmptyState>
      ) : (
        <div aria-busy={invoices.isPlaceholderData} className={invoices.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
          <TradeInvoicesTable state={state} invoices={invoices.data.items} onMarkPaid={(invoice) => paying.ask({ ...invoice, id: invoice.orderId })} />
        </div>
      )}
      {data && <Pagination page={page} totalPages={data.totalPages} />}
      <ConfirmDialog title={toPay ? `Mark order ${toPay.orderNumber} paid?` : 'Mark invoice paid?'} confirmLabel="Mark paid" tone="primary" {...paying.dialog}>
        {toPay && (
          <p>
            Confirm that <strong className="font-semibold text-base-content">{formatMoney(toPay.total)}</strong> for order{' '}
            <strong className="font-mono font-semibold text-base-content">{toPay.orderNumber}</strong> has been received from{' '}
            <strong className="font-semibold text-base-content">{toPay.companyName ?? toPay.customerName}</strong> (due {calendarDay(toPay.dueOn)}). The order becomes paid and the
            credit it used is free again.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
