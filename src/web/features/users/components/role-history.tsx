import { ArrowRight, History } from 'lucide-react';
import type { RoleChange } from '../../../../shared/schemas/users';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useRoleChanges } from '../api/use-role-changes';
import { useShopDays } from '../../../lib/use-shop-days';

// On phones the time and who made the change go under the account, so the table fits the screen.
const COLUMNS: DataTableColumn[] = [{ label: 'When', className: 'hidden sm:table-cell' }, { label: 'Account' }, { label: 'Change' }, { label: 'By', className: 'hidden sm:table-cell' }];

const roleLabel = { admin: 'Admin', customer: 'Customer', removed: 'Removed' } as const;


function changedBy(change: RoleChange): string {
  if (change.changedBy === 'ADMIN_EMAILS') return 'Owner address confirmed (ADMIN_EMAILS)';
  if (change.changedBy === 'command line') return 'Command line';
  return change.changedBy;
}

/** Under the users: who made whom an admin or removed them, and when (newest first). */
export function RoleHistory() {
  const { momentOf } = useShopDays();
  const changes = useRoleChanges();
  const items = changes.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="role-history-title" className="mt-10">
      <h2 id="role-history-title" className="mb-1 flex items-center gap-2 text-xl font-bold">
        <History aria-hidden="true" size={22} className="text-primary" /> Role changes
      </h2>
      <p className="mb-4 text-sm text-base-content/75">Every promotion and removal, with who made it. Owner accounts (ADMIN_EMAILS) cannot be removed by other admins.</p>
      {changes.isPending ? (
        <Spinner label="Loading the role changes…" className="min-h-24" />
      ) : changes.isError ? (
        <ErrorState title="We could not load the role changes" message={errorMessage(changes.error)} onRetry={() => void changes.refetch()} />
      ) : items.length === 0 ? (
        <p className="rounded-box border border-dashed border-base-300 px-4 py-6 text-center text-sm text-base-content/75">No role has changed yet.</p>
      ) : (
        <>
          <DataTable label="Role changes" columns={COLUMNS}>
            {items.map((change) => (
              <tr key={change.id}>
                <td className="hidden whitespace-nowrap tabular-nums sm:table-cell">
                  <time dateTime={change.at}>{momentOf(change.at)}</time>
                </td>
                <td className="[overflow-wrap:anywhere]">
                  {change.userEmail}
                  <span className="mt-0.5 block text-xs text-base-content/75 sm:hidden">
                    {momentOf(change.at)}, by {changedBy(change)}
                  </span>
                </td>
                <td>
                  <span className="inline-flex flex-wrap items-center gap-1">
                    {change.fromRole ? roleLabel[change.fromRole] : 'New'}
                    <ArrowRight aria-label="to" size={14} />
                    <span className={change.toRole === 'removed' ? 'font-semibold text-error' : 'font-semibold'}>{roleLabel[change.toRole]}</span>
                  </span>
                </td>
                <td className="hidden [overflow-wrap:anywhere] sm:table-cell">{changedBy(change)}</td>
              </tr>
            ))}
          </DataTable>
          {changes.hasNextPage && (
            <button type="button" className="btn btn-outline btn-sm mt-4" disabled={changes.isFetchingNextPage} onClick={() => void changes.fetchNextPage()}>
              {changes.isFetchingNextPage ? 'Loading…' : 'Show older changes'}
            </button>
          )}
        </>
      )}
    </section>
  );
}
