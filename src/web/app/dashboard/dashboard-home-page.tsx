import { Navigate } from 'react-router';
import { paths } from '../../../shared/routes';
import MyOrdersPage from '../../features/orders/pages/my-orders-page';
import { useSession } from '../../lib/use-session';

/** SPEC §2 /dashboard: its index is My Orders for customers; admins land on Manage All Orders. */
export default function DashboardHomePage() {
  const user = useSession().data?.user;
  if (!user) return null;
  if (user.role === 'admin') return <Navigate to={paths.manageAllOrders} replace />;
  return <MyOrdersPage />;
}
