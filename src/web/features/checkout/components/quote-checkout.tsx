import { ArrowLeft, ListOrdered } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths, quotePath } from '../../../../shared/routes';
import { quoteExpiredMessage, quoteMessages, type Quote } from '../../../../shared/schemas/quotes';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/use-session';
import { useShopConfig } from '../../../lib/use-shop-config';
import { useQuoteToOrder } from '../api/use-quote-to-order';
import { useSavedAddresses } from '../api/use-saved-addresses';
import { CheckoutForm } from './checkout-form';
import { CheckoutProblemAlert } from './checkout-problem-alert';

function useLongDay() {
  const { locale } = useShopConfig();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return (day: string) => format.format(new Date(`${day}T12:00:00Z`));
}

/** Why this quote cannot be ordered (any more), in the shop's words, with the way back to it. */
function notOrderableMessage(quote: Quote, longDay: (day: string) => string): string | null {
  switch (quote.status) {
    case 'answered':
      return null;
    case 'accepted':
      return quote.order ? `${quoteMessages.alreadyAccepted} (order ${quote.order.number}).` : quoteMessages.alreadyAccepted;
    case 'expired':
      return quoteExpiredMessage(quote.validUntil ? longDay(quote.validUntil) : '');
    case 'requested':
      return quoteMessages.notAnswered;
    default:
      return quoteMessages.closed;
  }
}

function QuoteOrderForm({ quote }: { quote: Quote }) {
  const user = useSession().data?.user;
  const addresses = useSavedAddresses();
  const longDay = useLongDay();
  const message = notOrderableMessage(quote, longDay);
  // The quote was ordered or expired while its form was on screen (another tab, a refusal): focus goes to why.
  const formShown = useRef(false);
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message === null) formShown.current = true;
    else if (formShown.current) alert.current?.focus();
  }, [message]);
  if (message) {
    return (
      <div className="mx-auto flex max-w-xl flex-col gap-4">
        <CheckoutProblemAlert id="quote-not-orderable" ref={alert} problem={{ message, toCart: false, toQuote: { id: quote.id, number: quote.number } }} />
        {quote.status === 'accepted' && (
          <Link to={paths.dashboard} className="btn btn-primary self-start">
            <ListOrdered aria-hidden="true" size={18} />
            View My Orders
          </Link>
        )}
      </div>
    );
  }
  if (addresses.isError) return <ErrorState title="We could not load your checkout" message={errorMessage(addresses.error)} onRetry={() => void addresses.refetch()} />;
  if (!addresses.data || !user) return <Spinner label="Loading your checkout…" className="min-h-64" />;
  return <CheckoutForm source={{ kind: 'quote', quote }} addresses={addresses.data} customer={user} />;
}

/**
 * /checkout?quote=<id> (issue 15 §6): an answered quote ordered at its prices. The lines are the
 * quote's (no discount code goes with them) and the cart stays as it is; a quote that expired, was
 * ordered already or was never priced is explained, with the way back to it.
 */
export function QuoteCheckout({ quoteId }: { quoteId: string }) {
  const quote = useQuoteToOrder(quoteId);
  const longDay = useLongDay();
  const data = quote.data;
  const notFound = quote.isError && quote.error instanceof ApiError && quote.error.status === 404;
  return (
    <>
      <Link to={notFound ? paths.myQuotes : quotePath(quoteId)} className="link link-hover mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-base-content/80">
        <ArrowLeft aria-hidden="true" size={16} /> {notFound ? 'My quotes' : data ? `Back to quote ${data.number}` : 'Back to the quote'}
      </Link>
      <PageHeader eyebrow="Your order" title={data ? `Order from quote ${data.number}` : 'Order from a quote'}>
        {data?.status === 'answered' && data.validUntil
          ? `The lines at the prices agreed, valid until ${longDay(data.validUntil)}. Choose how the order reaches you and place it; your cart stays as it is.`
          : 'The lines of your quote at the prices agreed; your cart stays as it is.'}
      </PageHeader>
      {quote.isError ? (
        <ErrorState title={notFound ? quoteMessages.notFound : 'We could not load your quote'} message={notFound ? 'Check the link, or find it in My quotes.' : errorMessage(quote.error)} onRetry={notFound ? undefined : () => void quote.refetch()} />
      ) : !data ? (
        <Spinner label="Loading your quote…" className="min-h-64" />
      ) : (
        <QuoteOrderForm quote={data} />
      )}
    </>
  );
}
