import { Navigate, Outlet, useSearchParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { safeReturnPath } from '../../lib/login-path';
import { useSession } from '../../lib/use-session';

/**
 * Login and Register are for visitors. Someone signed in (already, or just now on this page) goes
 * on to `?returnTo=` when it is a page of the shop, else home.
 */
export function GuestOnly() {
  const session = useSession();
  const [searchParams] = useSearchParams();
  if (session.isPending) return <Spinner />;
  if (session.data?.user) return <Navigate to={safeReturnPath(searchParams.get('returnTo'))} replace />;
  return <Outlet />;
}
