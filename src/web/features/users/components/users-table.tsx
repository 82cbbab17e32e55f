import { ShieldCheck, ShieldPlus, Trash2 } from 'lucide-react';
import type { UserListItem } from '../../../../shared/schemas/users';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';

const COLUMNS: DataTableColumn[] = [
  { label: 'No', className: 'w-10 sm:w-14' },
  { label: 'Name', className: 'hidden md:table-cell' },
  { label: 'Email' },
  { label: 'Role', className: 'hidden sm:table-cell' },
  { label: 'Remove', className: 'text-right' },
];

interface UsersTableProps {
  users: UserListItem[];
  /** Number of the first row (rows continue across pages). */
  firstNumber: number;
  currentUserId: string;
  /** The user whose "Make Admin" request is running, if any. */
  promotingId: string | null;
  onMakeAdmin: (user: UserListItem) => void;
  onRemove: (user: UserListItem) => void;
}

/** SPEC §10: No, Name, Email, "Make Admin" or "Already Admin", and "Remove". */
export function UsersTable({ users, firstNumber, currentUserId, promotingId, onMakeAdmin, onRemove }: UsersTableProps) {
  /** "Make Admin", or "Already Admin" (its own column on wide screens, under the email on phones). */
  const roleCell = (user: UserListItem) =>
    user.role === 'admin' ? (
      <span className="inline-flex items-center gap-1.5 font-semibold text-success">
        <ShieldCheck aria-hidden="true" size={18} /> Already Admin
      </span>
    ) : (
      <button type="button" className="btn btn-primary btn-xs whitespace-nowrap sm:btn-sm" disabled={promotingId === user.id} onClick={() => onMakeAdmin(user)}>
        {promotingId === user.id ? <span className="loading loading-spinner loading-xs" aria-hidden="true" /> : <ShieldPlus aria-hidden="true" size={16} />}
        Make Admin<span className="sr-only"> {user.email}</span>
      </button>
    );

  return (
    <DataTable label="Users" columns={COLUMNS}>
      {users.map((user, index) => {
        const isMe = user.id === currentUserId;
        const you = isMe && <span className="badge badge-sm badge-neutral ml-2 align-middle font-semibold">You</span>;
        return (
          <tr key={user.id} className="hover:bg-base-200/50">
            <th scope="row" className="font-medium text-base-content/75 tabular-nums">
              {firstNumber + index}
            </th>
            <td className="hidden font-semibold [overflow-wrap:anywhere] md:table-cell">
              {user.name}
              {you}
            </td>
            <td>
              <span className="block font-semibold [overflow-wrap:anywhere] md:hidden">
                {user.name}
                {you}
              </span>
              <span className="block text-base-content/85 [overflow-wrap:anywhere]">{user.email}</span>
              <span className="mt-2 block sm:hidden">{roleCell(user)}</span>
            </td>
            <td className="hidden whitespace-nowrap sm:table-cell">{roleCell(user)}</td>
            <td className="text-right">
              <button
                type="button"
                className="btn btn-outline btn-error btn-xs sm:btn-sm"
                disabled={isMe}
                title={isMe ? 'You cannot remove your own account' : undefined}
                onClick={() => onRemove(user)}
              >
                <Trash2 aria-hidden="true" size={16} />
                Remove
                <span className="sr-only"> {user.email}</span>
              </button>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
