import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, useLocation } from 'react-router';

/** Page numbers to show: first, last and a window around the current page; null = gap. */
export function pageWindow(page: number, totalPages: number, siblings = 1): (number | null)[] {
  const pages = new Set<number>([1, totalPages]);
  for (let p = page - siblings; p <= page + siblings; p += 1) if (p >= 1 && p <= totalPages) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((p, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && p - previous === 2) result.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) result.push(null);
    result.push(p);
  });
  return result;
}

const itemClass = 'join-item btn btn-sm sm:btn-md';

/** Previous / numbers / Next as links that keep the page in the URL (`?page=2`). */
export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const location = useLocation();
  if (totalPages <= 1) return null;

  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target === 1) params.delete('page');
    else params.set('page', String(target));
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ''}`;
  };

  return (
    <nav aria-label="Pagination" className="mt-12 flex flex-col items-center gap-3">
      <div className="join">
        {page > 1 ? (
          <Link to={hrefFor(page - 1)} className={itemClass} rel="prev">
            <ChevronLeft aria-hidden="true" size={18} /> Previous
          </Link>
        ) : (
          <span className={`${itemClass} btn-disabled`} aria-disabled="true">
            <ChevronLeft aria-hidden="true" size={18} /> Previous
          </span>
        )}
        {pageWindow(page, totalPages).map((p, index) =>
          p === null ? (
            <span key={`gap-${index}`} className={`${itemClass} btn-disabled hidden sm:inline-flex`} aria-hidden="true">
              …
            </span>
          ) : (
            <Link
              key={p}
              to={hrefFor(p)}
              aria-label={`Page ${p}`}
              aria-current={p === page ? 'page' : undefined}
              className={`${itemClass} ${p === page ? 'btn-primary' : 'hidden sm:inline-flex'}`}
            >
              {p}
            </Link>
          ),
        )}
        {page < totalPages ? (
          <Link to={hrefFor(page + 1)} className={itemClass} rel="next">
            Next <ChevronRight aria-hidden="true" size={18} />
          </Link>
        ) : (
          <span className={`${itemClass} btn-disabled`} aria-disabled="true">
            Next <ChevronRight aria-hidden="true" size={18} />
          </span>
        )}
      </div>
      <p className="text-sm text-base-content/75">
        Page {page} of {totalPages}
      </p>
    </nav>
  );
}
