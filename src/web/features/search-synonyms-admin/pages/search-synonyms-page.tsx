import { Trash2 } from 'lucide-react';
import type { SynonymGroup } from '../../../../shared/schemas/search-synonyms';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRemoveSynonyms, useSearchSynonyms } from '../api/use-search-synonyms';
import { AddSynonymsForm } from '../components/add-synonyms-form';

const TITLE_ID = 'synonyms-title';

const spoken = (group: SynonymGroup) => group.terms.map((term) => `“${term}”`).join(', ');

/**
 * Issue 38 §4, admins (/dashboard/search-synonyms): the words shoppers use for the same thing. A
 * search for one of a group finds the products named by any of them, from the moment it is added.
 */
export default function SearchSynonymsPage() {
  useDocumentTitle('Search synonyms');
  const synonyms = useSearchSynonyms();
  const remove = useRemoveSynonyms();
  const removing = useConfirmedAction<SynonymGroup>({ mutate: (id, callbacks) => remove.mutate(id, callbacks), isPending: remove.isPending }, { focusAfterSuccess: TITLE_ID });
  const toRemove = removing.item;
  const groups = synonyms.data?.groups;

  return (
    <>
      <PageHeader eyebrow="Dashboard" title="Search synonyms" titleId={TITLE_ID}>
        {groups ? `${groups.length} ${groups.length === 1 ? 'group' : 'groups'}. ` : ''}
        Words shoppers use for the same thing: a search for one also finds the products named by the others.
      </PageHeader>
      <div className="flex flex-col gap-6">
        <AddSynonymsForm />
        {synonyms.isPending ? (
          <Spinner label="Loading synonyms…" className="min-h-40" />
        ) : synonyms.isError ? (
          <ErrorState title="We could not load the synonyms" message={errorMessage(synonyms.error)} onRetry={() => void synonyms.refetch()} />
        ) : synonyms.data.groups.length === 0 ? (
          <EmptyState title="No synonyms yet">Add the first group above, for example “RCD, residual current device”.</EmptyState>
        ) : (
          <ul aria-label="Synonyms" className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
            {synonyms.data.groups.map((group) => (
              <li key={group.id} className="flex items-center justify-between gap-3 px-4 py-3">
                <p className="flex min-w-0 flex-wrap gap-1.5">
                  {group.terms.map((term) => (
                    <span key={term} className="badge h-auto badge-outline py-1 break-words whitespace-normal">
                      {term}
                    </span>
                  ))}
                </p>
                <button type="button" className="btn btn-square btn-ghost btn-sm shrink-0" aria-label={`Remove synonyms ${spoken(group)}`} onClick={() => removing.ask(group)}>
                  <Trash2 aria-hidden="true" size={18} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog title="Remove these synonyms?" confirmLabel="Remove" {...removing.dialog}>
        {toRemove && <p>A search for {spoken(toRemove)} then finds only the products named by the words typed.</p>}
      </ConfirmDialog>
    </>
  );
}
