import { Link2, ListPlus, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { projectListPath } from '../../../../shared/routes';
import { listNameSchema, MAX_PROJECT_LISTS, type ListSummary } from '../../../../shared/schemas/project-lists';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage, isUnauthorized } from '../../../lib/api-error';
import { toast } from '../../../lib/toasts';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useShopConfig } from '../../../lib/use-shop-config';
import { useCreateList, useDeleteList, useProjectLists } from '../api/use-project-lists';

const TITLE_ID = 'project-lists-title';

/** "New list": a name, then the list shows among mine. */
function NewListForm() {
  const id = useId();
  const create = useCreateList();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = listNameSchema.safeParse(name);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      document.getElementById(`${id}-name`)?.focus();
      return;
    }
    setError(undefined);
    create.mutate(name, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        setName('');
      },
      onError: (refused) => {
        if (!isUnauthorized(refused)) setError(errorMessage(refused));
        document.getElementById(`${id}-name`)?.focus();
      },
    });
  };
  return (
    <form noValidate aria-label="New list" onSubmit={onSubmit} className="mb-8 flex flex-col gap-2 rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:flex-row sm:items-start sm:gap-4">
      <FormField id={`${id}-name`} label="New list" hint="The project or site, for example “Site A, Main Street”." error={error} className="flex-1">
        {(a11y) => <input id={`${id}-name`} type="text" autoComplete="off" maxLength={200} className={inputClass(a11y['aria-invalid'])} value={name} onChange={(event) => setName(event.target.value)} {...a11y} />}
      </FormField>
      <button type="submit" className="btn btn-primary sm:mt-7" disabled={create.isPending}>
        {create.isPending ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : <ListPlus aria-hidden="true" size={18} />}
        Create list
      </button>
    </form>
  );
}

function ListCard({ list, onDelete }: { list: ListSummary; onDelete: (list: ListSummary) => void }) {
  const { locale } = useShopConfig();
  const changed = new Date(list.updatedAt).toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' });
  return (
    <li className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h2 className="text-lg font-bold [overflow-wrap:anywhere]">
          <Link to={projectListPath(list.id)} className="link link-hover">
            {list.name}
          </Link>
        </h2>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-base-content/75">
          <span>
            {list.lineCount} {list.lineCount === 1 ? 'product' : 'products'}, {list.pieces} pcs
          </span>
          <span>Changed {changed}</span>
          {list.shared && (
            <span className="badge badge-sm badge-outline gap-1">
              <Link2 aria-hidden="true" size={12} />
              Shared
            </span>
          )}
        </p>
      </div>
      <button type="button" className="btn btn-ghost btn-sm self-start text-error sm:self-center" onClick={() => onDelete(list)}>
        <Trash2 aria-hidden="true" size={16} />
        Delete<span className="sr-only"> {list.name}</span>
      </button>
    </li>
  );
}

/** /dashboard/lists (issue 15 §7): the customer's job-site lists, a new one, and deleting one. */
export default function ProjectListsPage() {
  useDocumentTitle('Job-site lists');
  const lists = useProjectLists();
  const remove = useDeleteList();
  const deletion = useConfirmedAction<ListSummary>({ mutate: (id, callbacks) => remove.mutate(id, callbacks), isPending: remove.isPending }, { focusAfterSuccess: TITLE_ID });
  const toDelete = deletion.item;

  let content;
  if (lists.isPending) content = <Spinner label="Loading your lists…" className="min-h-48" />;
  else if (lists.isError) content = <ErrorState title="We could not load your lists" message={errorMessage(lists.error)} onRetry={() => void lists.refetch()} />;
  else if (lists.data.lists.length === 0)
    content = (
      <EmptyState title="No lists yet">
        <p>Start one above, or use “Add to list” on any product.</p>
      </EmptyState>
    );
  else
    content = (
      <ul aria-label="Your lists" className="flex flex-col gap-3">
        {lists.data.lists.map((list) => (
          <ListCard key={list.id} list={list} onDelete={deletion.ask} />
        ))}
      </ul>
    );

  return (
    <>
      <PageHeader eyebrow="Dashboard" title="Job-site lists" titleId={TITLE_ID}>
        One list per project or site: the products and quantities you need, ready to add to the cart in one go or to share with a colleague. Up to {MAX_PROJECT_LISTS} lists.
      </PageHeader>
      <NewListForm />
      {content}
      <ConfirmDialog title={toDelete ? `Delete ${toDelete.name}?` : 'Delete list?'} confirmLabel="Delete" {...deletion.dialog}>
        {toDelete && <p>The list and its products are deleted{toDelete.shared ? ', and its shared link stops working' : ''}. Your cart and orders stay as they are.</p>}
      </ConfirmDialog>
    </>
  );
}
