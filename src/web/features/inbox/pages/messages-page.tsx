import { paths } from '../../../../shared/routes';
import { useState } from 'react';
import { toast } from '../../../lib/toasts';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage, isUnauthorized } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePageParam } from '../../../lib/use-page-param';
import { useContactInbox } from '../api/use-contact-inbox';
import { useLowStockNotices } from '../api/use-low-stock-notices';
import { useMarkMessage } from '../api/use-mark-message';
import { InboxTabs, type InboxPart } from '../components/inbox-tabs';
import { LowStockSection } from '../components/low-stock-section';
import { MessageItem } from '../components/message-item';

/**
 * Admins read the Contact Us messages (SPEC §3.7 "readable by admins"), newest first; and, in the
 * inbox's other part (`?show=low-stock`), the products that fell to their low-stock threshold.
 */
export default function MessagesPage() {
  useDocumentTitle('Messages');
  const [searchParams] = useSearchParams();
  const part: InboxPart = searchParams.get('show') === 'low-stock' ? 'low-stock' : 'messages';
  const page = usePageParam();
  const inbox = useContactInbox(part === 'messages' ? page : 1);
  const lowStock = useLowStockNotices(part === 'low-stock' ? page : 1);
  const mark = useMarkMessage();
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(new Set());

  const markMessage = (id: string, read: boolean) =>
    mark.mutate(
      { id, read },
      {
        onError: (error) => {
          if (!isUnauthorized(error)) toast.error(errorMessage(error));
        },
      },
    );

  const toggle = (id: string, read: boolean) => {
    const opening = !openIds.has(id);
    setOpenIds((current) => {
      const next = new Set(current);
      if (opening) next.add(id);
      else next.delete(id);
      return next;
    });
    // Opening an unread message reads it.
    if (opening && !read) markMessage(id, true);
  };

  const data = inbox.data;
  return (
    <>
      <PageHeader eyebrow="Dashboard" title="Messages">
        {part === 'low-stock'
          ? 'Products whose stock fell to their low-stock threshold. Mark one read once it is dealt with.'
          : data
            ? `${data.unread} unread of ${data.total} ${data.total === 1 ? 'message' : 'messages'} from the Contact Us form.`
            : 'Messages from the Contact Us form.'}
      </PageHeader>
      <InboxTabs current={part} unreadMessages={data?.unread} lowStock={lowStock.data?.unread} />
      {part === 'low-stock' ? (
        <LowStockSection />
      ) : inbox.isPending ? (
        <Spinner label="Loading messages…" className="min-h-64" />
      ) : inbox.isError ? (
        <ErrorState title="We could not load the messages" message={errorMessage(inbox.error)} onRetry={() => void inbox.refetch()} />
      ) : inbox.data.items.length === 0 ? (
        <EmptyState title={inbox.data.total === 0 ? 'No messages yet' : 'There are no messages on this page'}>
          {inbox.data.total > 0 && (
            <Link to={paths.messages} className="link link-primary">
              Go to the first page
            </Link>
          )}
        </EmptyState>
      ) : (
        <ul aria-label="Messages" aria-busy={inbox.isPlaceholderData} className={`flex flex-col gap-3 ${inbox.isPlaceholderData ? 'opacity-60' : ''}`}>
          {inbox.data.items.map((message) => (
            <li key={message.id}>
              <MessageItem
                message={message}
                open={openIds.has(message.id)}
                marking={mark.isPending && mark.variables.id === message.id}
                onToggle={() => toggle(message.id, message.read)}
                onMark={(read) => markMessage(message.id, read)}
              />
            </li>
          ))}
        </ul>
      )}
      {part === 'messages' && data && <Pagination page={page} totalPages={data.totalPages} />}
    </>
  );
}
