import { Link } from 'react-router';
import { lowStockInboxPath } from '../../../../shared/routes';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage, isUnauthorized } from '../../../lib/api-error';
import { toast } from '../../../lib/toasts';
import { usePageParam } from '../../../lib/use-page-param';
import { useLowStockNotices } from '../api/use-low-stock-notices';
import { useMarkLowStockRead } from '../api/use-mark-low-stock-read';
import { LowStockNoticeItem } from './low-stock-notice-item';

/**
 * The inbox's low-stock notices (issue 15 §2): products at or below their threshold, newest first.
 * "Mark read" takes one out; it comes back only after the stock rose above the threshold and fell again.
 */
export function LowStockSection() {
  const page = usePageParam();
  const notices = useLowStockNotices(page);
  const mark = useMarkLowStockRead();
  const markRead = (id: string) =>
    mark.mutate(id, {
      onError: (error) => {
        if (!isUnauthorized(error)) toast.error(errorMessage(error));
      },
    });

  if (notices.isPending) return <Spinner label="Loading the low-stock notices…" className="min-h-64" />;
  if (notices.isError) return <ErrorState title="We could not load the low-stock notices" message={errorMessage(notices.error)} onRetry={() => void notices.refetch()} />;
  const data = notices.data;
  return (
    <>
      {data.items.length === 0 ? (
        <EmptyState title={data.total === 0 ? 'No product is low on stock' : 'There are no notices on this page'}>
          {data.total > 0 ? (
            <Link to={lowStockInboxPath} className="link link-primary">
              Go to the first page
            </Link>
          ) : (
            'A product shows here when its stock falls to its low-stock threshold.'
          )}
        </EmptyState>
      ) : (
        <ul aria-label="Low stock" aria-busy={notices.isPlaceholderData} className={`flex flex-col gap-3 ${notices.isPlaceholderData ? 'opacity-60' : ''}`}>
          {data.items.map((notice) => (
            <li key={notice.id}>
              <LowStockNoticeItem notice={notice} marking={mark.isPending && mark.variables === notice.id} onMarkRead={() => markRead(notice.id)} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={data.totalPages} />
    </>
  );
}
