import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../../shared/routes';
import type { Quote } from '../../../../shared/schemas/quotes';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQuote } from '../api/use-quote';
import { useWithdrawQuote } from '../api/use-quote-changes';
import { QuoteLinesTable } from '../components/quote-lines-table';
import { QuoteNotes } from '../components/quote-notes';
import { QuoteStanding } from '../components/quote-standing';
import { QuoteStatusBadge } from '../../../components/ui/quote-status-badge';
import { QuoteSummaryPanel } from '../components/quote-summary-panel';

const TITLE_ID = 'quote-title';

function QuoteView({ quote }: { quote: Quote }) {
  const withdrawQuote = useWithdrawQuote();
  // The Withdraw button (where focus would return) is gone once the quote is withdrawn.
  const withdraw = useConfirmedAction<Quote>(withdrawQuote, { focusAfterSuccess: TITLE_ID });
  return (
    <>
      <PageHeader
        eyebrow="Quote"
        titleId={TITLE_ID}
        title={
          <span className="flex flex-wrap items-center gap-3">
            <span className="font-mono">{quote.number}</span>
            <QuoteStatusBadge status={quote.status} />
          </span>
        }
      />
      <div className="flex flex-col gap-6">
        <QuoteStanding quote={quote} onWithdraw={() => withdraw.ask(quote)} />
        <QuoteLinesTable quote={quote} />
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2 lg:gap-8">
          <QuoteSummaryPanel quote={quote} />
          <QuoteNotes quote={quote} />
        </div>
      </div>
      <ConfirmDialog title={`Withdraw quote ${quote.number}?`} confirmLabel="Withdraw quote" cancelLabel="Keep quote" {...withdraw.dialog}>
        <p>
          {quote.status === 'answered'
            ? 'Its prices can no longer be ordered once you withdraw it.'
            : 'We stop working on it and you will not get prices for it.'}{' '}
          You can ask for a new quote at any time.
        </p>
      </ConfirmDialog>
    </>
  );
}

/** /dashboard/quotes/:id (issue 15 §6, customers): one quote, its prices, and accepting or withdrawing it. */
export default function QuotePage() {
  const { id = '' } = useParams();
  const quote = useQuote(id);
  const notFound = quote.isError && quote.error instanceof ApiError && quote.error.status === 404;
  useDocumentTitle(quote.data ? `Quote ${quote.data.number}` : notFound ? 'Quote not found' : 'Quote');
  return (
    <>
      <Link to={paths.myQuotes} className="link link-hover mb-4 inline-flex items-center gap-1 text-sm font-semibold">
        <ArrowLeft aria-hidden="true" size={16} />
        My quotes
      </Link>
      {quote.isPending ? (
        <Spinner label="Loading the quote…" className="min-h-64" />
      ) : quote.isError ? (
        <ErrorState
          title={notFound ? 'This quote does not exist' : 'We could not load this quote'}
          message={notFound ? 'Check the link, or find it in My quotes.' : errorMessage(quote.error)}
          onRetry={notFound ? undefined : () => void quote.refetch()}
        />
      ) : (
        <QuoteView key={quote.data.id} quote={quote.data} />
      )}
    </>
  );
}
