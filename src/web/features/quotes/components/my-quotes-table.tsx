import { Eye, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { quoteCheckoutPath, quotePath } from '../../../../shared/routes';
import type { Quote } from '../../../../shared/schemas/quotes';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { useFormatMoney } from '../../../lib/use-format-money';
import { productsOf, sizeOf } from '../quote-summary';
import { useShopDays } from '../../../lib/use-shop-days';
import { QuoteStatusBadge } from '../../../components/ui/quote-status-badge';

const WIDE = 'hidden lg:table-cell';

const COLUMNS: DataTableColumn[] = [
  { label: 'Quote' },
  { label: 'Status', className: 'hidden sm:table-cell' },
  { label: 'Requested', className: WIDE },
  { label: 'Valid until', className: WIDE },
  { label: 'Total', className: 'hidden text-right sm:table-cell' },
  { label: 'Actions', className: 'text-right' },
];

/**
 * Issue 15 §6, My quotes: each quote's number and products, where it stands, the day it was asked
 * for, its last valid day and the quoted total. On phones the facts fold under the number.
 */
export function MyQuotesTable({ quotes }: { quotes: Quote[] }) {
  const formatMoney = useFormatMoney();
  const { calendarDay, dayOf } = useShopDays('long');
  return (
    <DataTable label="My quotes" columns={COLUMNS}>
      {quotes.map((quote) => {
        const total = quote.subtotal === null ? '—' : formatMoney(quote.subtotal);
        const validUntil = quote.validUntil ? calendarDay(quote.validUntil) : '—';
        return (
          <tr key={quote.id} className="hover:bg-base-200/50 *:align-top">
            <td className="min-w-0">
              <span className="block font-mono font-semibold whitespace-nowrap">{quote.number}</span>
              <span className="mt-0.5 block [overflow-wrap:anywhere]">{productsOf(quote)}</span>
              <span className="block text-xs text-base-content/70">{sizeOf(quote)}</span>
              <span className="mt-1.5 block sm:hidden">
                <QuoteStatusBadge status={quote.status} />
              </span>
              {/* Narrower screens: the facts of the hidden columns. */}
              <dl className="mt-1.5 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-base-content/75 lg:hidden">
                <dt>Requested</dt>
                <dd className="font-medium text-base-content">{dayOf(quote.requestedAt)}</dd>
                <dt>Valid until</dt>
                <dd className="font-medium text-base-content">{validUntil}</dd>
                <dt className="sm:hidden">Total</dt>
                <dd className="font-medium text-base-content tabular-nums sm:hidden">{total}</dd>
              </dl>
            </td>
            <td className="hidden sm:table-cell">
              <QuoteStatusBadge status={quote.status} />
            </td>
            <td className="hidden whitespace-nowrap lg:table-cell">{dayOf(quote.requestedAt)}</td>
            <td className="hidden whitespace-nowrap lg:table-cell">{validUntil}</td>
            <td className="hidden text-right font-semibold whitespace-nowrap tabular-nums sm:table-cell">{total}</td>
            <td className="text-right">
              <div className="ms-auto flex w-fit flex-col items-stretch gap-2">
                <Link to={quotePath(quote.id)} className="btn btn-outline btn-primary btn-xs whitespace-nowrap sm:btn-sm">
                  <Eye aria-hidden="true" size={16} />
                  View<span className="sr-only"> quote {quote.number}</span>
                </Link>
                {quote.status === 'answered' && (
                  <Link to={quoteCheckoutPath(quote.id)} className="btn btn-primary btn-xs whitespace-nowrap sm:btn-sm">
                    <ShoppingBag aria-hidden="true" size={16} />
                    Order<span className="sr-only"> quote {quote.number} at its prices</span>
                  </Link>
                )}
              </div>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
