import type { Quote } from '../../../../shared/schemas/quotes';
import { useShopDays } from '../../../lib/use-shop-days';

/** Who asked and when, with the customer's note: the head of the answer and decline dialogs. */
export function QuoteRequestFacts({ quote }: { quote: Quote }) {
  const { dayOf } = useShopDays('long');
  return (
    <div className="mb-4 rounded-field bg-base-200/70 px-3 py-2 text-sm">
      <p>
        <span className="font-semibold">{quote.customerName}</span> <span className="text-base-content/75 [overflow-wrap:anywhere]">({quote.email})</span> asked on{' '}
        {dayOf(quote.requestedAt)}.
      </p>
      {quote.customerNote && <p className="mt-1 whitespace-pre-line text-base-content/85 [overflow-wrap:anywhere]">“{quote.customerNote}”</p>}
    </div>
  );
}
