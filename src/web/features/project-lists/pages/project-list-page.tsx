import { ArrowLeft, Pencil, ShoppingBag, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../../shared/routes';
import { MAX_LIST_QUANTITY, type ListLine, type ProjectList } from '../../../../shared/schemas/project-lists';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage, isUnauthorized } from '../../../lib/api-error';
import { toast } from '../../../lib/toasts';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useChangeListLine, useProjectList, type ListLineChange } from '../api/use-project-list';
import { listUrl } from '../api/project-list-keys';
import { useDeleteList, useRenameList } from '../api/use-project-lists';
import { ListLineItem, ListTotals } from '../components/list-lines';
import { ListNameDialog } from '../components/list-name-dialog';
import { ListToCart } from '../components/list-to-cart';
import { SharePanel } from '../components/share-panel';

function EditableLine({ listId, line }: { listId: string; line: ListLine }) {
  const change = useChangeListLine();
  const send = (next: ListLineChange) =>
    change.mutateAsync({ listId, change: next }).catch((error: unknown) => {
      if (!isUnauthorized(error)) toast.error(errorMessage(error));
      throw error;
    });
  return (
    <ListLineItem
      line={line}
      busy={change.isPending}
      quantity={
        line.stock === 'archived' ? (
          <p className="text-sm">{line.quantity} pcs</p>
        ) : (
          <QuantityStepper
            id={`list-line-${line.productId}-quantity`}
            name={line.name}
            quantity={line.quantity}
            min={1}
            max={MAX_LIST_QUANTITY}
            inputWidth="w-24"
            describedBy={line.problem ? `list-line-${line.productId}-problem` : undefined}
            busy={change.isPending}
            onChange={(quantity) => send({ kind: 'set', productId: line.productId, quantity })}
          />
        )
      }
      actions={
        <button type="button" className="btn btn-ghost btn-sm text-error" disabled={change.isPending} onClick={() => void send({ kind: 'remove', productId: line.productId }).catch(() => undefined)}>
          <Trash2 aria-hidden="true" size={16} />
          Remove<span className="sr-only"> {line.name}</span>
        </button>
      }
    />
  );
}

function ListView({ list }: { list: ProjectList }) {
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const rename = useRenameList();
  const remove = useDeleteList();
  const navigate = useNavigate();
  const orderable = list.lines.some((line) => line.stock === 'in_stock' || line.stock === 'short');

  const onDelete = () =>
    remove.mutate(list.id, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        void navigate(paths.projectLists);
      },
      onError: (error) => {
        setDeleting(false);
        if (!isUnauthorized(error)) toast.error(errorMessage(error));
      },
    });

  return (
    <>
      <PageHeader
        eyebrow="Job-site list"
        title={<span className="[overflow-wrap:anywhere]">{list.name}</span>}
        actions={
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn btn-ghost btn-sm" aria-haspopup="dialog" onClick={() => setRenaming(true)}>
              <Pencil aria-hidden="true" size={16} />
              Rename
            </button>
            <button type="button" className="btn btn-ghost btn-sm text-error" aria-haspopup="dialog" onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden="true" size={16} />
              Delete list
            </button>
          </div>
        }
      >
        Prices and stock are the shop’s as of now; quantity prices apply per line.
      </PageHeader>
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-3 xl:gap-8">
        <div className="xl:col-span-2">
          {list.lines.length === 0 ? (
            <EmptyState title="This list is empty">
              <p>Use “Add to list” on a product page or a product card to put products on it.</p>
              <Link to={paths.allProducts} className="btn btn-primary btn-sm mt-4">
                <ShoppingBag aria-hidden="true" size={16} />
                Browse all tools
              </Link>
            </EmptyState>
          ) : (
            <ul aria-label="Products on this list" className="flex flex-col gap-4">
              {list.lines.map((line) => (
                <EditableLine key={line.productId} listId={list.id} line={line} />
              ))}
            </ul>
          )}
        </div>
        <div className="flex flex-col gap-6">
          <section aria-labelledby="list-summary-heading" className="flex flex-col gap-4 rounded-box border border-base-300 bg-base-100 p-5 shadow-sm">
            <h2 id="list-summary-heading" className="text-lg font-bold">
              Summary
            </h2>
            <ListTotals total={list.total} pieces={list.pieces} lines={list.lines.length} />
            <ListToCart url={`${listUrl(list.id)}/cart`} disabled={!orderable} />
          </section>
          <SharePanel listId={list.id} shareToken={list.shareToken} />
        </div>
      </div>
      <ListNameDialog
        open={renaming}
        title="Rename the list"
        confirmLabel="Save name"
        initialName={list.name}
        pending={rename.isPending}
        onClose={() => setRenaming(false)}
        onSubmit={async (name) => {
          const reply = await rename.mutateAsync({ id: list.id, name });
          toast.success(reply.message);
          setRenaming(false);
        }}
      />
      <ConfirmDialog open={deleting} title={`Delete ${list.name}?`} confirmLabel="Delete" pending={remove.isPending} onConfirm={onDelete} onClose={() => setDeleting(false)}>
        <p>The list and its products are deleted{list.shareToken ? ', and its shared link stops working' : ''}. Your cart and orders stay as they are.</p>
      </ConfirmDialog>
    </>
  );
}

/** /dashboard/lists/:id (issue 15 §7): one of the customer's job-site lists, to change, share and put in the cart. */
export default function ProjectListPage() {
  const { id = '' } = useParams();
  const list = useProjectList(id);
  const notFound = list.isError && list.error instanceof ApiError && list.error.status === 404;
  useDocumentTitle(list.data ? list.data.name : notFound ? 'List not found' : 'Job-site list');
  return (
    <>
      <Link to={paths.projectLists} className="link link-hover mb-4 inline-flex items-center gap-1 text-sm font-semibold">
        <ArrowLeft aria-hidden="true" size={16} />
        All lists
      </Link>
      {list.isPending ? (
        <Spinner label="Loading the list…" className="min-h-64" />
      ) : list.isError ? (
        <ErrorState title={notFound ? 'This list does not exist' : 'We could not load this list'} message={notFound ? 'It may have been deleted.' : errorMessage(list.error)} onRetry={notFound ? undefined : () => void list.refetch()} />
      ) : (
        <ListView key={list.data.id} list={list.data} />
      )}
    </>
  );
}
