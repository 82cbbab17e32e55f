import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { categoryPath } from '../../../../shared/discovery';
import { paths } from '../../../../shared/routes';
import type { Crumb } from '../../../../shared/schemas/discovery';

/** Home › the category's parents › its category › the product (the current page, not a link). */
export function ProductBreadcrumbs({ crumbs, current }: { crumbs: Crumb[]; current: string }) {
  const separator = <ChevronRight aria-hidden="true" size={14} className="shrink-0 text-base-content/50" />;
  return (
    <nav aria-label="Breadcrumb" className="mb-6 text-sm">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-base-content/75">
        <li className="flex items-center gap-1.5">
          <Link to={paths.home} className="link link-hover">
            Home
          </Link>
          {separator}
        </li>
        {crumbs.map((crumb) => (
          <li key={crumb.slug} className="flex items-center gap-1.5">
            <Link to={categoryPath(crumb)} className="link link-hover">
              {crumb.name}
            </Link>
            {separator}
          </li>
        ))}
        <li className="min-w-0">
          <span aria-current="page" className="font-medium text-base-content">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}
