import { Navigate } from 'react-router';
import { paths } from '../../../shared/routes';
import MyOrdersPage from '../../features/orders/pages/my-orders-page';
import { useSession } from '../../lib/use-session';

/**
 * SPEC §2 /dashboard: its index is My Orders for customers. Admins land on the Overview (issue 15
 * §1 makes it their start page; SPEC §2 had them land on Manage All Orders, still in their menu).
 */
export default function DashboardHomePage() {
  const user = useSession().data?.user;
  if (!user) return null;
  if (user.role === 'admin') return <Navigate to={paths.overview} replace />;
  return <MyOrdersPage />;
}
