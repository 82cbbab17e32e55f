import { CircleCheck, FileDown } from 'lucide-react';
import { invoiceFileName, invoiceUrl } from '../../../../shared/schemas/invoices';
import type { InvoiceState, TradeInvoice } from '../../../../shared/schemas/trade';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { useFormatMoney } from '../../../lib/use-format-money';
import { useShopDays } from '../../../lib/use-shop-days';
import { termsText } from '../terms-text';

const WIDE = 'hidden xl:table-cell';

function columnsFor(state: InvoiceState): DataTableColumn[] {
  return [
    { label: 'Order' },
    { label: 'Company', className: WIDE },
    { label: 'Total', className: 'hidden text-right sm:table-cell' },
    { label: 'Ordered', className: WIDE },
    { label: state === 'paid' ? 'Paid' : 'Due', className: WIDE },
    // Phones: the total and the button sit in the order's cell.
    ...(state === 'paid' ? [] : [{ label: 'Actions', className: 'hidden text-right sm:table-cell' }]),
  ];
}

function daysOverdueText(days: number): string {
  return days === 1 ? '1 day overdue' : `${days} days overdue`;
}

/** "12 days overdue" in red, for an invoice past its last day to pay. */
function OverdueBadge({ invoice }: { invoice: TradeInvoice }) {
  if (!invoice.overdue || invoice.paidAt) return null;
  return <span className="badge badge-sm badge-error font-semibold whitespace-nowrap">{daysOverdueText(invoice.daysOverdue)}</span>;
}

/** The order's invoice PDF (admins may read any), once it has a number. */
function InvoicePdfLink({ invoice }: { invoice: TradeInvoice }) {
  if (!invoice.invoiceNumber) return null;
  return (
    <a
      href={invoiceUrl(invoice.orderId)}
      download={invoiceFileName(invoice.invoiceNumber)}
      className="link mt-1 inline-flex items-center gap-1 text-xs font-medium whitespace-nowrap text-primary link-hover sm:text-sm"
    >
      <FileDown aria-hidden="true" size={14} className="shrink-0" />
      <span>
        Invoice <span className="font-mono whitespace-nowrap">{invoice.invoiceNumber}</span>
        <span className="sr-only"> (PDF)</span>
      </span>
    </a>
  );
}

function MarkPaidButton({ invoice, onMarkPaid }: { invoice: TradeInvoice; onMarkPaid: (invoice: TradeInvoice) => void }) {
  return (
    <button type="button" className="btn btn-outline btn-success btn-sm whitespace-nowrap" onClick={() => onMarkPaid(invoice)}>
      <CircleCheck aria-hidden="true" size={16} />
      Mark paid<span className="sr-only"> order {invoice.orderNumber}</span>
    </button>
  );
}

interface TradeInvoicesTableProps {
  state: InvoiceState;
  invoices: TradeInvoice[];
  onMarkPaid: (invoice: TradeInvoice) => void;
}

/**
 * Issue 15 §5, admins: orders on invoice with the company, total, order day and last day to pay
 * (how many days overdue in red), or the day paid. Below 1280 px the company and the days move
 * under the order number, so a row fits a phone.
 */
export function TradeInvoicesTable({ state, invoices, onMarkPaid }: TradeInvoicesTableProps) {
  const formatMoney = useFormatMoney();
  const { dayOf, calendarDay } = useShopDays();
  return (
    <DataTable label="Invoices" columns={columnsFor(state)}>
      {invoices.map((invoice) => {
        const company = invoice.companyName ?? invoice.customerName;
        const due = `${calendarDay(invoice.dueOn)} (${termsText(invoice.paymentTermsDays)})`;
        const facts: [string, string][] = [
          ['Customer', invoice.customerName],
          ['Ordered', dayOf(invoice.orderedAt)],
          ['Due', due],
          ...(invoice.paidAt ? ([['Paid', dayOf(invoice.paidAt)]] as [string, string][]) : []),
        ];
        return (
          <tr key={invoice.orderId} className={`align-top ${invoice.overdue && !invoice.paidAt ? 'bg-error/5' : 'hover:bg-base-200/50'}`}>
            <td className="min-w-44">
              <span className="flex items-baseline justify-between gap-3">
                <span className="font-mono font-semibold whitespace-nowrap">
                  <span className="sr-only">Order </span>
                  {invoice.orderNumber}
                </span>
                <span className="font-semibold whitespace-nowrap tabular-nums sm:hidden">{formatMoney(invoice.total)}</span>
              </span>
              <InvoicePdfLink invoice={invoice} />
              <span className="mt-1 block xl:hidden">
                <OverdueBadge invoice={invoice} />
              </span>
              {/* Narrower screens: the company and the days of the hidden columns. */}
              <div className="mt-1.5 xl:hidden">
                <span className="block font-semibold [overflow-wrap:anywhere]">{company}</span>
                <dl className="mt-0.5 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-base-content/75 sm:text-sm">
                  {facts.map(([term, value]) => (
                    <div key={term} className="contents">
                      <dt>{term}</dt>
                      <dd className="font-medium text-base-content tabular-nums [overflow-wrap:anywhere]">{value}</dd>
                    </div>
                  ))}
                </dl>
              </div>
              {state !== 'paid' && (
                <div className="mt-3 sm:hidden">
                  <MarkPaidButton invoice={invoice} onMarkPaid={onMarkPaid} />
                </div>
              )}
            </td>
            <td className="hidden xl:table-cell">
              <span className="block font-semibold [overflow-wrap:anywhere]">{company}</span>
              <span className="block text-sm text-base-content/75 [overflow-wrap:anywhere]">{invoice.customerName}</span>
              <span className="block text-sm text-base-content/75 [overflow-wrap:anywhere]">{invoice.email}</span>
            </td>
            <td className="hidden text-right font-semibold whitespace-nowrap tabular-nums sm:table-cell">{formatMoney(invoice.total)}</td>
            <td className="hidden whitespace-nowrap tabular-nums xl:table-cell">{dayOf(invoice.orderedAt)}</td>
            <td className="hidden xl:table-cell">
              {invoice.paidAt ? (
                <>
                  <span className="block whitespace-nowrap tabular-nums">{dayOf(invoice.paidAt)}</span>
                  <span className="block text-sm whitespace-nowrap text-base-content/75">Due {calendarDay(invoice.dueOn)}</span>
                </>
              ) : (
                <>
                  <span className="block whitespace-nowrap tabular-nums">{calendarDay(invoice.dueOn)}</span>
                  <span className="block text-sm text-base-content/75">{termsText(invoice.paymentTermsDays)}</span>
                  <OverdueBadge invoice={invoice} />
                </>
              )}
            </td>
            {state !== 'paid' && (
              <td className="hidden text-right sm:table-cell">
                <MarkPaidButton invoice={invoice} onMarkPaid={onMarkPaid} />
              </td>
            )}
          </tr>
        );
      })}
    </DataTable>
  );
}
