import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/routes';
import { quoteStatusLabels, type Quote } from '../../../../shared/schemas/quotes';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePageParam } from '../../../lib/use-page-param';
import { useAdminQuotes } from '../api/use-admin-quotes';
import { AdminQuotesTable } from '../components/admin-quotes-table';
import { AnswerQuoteDialog } from '../components/answer-quote-dialog';
import { DeclineQuoteDialog } from '../components/decline-quote-dialog';
import { QuoteStatusFilter, useQuoteFilterParam } from '../components/quote-status-filter';

const TITLE_ID = 'manage-quotes-title';

/**
 * Issue 15 §6, admins (/dashboard/manage-quotes): the quote requests, those waiting for prices
 * first (the filter and page in the URL); answer one with a piece price per line valid until a
 * day, or decline it with a reason. The customer is emailed either way.
 */
export default function ManageQuotesPage() {
  useDocumentTitle('Quotes');
  const page = usePageParam();
  const [filter, setFilter] = useQuoteFilterParam();
  const quotes = useAdminQuotes(filter === 'all' ? undefined : filter, page);
  const [answering, setAnswering] = useState<Quote | null>(null);
  const [declining, setDeclining] = useState<Quote | null>(null);
  // Once a quote is answered or declined its buttons are gone: focus goes to the heading after the dialog has closed.
  const focusTitle = useRef(false);
  useEffect(() => {
    if (answering || declining || !focusTitle.current) return;
    focusTitle.current = false;
    document.getElementById(TITLE_ID)?.focus();
  });
  const decided = () => {
    focusTitle.current = true;
  };
  const data = quotes.data;
  const filterName = filter === 'all' ? '' : quoteStatusLabels[filter].toLowerCase();
  const counted = data ? `${data.total} ${data.total === 1 ? 'quote' : 'quotes'}${filterName ? `: ${filterName}` : ''}. ` : '';

  return (
    <>
      <PageHeader eyebrow="Dashboard" title="Quotes" titleId={TITLE_ID} actions={<QuoteStatusFilter value={filter} onChange={setFilter} />}>
        {counted}
        Answer a request with a price per piece, valid until a day, or decline it with a reason: the customer is emailed.
      </PageHeader>
      {quotes.isPending ? (
        <Spinner label="Loading quotes…" className="min-h-64" />
      ) : quotes.isError ? (
        <ErrorState title="We could not load the quotes" message={errorMessage(quotes.error)} onRetry={() => void quotes.refetch()} />
      ) : quotes.data.items.length === 0 ? (
        <EmptyState title={quotes.data.total > 0 ? 'There are no quotes on this page' : filter === 'requested' ? 'No quote requests are waiting' : filterName ? `No quotes: ${filterName}` : 'No quotes yet'}>
          {quotes.data.total > 0 ? (
            <Link to={filter === 'requested' ? paths.manageQuotes : `${paths.manageQuotes}?status=${filter}`} className="link link-primary">
              Go to the first page
            </Link>
          ) : filter !== 'all' ? (
            <Link to={`${paths.manageQuotes}?status=all`} className="link link-primary">
              Show all quotes
            </Link>
          ) : (
            'Customers ask for quotes from the home page and their cart.'
          )}
        </EmptyState>
      ) : (
        <div aria-busy={quotes.isPlaceholderData} className={quotes.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
          <AdminQuotesTable quotes={quotes.data.items} onAnswer={setAnswering} onDecline={setDeclining} />
        </div>
      )}
      {data && <Pagination page={page} totalPages={data.totalPages} />}
      <AnswerQuoteDialog quote={answering} onClose={() => setAnswering(null)} onDecided={decided} />
      <DeclineQuoteDialog quote={declining} onClose={() => setDeclining(null)} onDecided={decided} />
    </>
  );
}
