import { paths } from '../../../shared/routes';
import { NavLink } from 'react-router';
import type { SessionUser } from '../../../shared/schemas/accounts';
import { UserPhoto } from '../../components/ui/user-photo';
import { useUnreadMessageCount } from '../../features/inbox/api/use-contact-inbox';
import { dashboardLinksFor } from './dashboard-links';

/** Who is signed in and the dashboard pages their role may open. */
export function DashboardMenu({ user, onNavigate }: { user: SessionUser; onNavigate?: () => void }) {
  // Admins see how many contact messages are unread: "Messages (3)".
  const unreadMessages = useUnreadMessageCount(user.role === 'admin');
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-3 px-1">
        <UserPhoto src={user.image} size={48} />
        <div className="min-w-0">
          <p className="truncate font-bold">{user.name}</p>
          <p className="mt-0.5">
            <span className={`badge badge-sm font-semibold ${user.role === 'admin' ? 'badge-primary' : 'badge-neutral'}`}>{user.role === 'admin' ? 'Admin' : 'Customer'}</span>
          </p>
        </div>
      </div>
      <nav aria-label="Dashboard">
        <ul className="flex flex-col gap-1">
          {dashboardLinksFor(user.role).map(({ to, label, icon: Icon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end ?? false}
                onClick={onNavigate}
                className={({ isActive }) =>
                  `flex items-center gap-3 rounded-field px-3 py-2.5 font-semibold transition-colors ${isActive ? 'bg-primary text-primary-content shadow-sm' : 'text-base-content/85 hover:bg-base-200'}`
                }
              >
                <Icon aria-hidden="true" size={18} />
                {to === paths.messages && unreadMessages ? `${label} (${unreadMessages})` : label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
