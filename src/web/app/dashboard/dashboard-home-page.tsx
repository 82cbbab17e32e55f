import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSession } from '../../lib/use-session';
import { dashboardLinksFor } from './dashboard-links';

/**
 * The dashboard's index for now: a welcome and a card for each page the person may open. (SPEC §2:
 * it becomes My Orders, or Manage All Orders for admins, when those pages exist.)
 */
export default function DashboardHomePage() {
  useDocumentTitle('Dashboard');
  const user = useSession().data?.user;
  if (!user) return null;
  const cards = dashboardLinksFor(user.role).filter((link) => !link.end);
  return (
    <>
      <PageHeader eyebrow="Dashboard" title={`Welcome, ${user.name}`}>
        Everything about your account in one place. Where would you like to go?
      </PageHeader>
      <ul aria-label="Dashboard pages" className="grid gap-4 sm:grid-cols-2">
        {cards.map(({ to, label, description, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full items-start gap-4 rounded-box border border-base-300 bg-base-100 p-5 shadow-sm transition-shadow hover:border-primary/40 hover:shadow-md"
            >
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                <Icon aria-hidden="true" size={22} />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-2 text-lg font-bold">
                  {label}
                  <ArrowRight aria-hidden="true" size={18} className="text-primary transition-transform group-hover:translate-x-1 motion-reduce:transition-none" />
                </span>
                <span className="mt-1 block text-sm text-base-content/75">{description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
