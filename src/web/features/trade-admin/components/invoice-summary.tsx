import type { TradeInvoicePage } from '../../../../shared/schemas/trade';
import { useFormatMoney } from '../../../lib/use-format-money';

function invoicesText(count: number): string {
  return count === 1 ? '1 invoice' : `${count} invoices`;
}

/** What is owed over every unpaid invoice, and what of it is overdue, whatever the list shows. */
export function InvoiceSummary({ summary }: { summary: TradeInvoicePage['summary'] }) {
  const formatMoney = useFormatMoney();
  const overdue = summary.overdueCount > 0;
  return (
    <section aria-label="What is owed" className="mb-6 grid grid-cols-2 gap-3">
      <div className="rounded-box border border-base-300 bg-base-100 p-3 shadow-sm sm:p-4">
        <h2 className="text-sm font-semibold text-base-content/75">Open</h2>
        <p className="mt-1 text-xl font-extrabold tabular-nums sm:text-2xl">{formatMoney(summary.openCents)}</p>
        <p className="text-sm text-base-content/75">{invoicesText(summary.openCount)} not paid yet</p>
      </div>
      <div className={`rounded-box border p-3 shadow-sm sm:p-4 ${overdue ? 'border-error/40 bg-error/5' : 'border-base-300 bg-base-100'}`}>
        <h2 className={`text-sm font-semibold ${overdue ? 'text-error' : 'text-base-content/75'}`}>Overdue</h2>
        <p className="mt-1 text-xl font-extrabold tabular-nums sm:text-2xl">{formatMoney(summary.overdueCents)}</p>
        <p className="text-sm text-base-content/75">{invoicesText(summary.overdueCount)} past their last day to pay</p>
      </div>
    </section>
  );
}
