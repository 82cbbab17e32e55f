import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, FileText, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../../shared/routes';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { cartQuery } from '../../../lib/cart-query';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQuote } from '../api/use-quote';
import { HowQuotesWork } from '../components/how-quotes-work';
import { QuoteRequestForm } from '../components/quote-request-form';
import { linesFromCart, linesFromQuote, type QuoteLineValues } from '../quote-request-form';

/** `?from=cart`: the request starts with the cart's lines (the cart itself stays as it is). */
function FromCart() {
  const cart = useQuery({ ...cartQuery, refetchOnMount: 'always' });
  // The cart as it is now, taken once: a later refresh of the cart does not undo what was typed.
  const [lines, setLines] = useState<QuoteLineValues[] | null>(null);
  if (lines === null && cart.data && cart.isFetchedAfterMount && !cart.isFetching) setLines(linesFromCart(cart.data.lines));
  if (lines === null && cart.isError) return <ErrorState title="We could not load your cart" message={errorMessage(cart.error)} onRetry={() => void cart.refetch()} />;
  if (lines === null) return <Spinner label="Loading your cart…" className="min-h-64" />;
  return (
    <>
      <p role="status" className="mb-4 flex items-start gap-2.5 rounded-field border border-info/30 bg-info/5 px-4 py-3 text-sm">
        <ShoppingCart aria-hidden="true" size={18} className="mt-px shrink-0 text-info" />
        {lines.length > 0
          ? `The ${lines.length === 1 ? 'product' : `${lines.length} products`} in your cart ${lines.length === 1 ? 'is' : 'are'} on the request. Change them as you like: your cart stays as it is.`
          : 'Your cart is empty: choose the products for your quote below.'}
      </p>
      <QuoteRequestForm initialLines={lines} />
    </>
  );
}

/** `?again=<quote id>`: the request starts with the lines of an earlier quote. */
function FromQuote({ id }: { id: string }) {
  const quote = useQuote(id);
  if (quote.isError) return <ErrorState title="We could not load that quote" message={errorMessage(quote.error)} onRetry={() => void quote.refetch()} />;
  if (!quote.data) return <Spinner label="Loading the quote…" className="min-h-64" />;
  return (
    <>
      <p role="status" className="mb-4 flex items-start gap-2.5 rounded-field border border-info/30 bg-info/5 px-4 py-3 text-sm">
        <FileText aria-hidden="true" size={18} className="mt-px shrink-0 text-info" />
        The lines of quote {quote.data.number} are on the request. Change them as you like.
      </p>
      <QuoteRequestForm key={quote.data.id} initialLines={linesFromQuote(quote.data.lines)} />
    </>
  );
}

/**
 * /dashboard/quotes/new (issue 15 §6, customers): a quote request of products and quantities
 * with a note, started empty (the home page's "Ask for a quote"), from the cart (`?from=cart`) or
 * from an earlier quote (`?again=<id>`).
 */
export default function NewQuotePage() {
  useDocumentTitle('Ask for a quote');
  const [searchParams] = useSearchParams();
  const fromCart = searchParams.get('from') === 'cart';
  const again = searchParams.get('again');
  return (
    <>
      <Link to={paths.myQuotes} className="link link-hover mb-4 inline-flex items-center gap-1 text-sm font-semibold">
        <ArrowLeft aria-hidden="true" size={16} />
        My quotes
      </Link>
      <PageHeader eyebrow="Quotes" title="Ask for a quote">
        For larger orders and jobs: tell us what you need and we answer with prices for you, valid until a day we name.
      </PageHeader>
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-3 xl:gap-8">
        <div className="min-w-0 xl:col-span-2">{fromCart ? <FromCart /> : again ? <FromQuote id={again} /> : <QuoteRequestForm initialLines={[]} />}</div>
        <HowQuotesWork />
      </div>
    </>
  );
}
