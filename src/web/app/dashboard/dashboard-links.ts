import { LayoutDashboard, ShieldCheck, UserRound, type LucideIcon } from 'lucide-react';
import type { Role } from '../../../shared/schemas/accounts';
import { paths } from '../../../shared/routes';

export interface DashboardLink {
  to: string;
  label: string;
  description: string;
  icon: LucideIcon;
  roles: readonly Role[];
  /** Only the exact path is "current" (the dashboard's index). */
  end?: boolean;
}

const everyone: readonly Role[] = ['customer', 'admin'];

/**
 * The dashboard's side menu by role (SPEC §2). Only pages that exist are listed; each new page
 * (My Orders, Add Review, Manage All Orders …) adds its line here and its route in router.tsx.
 */
export const DASHBOARD_LINKS: readonly DashboardLink[] = [
  { to: paths.dashboard, label: 'Overview', description: 'Your dashboard at a glance.', icon: LayoutDashboard, roles: everyone, end: true },
  { to: paths.profile, label: 'My Profile', description: 'Your name, phone, date of birth and other details.', icon: UserRound, roles: everyone },
  { to: paths.users, label: 'Make Admin', description: 'See every account, give admin rights and remove users.', icon: ShieldCheck, roles: ['admin'] },
];

export function dashboardLinksFor(role: Role): DashboardLink[] {
  return DASHBOARD_LINKS.filter((link) => link.roles.includes(role));
}
