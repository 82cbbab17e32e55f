import { Building2, ChartColumn, FileText, Receipt, ClipboardList, FileSpreadsheet, FolderTree, Inbox, ListChecks, MessageSquarePlus, MessagesSquare, PackagePlus, PackageSearch, Replace, ShieldCheck, ShoppingBag, TicketPercent, Truck, UserRound, type LucideIcon } from 'lucide-react';
import type { Role } from '../../../shared/schemas/accounts';
import { paths } from '../../../shared/routes';

export interface DashboardLink {
  to: string;
  label: string;
  icon: LucideIcon;
  roles: readonly Role[];
  /** Only the exact path is "current" (the dashboard's index). */
  end?: boolean;
}

const everyone: readonly Role[] = ['customer', 'admin'];

/**
 * The dashboard's side menu by role (SPEC §2). Only pages that exist are listed; each new page
 * (Add Review, Add Product, Manage Products …) adds its line here and its route in router.tsx.
 */
export const DASHBOARD_LINKS: readonly DashboardLink[] = [
  { to: paths.dashboard, label: 'My Orders', icon: ShoppingBag, roles: ['customer'], end: true },
  { to: paths.overview, label: 'Overview', icon: ChartColumn, roles: ['admin'] },
  { to: paths.manageAllOrders, label: 'Manage All Orders', icon: ClipboardList, roles: ['admin'] },
  { to: paths.projectLists, label: 'Job-site lists', icon: ListChecks, roles: everyone },
  { to: paths.myQuotes, label: 'My quotes', icon: FileText, roles: ['customer'] },
  { to: paths.tradeAccount, label: 'Trade account', icon: Building2, roles: ['customer'] },
  { to: paths.manageQuotes, label: 'Quotes', icon: FileText, roles: ['admin'] },
  { to: paths.manageTradeAccounts, label: 'Trade accounts', icon: Building2, roles: ['admin'] },
  { to: paths.tradeInvoices, label: 'Invoices', icon: Receipt, roles: ['admin'] },
  { to: paths.profile, label: 'My Profile', icon: UserRound, roles: everyone },
  { to: paths.users, label: 'Make Admin', icon: ShieldCheck, roles: ['admin'] },
  { to: paths.addProduct, label: 'Add Product', icon: PackagePlus, roles: ['admin'] },
  { to: paths.manageProducts, label: 'Manage Products', icon: PackageSearch, roles: ['admin'] },
  { to: paths.productFiles, label: 'Product files', icon: FileSpreadsheet, roles: ['admin'] },
  { to: paths.manageCategories, label: 'Categories', icon: FolderTree, roles: ['admin'] },
  { to: paths.manageSynonyms, label: 'Search synonyms', icon: Replace, roles: ['admin'] },
  { to: paths.manageProductReviews, label: 'Product reviews', icon: MessagesSquare, roles: ['admin'] },
  { to: paths.manageDelivery, label: 'Delivery', icon: Truck, roles: ['admin'] },
  { to: paths.manageDiscounts, label: 'Discount codes', icon: TicketPercent, roles: ['admin'] },
  { to: paths.messages, label: 'Messages', icon: Inbox, roles: ['admin'] },
  { to: paths.addReview, label: 'Add Review', icon: MessageSquarePlus, roles: ['customer'] },
];

export function dashboardLinksFor(role: Role): DashboardLink[] {
  return DASHBOARD_LINKS.filter((link) => link.roles.includes(role));
}
