import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { categoryPath } from '../../../../shared/discovery';
import type { Crumb } from '../../../../shared/schemas/discovery';
import { paths } from '../../../../shared/routes';

/**
 * Home › categories › this page (a category or a product); the last one is the current page, not a
 * link. `hideOnPhoneWhenTop`: a top category's trail says only what its heading says, so a phone
 * leaves it out and gives the room to the products.
 */
export function Breadcrumbs({ trail, current, hideOnPhoneWhenTop = false }: { trail: readonly Crumb[]; current: string; hideOnPhoneWhenTop?: boolean }) {
  const separator = <ChevronRight aria-hidden="true" size={14} className="shrink-0 text-base-content/60" />;
  return (
    <nav aria-label="Breadcrumb" className={`mb-2 text-sm sm:mb-4 ${hideOnPhoneWhenTop && trail.length === 0 ? 'max-sm:hidden' : ''}`}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        <li className="flex items-center gap-1.5">
          <Link to={paths.home} className="link link-hover text-base-content/80">
            Home
          </Link>
        </li>
        {trail.map((crumb) => (
          <li key={crumb.slug} className="flex items-center gap-1.5">
            {separator}
            <Link to={categoryPath(crumb)} className="link link-hover text-base-content/80">
              {crumb.name}
            </Link>
          </li>
        ))}
        <li className="flex min-w-0 items-center gap-1.5">
          {separator}
          <span aria-current="page" className="font-semibold">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}
