import { Ban, Tag } from 'lucide-react';
import type { Quote } from '../../../../shared/schemas/quotes';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { useFormatMoney } from '../../../lib/use-format-money';
import { useShopDays } from '../../../lib/use-shop-days';
import { QuoteDetails } from './quote-details';
import { QuoteStatusBadge } from '../../../components/ui/quote-status-badge';

const WIDE = 'hidden xl:table-cell';

const COLUMNS: DataTableColumn[] = [
  { label: 'Quote' },
  { label: 'Customer', className: WIDE },
  { label: 'Requested', className: WIDE },
  { label: 'Valid until', className: WIDE },
  { label: 'Total', className: `${WIDE} text-right` },
  { label: 'Actions', className: 'text-right' },
];

interface AdminQuotesTableProps {
  quotes: Quote[];
  onAnswer: (quote: Quote) => void;
  onDecline: (quote: Quote) => void;
}

/** "3 lines, 45 pcs". */
function sizeOf(quote: Quote): string {
  const pieces = quote.lines.reduce((total, line) => total + line.quantity, 0);
  return `${quote.lines.length} ${quote.lines.length === 1 ? 'line' : 'lines'}, ${pieces} pcs`;
}

/**
 * Issue 15 §6, admins: each quote with its customer, days, quoted total and where it stands;
 * those waiting for prices can be answered or declined. Below 1280 px the facts move under the
 * number, so the table fits a phone.
 */
export function AdminQuotesTable({ quotes, onAnswer, onDecline }: AdminQuotesTableProps) {
  const formatMoney = useFormatMoney();
  const { calendarDay, dayOf } = useShopDays('long');
  return (
    <DataTable label="Quotes" columns={COLUMNS}>
      {quotes.map((quote) => {
        const total = quote.subtotal === null ? '—' : formatMoney(quote.subtotal);
        const validUntil = quote.validUntil ? calendarDay(quote.validUntil) : '—';
        return (
          <tr key={quote.id} className="hover:bg-base-200/50 *:align-top">
            <td className="min-w-44">
              <span className="font-mono font-semibold whitespace-nowrap">{quote.number}</span>
              <span className="ms-2 inline-block align-middle">
                <QuoteStatusBadge status={quote.status} />
              </span>
              <span className="mt-1 block text-xs text-base-content/75 sm:text-sm">{sizeOf(quote)}</span>
              {quote.order && <span className="block text-xs text-base-content/75 sm:text-sm">Order {quote.order.number}</span>}
              {/* Narrower screens: the facts of the hidden columns. */}
              <dl className="mt-1.5 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-base-content/75 sm:text-sm xl:hidden">
                {[
                  ['Customer', `${quote.customerName} (${quote.email})`],
                  ['Requested', dayOf(quote.requestedAt)],
                  ['Valid until', validUntil],
                  ['Total', total],
                ].map(([term, value]) => (
                  <div key={term} className="contents">
                    <dt>{term}</dt>
                    <dd className="font-medium text-base-content tabular-nums [overflow-wrap:anywhere]">{value}</dd>
                  </div>
                ))}
              </dl>
              <QuoteDetails quote={quote} />
            </td>
            <td className="hidden xl:table-cell">
              <span className="block font-medium">{quote.customerName}</span>
              <span className="block text-xs text-base-content/70 [overflow-wrap:anywhere]">{quote.email}</span>
            </td>
            <td className="hidden whitespace-nowrap xl:table-cell">{dayOf(quote.requestedAt)}</td>
            <td className="hidden whitespace-nowrap xl:table-cell">{validUntil}</td>
            <td className="hidden text-right font-semibold whitespace-nowrap tabular-nums xl:table-cell">{total}</td>
            <td className="text-right">
              {quote.status === 'requested' ? (
                <div className="ms-auto flex w-fit flex-col items-stretch gap-2">
                  <button type="button" className="btn btn-primary btn-xs whitespace-nowrap sm:btn-sm" aria-haspopup="dialog" onClick={() => onAnswer(quote)}>
                    <Tag aria-hidden="true" size={16} />
                    Answer<span className="sr-only"> quote {quote.number}</span>
                  </button>
                  <button type="button" className="btn btn-outline btn-error btn-xs whitespace-nowrap sm:btn-sm" aria-haspopup="dialog" onClick={() => onDecline(quote)}>
                    <Ban aria-hidden="true" size={16} />
                    Decline<span className="sr-only"> quote {quote.number}</span>
                  </button>
                </div>
              ) : (
                <span className="text-xs text-base-content/70">
                  Nothing to do<span className="sr-only"> for quote {quote.number}</span>
                </span>
              )}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
