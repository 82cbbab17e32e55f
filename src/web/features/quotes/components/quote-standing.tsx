import { Ban, CircleCheck, Clock, FilePlus2, Hourglass, ShoppingBag, Tag, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths, quoteCheckoutPath } from '../../../../shared/routes';
import type { Quote, QuoteStatus } from '../../../../shared/schemas/quotes';
import { useShopDays } from '../../../lib/use-shop-days';

/** Asking again with the lines of this quote. */
export function askAgainPath(quote: Pick<Quote, 'id'>): string {
  return `${paths.newQuote}?${new URLSearchParams({ again: quote.id }).toString()}`;
}

const TONES: Record<QuoteStatus, { box: string; icon: string; Icon: typeof Clock }> = {
  requested: { box: 'border-warning/50 bg-warning/10', icon: 'text-warning-content', Icon: Hourglass },
  answered: { box: 'border-info/40 bg-info/5', icon: 'text-info', Icon: Tag },
  accepted: { box: 'border-success/40 bg-success/5', icon: 'text-success', Icon: CircleCheck },
  expired: { box: 'border-base-300 bg-base-200/60', icon: 'text-base-content/70', Icon: Clock },
  declined: { box: 'border-base-300 bg-base-200/60', icon: 'text-base-content/70', Icon: Ban },
  withdrawn: { box: 'border-base-300 bg-base-200/60', icon: 'text-base-content/70', Icon: Undo2 },
};

function NewQuoteLink({ quote, label }: { quote: Quote; label: string }) {
  return (
    <Link to={askAgainPath(quote)} className="btn btn-outline btn-primary btn-sm">
      <FilePlus2 aria-hidden="true" size={16} />
      {label}
    </Link>
  );
}

/**
 * Where the quote stands and what the customer can do now: wait (or withdraw it), accept and
 * order it before its last day, see the order it became, or ask again once it expired, was
 * declined or withdrawn.
 */
export function QuoteStanding({ quote, onWithdraw }: { quote: Quote; onWithdraw: () => void }) {
  const { calendarDay } = useShopDays('long');
  const until = quote.validUntil ? calendarDay(quote.validUntil) : '';
  const withdraw = (
    <button type="button" className="btn btn-ghost btn-sm text-error" aria-haspopup="dialog" onClick={onWithdraw}>
      <Undo2 aria-hidden="true" size={16} />
      Withdraw<span className="sr-only"> quote {quote.number}</span>
    </button>
  );
  let title: string;
  let text: ReactNode;
  let actions: ReactNode = null;
  switch (quote.status) {
    case 'requested':
      title = 'We are working out your prices';
      text = 'You get an email as soon as they are ready. Nothing is ordered until you accept them.';
      actions = withdraw;
      break;
    case 'answered':
      title = `Your prices are valid until ${until}`;
      text = 'Order these lines at these prices before the end of that day: delivery and payment are chosen at the checkout, and your cart stays as it is.';
      actions = (
        <>
          <Link to={quoteCheckoutPath(quote.id)} className="btn btn-primary">
            <ShoppingBag aria-hidden="true" size={18} />
            Accept and order
          </Link>
          {withdraw}
        </>
      );
      break;
    case 'accepted':
      title = quote.order ? `Ordered as order ${quote.order.number}` : 'Ordered';
      text = 'This quote has been ordered at its prices. A quote is ordered once.';
      actions = (
        <Link to={paths.dashboard} className="btn btn-outline btn-primary btn-sm">
          <ShoppingBag aria-hidden="true" size={16} />
          See {quote.order ? `order ${quote.order.number}` : 'the order'} in My Orders
        </Link>
      );
      break;
    case 'expired':
      title = `This quote expired: its prices were valid until ${until}`;
      text = 'Its prices can no longer be ordered. Ask again and we will look at the prices of today.';
      actions = <NewQuoteLink quote={quote} label="Ask again with these lines" />;
      break;
    case 'declined':
      title = 'We could not offer prices for this request';
      text = quote.answerNote ? 'Our reason is below. You are welcome to ask again.' : 'You are welcome to ask again.';
      actions = <NewQuoteLink quote={quote} label="Ask again with these lines" />;
      break;
    case 'withdrawn':
      title = 'You withdrew this request';
      text = 'It is closed; nothing was ordered.';
      actions = <NewQuoteLink quote={quote} label="Ask again with these lines" />;
      break;
  }
  const tone = TONES[quote.status];
  return (
    <section aria-labelledby="quote-standing-heading" className={`flex flex-col gap-4 rounded-box border p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5 ${tone.box}`}>
      <div className="flex min-w-0 items-start gap-3">
        <tone.Icon aria-hidden="true" size={22} className={`mt-0.5 shrink-0 ${tone.icon}`} />
        <div className="min-w-0">
          <h2 id="quote-standing-heading" className="text-lg font-bold text-balance">
            {title}
          </h2>
          <p className="mt-1 text-sm text-base-content/80">{text}</p>
        </div>
      </div>
      {actions && <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div>}
    </section>
  );
}
