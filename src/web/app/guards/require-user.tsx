import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorState } from '../../components/ui/error-state';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-error';
import { loginPath } from '../../lib/login-path';
import { useSession } from '../../lib/use-session';

/**
 * Signed-in routes (SPEC §2): a visitor goes to the login page and comes back here (path and
 * query kept) after signing in. The server checks every request again.
 */
export function RequireUser() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <Spinner />;
  if (session.isError && !session.data) {
    return (
      <div className="px-4 py-16">
        <ErrorState title="We could not check your session" message={errorMessage(session.error)} onRetry={() => void session.refetch()} />
      </div>
    );
  }
  if (!session.data.user) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  return <Outlet />;
}
