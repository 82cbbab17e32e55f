import { useEffect } from 'react';
import { toast } from '../../lib/toasts';
import { Navigate, Outlet } from 'react-router';
import { accountMessages } from '../../../shared/accounts';
import { paths } from '../../../shared/routes';
import { useSession } from '../../lib/use-session';

function ToDashboard() {
  useEffect(() => {
    // One toast even when the effect runs twice (StrictMode) or the guard renders again.
    toast.error(accountMessages.adminsOnly, { id: 'admins-only' });
  }, []);
  return <Navigate to={paths.dashboard} replace />;
}

/** Admin routes (SPEC §2), inside RequireUser: anyone else goes to /dashboard with "Admins only". */
export function RequireAdmin() {
  const user = useSession().data?.user;
  if (user?.role !== 'admin') return <ToDashboard />;
  return <Outlet />;
}
