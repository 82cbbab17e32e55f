// Pages for signed-in people use components the public stylesheet leaves out (styles/public-pages.css).
import '../../styles/all-pages.css';
import { Outlet } from 'react-router';
import { ConfirmAddressNotice } from '../../components/ui/confirm-address-notice';
import { useSession } from '../../lib/use-session';
import { DashboardDrawer } from './dashboard-drawer';
import { DashboardMenu } from './dashboard-menu';

/** SPEC §2 /dashboard: the side menu by role (a drawer on small screens) and the page beside it. */
export function DashboardLayout() {
  // RequireUser above has made sure somebody is signed in.
  const user = useSession().data?.user;
  if (!user) return null;
  return (
    <div className="min-h-[calc(100dvh-4rem)] bg-base-200">
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
        <div className="mb-6 lg:hidden">
          <DashboardDrawer user={user} />
        </div>
        <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <div className="hidden lg:block">
            <div className="sticky top-24 rounded-box border border-base-300 bg-base-100 p-4 shadow-sm">
              <DashboardMenu user={user} />
            </div>
          </div>
          <div className="min-w-0">
            {!user.emailVerified && (
              <div className="mb-6">
                <ConfirmAddressNotice email={user.email} why="Until you open it, you cannot pay cash on delivery, and our emails leave out your name and address." />
              </div>
            )}
            <Outlet />
          </div>
        </div>
      </div>
    </div>
  );
}

export default DashboardLayout;
