import type { Quote } from '../../../../shared/schemas/quotes';
import { useFormatMoney } from '../../../lib/use-format-money';
import { todayTotalOf } from '../quote-summary';
import { useShopDays } from '../../../lib/use-shop-days';

/** The quote's days and totals: quoted, today without the quote, and what the quote saves. */
export function QuoteSummaryPanel({ quote }: { quote: Quote }) {
  const formatMoney = useFormatMoney();
  const { calendarDay, dayOf } = useShopDays('long');
  const today = todayTotalOf(quote);
  const saving = quote.subtotal !== null && today !== null && today > quote.subtotal ? today - quote.subtotal : 0;
  const rows: [string, string][] = [
    ['Requested', dayOf(quote.requestedAt)],
    ...(quote.answeredAt ? ([['Answered', dayOf(quote.answeredAt)]] as [string, string][]) : []),
    ...(quote.validUntil ? ([['Valid until', calendarDay(quote.validUntil)]] as [string, string][]) : []),
    ...(quote.closedAt && quote.status !== 'expired' ? ([[quote.status === 'accepted' ? 'Ordered' : 'Closed', dayOf(quote.closedAt)]] as [string, string][]) : []),
  ];
  return (
    <section aria-labelledby="quote-summary-heading" className="flex flex-col gap-4 rounded-box border border-base-300 bg-base-100 p-5 shadow-sm">
      <h2 id="quote-summary-heading" className="text-lg font-bold">
        Summary
      </h2>
      <dl className="flex flex-col gap-2 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4">
            <dt className="text-base-content/75">{term}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
        {today !== null && (
          <div className="flex justify-between gap-4 border-t border-base-300 pt-2">
            <dt className="text-base-content/75">Today without the quote</dt>
            <dd className="tabular-nums">{formatMoney(today)}</dd>
          </div>
        )}
        {saving > 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-base-content/75">You save</dt>
            <dd className="font-semibold text-success tabular-nums">{formatMoney(saving)}</dd>
          </div>
        )}
        <div className="flex items-baseline justify-between gap-4 border-t border-base-300 pt-2">
          <dt className="font-semibold">Quoted total</dt>
          <dd className="text-2xl font-extrabold tracking-tight tabular-nums">{quote.subtotal === null ? '—' : formatMoney(quote.subtotal)}</dd>
        </div>
      </dl>
      <p className="text-xs text-base-content/70">Delivery and tax are worked out at the checkout.</p>
    </section>
  );
}
