import { Link } from 'react-router';
import { paths } from '../../../../shared/routes';
import { USERS_PAGE_SIZE, type UserListItem } from '../../../../shared/schemas/users';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { actionToasts, useConfirmedAction } from '../../../lib/use-confirmed-action';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePageParam } from '../../../lib/use-page-param';
import { useSession } from '../../../lib/use-session';
import { useMakeAdmin } from '../api/use-make-admin';
import { useRemoveUser } from '../api/use-remove-user';
import { useUsers } from '../api/use-users';
import { RoleHistory } from '../components/role-history';
import { UsersTable } from '../components/users-table';

const TITLE_ID = 'users-title';

/** SPEC §10 Make Admin (/dashboard/user, admins only): every account, promote or remove. */
export default function UsersPage() {
  useDocumentTitle('Make Admin');
  const page = usePageParam();
  const me = useSession().data?.user;
  const users = useUsers(page, USERS_PAGE_SIZE);
  const makeAdmin = useMakeAdmin();
  const removeUser = useRemoveUser();
  // The row (and the Remove button focus would return to) is gone: focus the heading instead.
  const remove = useConfirmedAction<UserListItem>(removeUser, { focusAfterSuccess: TITLE_ID });
  const toRemove = remove.item;

  const data = users.data;
  return (
    <>
      <PageHeader eyebrow="Dashboard" title={data ? `All Users (${data.total})` : 'All Users'} titleId={TITLE_ID}>
        Give admin rights to the people who run the shop with you, or remove an account. You cannot remove yourself, the last admin or an owner account.
      </PageHeader>
      {users.isPending ? (
        <Spinner label="Loading users…" className="min-h-64" />
      ) : users.isError ? (
        <ErrorState title="We could not load the users" message={errorMessage(users.error)} onRetry={() => void users.refetch()} />
      ) : users.data.items.length === 0 ? (
        <EmptyState title="There are no users on this page">
          <Link to={paths.users} className="link link-primary">
            Go to the first page
          </Link>
        </EmptyState>
      ) : (
        <div aria-busy={users.isPlaceholderData} className={users.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
          <UsersTable
            users={users.data.items}
            firstNumber={(users.data.page - 1) * users.data.pageSize + 1}
            currentUserId={me?.id ?? ''}
            promotingId={makeAdmin.isPending ? (makeAdmin.variables ?? null) : null}
            onMakeAdmin={(user) => makeAdmin.mutate(user.id, actionToasts)}
            onRemove={remove.ask}
          />
        </div>
      )}
      {data && <Pagination page={page} totalPages={data.totalPages} />}
      <RoleHistory />
      <ConfirmDialog
        title={toRemove ? `Remove ${toRemove.name}?` : 'Remove user?'}
        confirmLabel="Remove"
        {...remove.dialog}
      >
        {toRemove && (
          <p>
            <strong className="font-semibold text-base-content">{toRemove.name}</strong> ({toRemove.email}) will be signed out everywhere and can no longer sign in. Their
            past orders stay for the shop&apos;s records.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
