import { FilePlus2 } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/routes';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePageParam } from '../../../lib/use-page-param';
import { useMyQuotes } from '../api/use-my-quotes';
import { MyQuotesTable } from '../components/my-quotes-table';

/**
 * /dashboard/quotes (issue 15 §6, customers): my quote requests, newest first and paged in the
 * URL, each with where it stands, its last valid day and the quoted total.
 */
export default function MyQuotesPage() {
  useDocumentTitle('My quotes');
  const page = usePageParam();
  const quotes = useMyQuotes(page);
  const data = quotes.data;
  return (
    <>
      <PageHeader
        eyebrow="Dashboard"
        title="My quotes"
        actions={
          <Link to={paths.newQuote} className="btn btn-primary">
            <FilePlus2 aria-hidden="true" size={18} /> Ask for a quote
          </Link>
        }
      >
        {data ? `${data.total} ${data.total === 1 ? 'quote' : 'quotes'}. ` : ''}
        Prices we offer you for larger orders: order them at those prices before their last day.
      </PageHeader>
      {quotes.isPending ? (
        <Spinner label="Loading your quotes…" className="min-h-64" />
      ) : quotes.isError ? (
        <ErrorState title="We could not load your quotes" message={errorMessage(quotes.error)} onRetry={() => void quotes.refetch()} />
      ) : quotes.data.items.length === 0 ? (
        <EmptyState title={quotes.data.total > 0 ? 'There are no quotes on this page' : 'You have not asked for a quote yet'}>
          {quotes.data.total > 0 ? (
            <Link to={paths.myQuotes} className="link link-primary">
              Go to the first page
            </Link>
          ) : (
            'Ask for one with “Ask for a quote”, or from your cart.'
          )}
        </EmptyState>
      ) : (
        <div aria-busy={quotes.isPlaceholderData} className={quotes.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
          <MyQuotesTable quotes={quotes.data.items} />
        </div>
      )}
      {data && <Pagination page={page} totalPages={data.totalPages} />}
    </>
  );
}
