import type { Quote } from '../../../../shared/schemas/quotes';
import { useFormatMoney } from '../../../lib/use-format-money';

/** A quote's lines (quantity, today's piece price, the price quoted) and notes, behind a disclosure in its row. */
export function QuoteDetails({ quote }: { quote: Quote }) {
  const formatMoney = useFormatMoney();
  const lines = quote.lines.length;
  return (
    <details className="group mt-2 text-sm">
      <summary className="cursor-pointer font-medium text-primary hover:underline">
        Details<span className="sr-only"> of quote {quote.number}</span> ({lines} {lines === 1 ? 'line' : 'lines'})
      </summary>
      <div className="mt-2 space-y-3 rounded-box border border-base-300 bg-base-100 p-3">
        <table className="w-full text-left text-xs sm:text-sm [&_tr>:is(td,th)]:py-1.5 [&_tr>:is(td,th)]:pr-3 [&_tr>:is(td,th)]:pl-0 [&_tr>:last-child]:pr-0 [&_tr>td]:align-top">
          <caption className="sr-only">Lines of quote {quote.number}</caption>
          <thead>
            <tr className="text-base-content/70">
              <th scope="col" className="font-medium">
                Product
              </th>
              <th scope="col" className="text-right font-medium">
                Quoted
              </th>
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((line) => (
              <tr key={line.lineNumber} className="border-t border-base-200">
                <td>
                  <span className="block [overflow-wrap:anywhere]">{line.productName}</span>
                  <span className="block text-base-content/70 tabular-nums">
                    {line.quantity} pcs · today {formatMoney(line.currentUnitPrice)} each
                  </span>
                </td>
                <td className="text-right whitespace-nowrap tabular-nums">
                  {line.unitPrice === null ? (
                    '—'
                  ) : (
                    <>
                      <span className="block">{formatMoney(line.unitPrice)} each</span>
                      {line.lineTotal !== null && <span className="block text-base-content/70">{formatMoney(line.lineTotal)}</span>}
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {(quote.customerNote || quote.answerNote) && (
          <dl className="grid gap-1 text-xs sm:text-sm">
            {quote.customerNote && (
              <>
                <dt className="text-base-content/70">Customer’s note</dt>
                <dd className="whitespace-pre-line [overflow-wrap:anywhere]">{quote.customerNote}</dd>
              </>
            )}
            {quote.answerNote && (
              <>
                <dt className="text-base-content/70">{quote.status === 'declined' ? 'Reason given' : 'Our note'}</dt>
                <dd className="whitespace-pre-line [overflow-wrap:anywhere]">{quote.answerNote}</dd>
              </>
            )}
          </dl>
        )}
      </div>
    </details>
  );
}
