import { Briefcase, ClipboardList, FileText, LogOut, Package, UserRound, type LucideIcon } from 'lucide-react';
import { toast } from '../../../lib/toasts';
import { Link } from 'react-router';
import type { SessionUser } from '../../../../shared/schemas/accounts';
import { paths } from '../../../../shared/routes';
import { UserPhoto } from '../../../components/ui/user-photo';
import { errorMessage } from '../../../lib/api-error';
import { useSignOut } from '../api/use-sign-out';

const itemClass = 'flex w-full items-center gap-3 rounded-field px-3 py-2.5 text-left font-medium transition-colors hover:bg-base-200';

/** Where a customer goes most from the avatar, beside SPEC's "My Portfolio" and "Logout" (issue 39 §4). */
const ACCOUNT_LINKS: readonly { to: string; label: string; Icon: LucideIcon }[] = [
  { to: paths.dashboard, label: 'My orders', Icon: Package },
  { to: paths.profile, label: 'Profile', Icon: UserRound },
  { to: paths.projectLists, label: 'Job-site lists', Icon: ClipboardList },
  { to: paths.myQuotes, label: 'Quotes', Icon: FileText },
];

/**
 * SPEC §2 Navbar, signed in: photo, display name with a "profile" badge (to My Profile), then My
 * orders, Profile, Job-site lists and Quotes, "My Portfolio" and "Logout". Used by the avatar
 * dropdown and by the phone menu.
 */
export function AccountSummary({ user }: { user: SessionUser }) {
  const signOut = useSignOut();
  const logout = () => signOut.mutate(undefined, { onError: (error) => toast.error(errorMessage(error)) });
  return (
    <ul className="flex flex-col gap-0.5">
      <li>
        <Link to={paths.profile} className="flex items-center gap-3 rounded-field p-2.5 transition-colors hover:bg-base-200">
          <UserPhoto src={user.image} size={44} />
          <span className="min-w-0 flex-1">
            <span className="flex items-center justify-between gap-2">
              <span className="truncate font-semibold">{user.name}</span>
              <span className="badge badge-sm badge-primary font-semibold">profile</span>
            </span>
            <span className="block truncate text-xs text-base-content/70">{user.email}</span>
          </span>
        </Link>
      </li>
      {ACCOUNT_LINKS.map(({ to, label, Icon }, index) => (
        <li key={to} className={index === 0 ? 'mt-1 border-t border-base-300 pt-1' : undefined}>
          <Link to={to} className={itemClass}>
            <Icon aria-hidden="true" size={18} className="text-base-content/70" /> {label}
          </Link>
        </li>
      ))}
      <li className="mt-1 border-t border-base-300 pt-1">
        <Link to={paths.portfolio} className={itemClass}>
          <Briefcase aria-hidden="true" size={18} className="text-base-content/70" /> My Portfolio
        </Link>
      </li>
      <li>
        <button type="button" className={`${itemClass} text-error`} onClick={logout} disabled={signOut.isPending}>
          {signOut.isPending ? <span className="loading loading-spinner loading-xs" aria-hidden="true" /> : <LogOut aria-hidden="true" size={18} />}
          Logout
        </button>
      </li>
    </ul>
  );
}
