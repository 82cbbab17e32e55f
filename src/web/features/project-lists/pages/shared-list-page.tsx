// A page few people open: its styles stay out of the public pages' first stylesheet.
import '../../../styles/all-pages.css';
import { CircleCheck, Copy, LogIn } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { projectListPath } from '../../../../shared/routes';
import type { ListSummaryReply, SharedList } from '../../../../shared/schemas/project-lists';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage, isUnauthorized } from '../../../lib/api-error';
import { loginPath } from '../../../lib/login-path';
import { toast } from '../../../lib/toasts';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../../lib/use-session';
import { sharedUrl } from '../api/project-list-keys';
import { useCopySharedList, useSharedList } from '../api/use-shared-list';
import { ListLineItem, ListTotals } from '../components/list-lines';
import { ListToCart } from '../components/list-to-cart';

/** "Copy to my lists": the list becomes the colleague's own, with a link to it. */
function CopyToMyLists({ token }: { token: string }) {
  const copy = useCopySharedList(token);
  const [reply, setReply] = useState<ListSummaryReply | null>(null);
  const onClick = () =>
    copy.mutate(undefined, {
      onSuccess: setReply,
      onError: (error) => {
        if (!isUnauthorized(error)) toast.error(errorMessage(error));
      },
    });
  return (
    <div className="flex flex-col gap-3">
      <button type="button" className="btn btn-outline btn-primary w-full" disabled={copy.isPending} onClick={onClick}>
        {copy.isPending ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : <Copy aria-hidden="true" size={18} />}
        Copy to my lists
      </button>
      <div role="status">
        {reply && (
          <p className="flex items-start gap-2 rounded-box border border-success/40 bg-success/5 p-3 text-sm">
            <CircleCheck aria-hidden="true" size={18} className="mt-px shrink-0 text-success" />
            <span>
              {reply.message}.{' '}
              <Link to={projectListPath(reply.list.id)} className="link font-semibold link-primary">
                Open your copy
              </Link>
            </span>
          </p>
        )}
      </div>
    </div>
  );
}

function SharedListView({ token, list }: { token: string; list: SharedList }) {
  const session = useSession();
  const location = useLocation();
  const signedIn = Boolean(session.data?.user);
  const orderable = list.lines.some((line) => line.stock === 'in_stock' || line.stock === 'short');
  return (
    <>
      <PageHeader eyebrow="Shared job-site list" title={<span className="[overflow-wrap:anywhere]">{list.name}</span>}>
        Someone shared this list with you. It is read only; prices and stock are the shop’s as of now.
      </PageHeader>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3 lg:gap-8">
        <div className="lg:col-span-2">
          {list.lines.length === 0 ? (
            <EmptyState title="This list is empty" />
          ) : (
            <ul aria-label="Products on this list" className="flex flex-col gap-4">
              {list.lines.map((line) => (
                <ListLineItem key={line.productId} line={line} quantity={<p className="text-sm font-semibold tabular-nums">{line.quantity} pcs</p>} />
              ))}
            </ul>
          )}
        </div>
        <section aria-labelledby="shared-summary-heading" className="flex flex-col gap-4 rounded-box border border-base-300 bg-base-100 p-5 shadow-sm lg:sticky lg:top-24">
          <h2 id="shared-summary-heading" className="text-lg font-bold">
            Summary
          </h2>
          <ListTotals total={list.total} pieces={list.pieces} lines={list.lines.length} />
          {session.isPending ? null : signedIn ? (
            <>
              <ListToCart url={`${sharedUrl(token)}/cart`} disabled={!orderable} />
              <CopyToMyLists token={token} />
            </>
          ) : (
            <>
              <Link to={loginPath(location.pathname)} className="btn btn-primary w-full">
                <LogIn aria-hidden="true" size={18} />
                Sign in to order or copy
              </Link>
              <p className="text-sm text-base-content/75">Signed in, you can add the whole list to your cart or keep a copy among your own lists.</p>
            </>
          )}
        </section>
      </div>
    </>
  );
}

/**
 * /lists/shared/:token (issue 15 §7): a job-site list someone shared, read only, never naming who
 * made it. Signed-in visitors may add it all to their cart or copy it to their own lists. Kept out
 * of search engines: the link is for the people it was given to.
 */
export default function SharedListPage() {
  const { token = '' } = useParams();
  const list = useSharedList(token);
  const gone = list.isError && list.error instanceof ApiError && list.error.status === 404;
  useDocumentTitle(list.data ? `${list.data.name} (shared list)` : gone ? 'Shared list not found' : 'Shared list');
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <meta name="robots" content="noindex, nofollow" />
      {list.isPending ? (
        <Spinner label="Loading the list…" className="min-h-64" />
      ) : list.isError ? (
        <ErrorState title={gone ? 'This link no longer works' : 'We could not load this list'} message={errorMessage(list.error)} onRetry={gone ? undefined : () => void list.refetch()} />
      ) : (
        <SharedListView token={token} list={list.data} />
      )}
    </div>
  );
}
