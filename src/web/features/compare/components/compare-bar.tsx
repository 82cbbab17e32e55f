import { GitCompareArrows, X } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { comparePath, MAX_COMPARED } from '../../../../shared/compare';
import { clearComparison, useComparison } from '../compare-store';

/** While products are chosen to compare: a small bar at the foot of the screen leading to them (not on the compare page itself). */
export function CompareBar() {
  const comparison = useComparison();
  const location = useLocation();
  const count = comparison.products.length;
  if (count === 0 || location.pathname === '/compare') return null;
  return (
    <aside aria-label="Comparison" className="pointer-events-none fixed inset-x-0 bottom-3 z-30 flex justify-center px-3 print:hidden">
      <div className="pointer-events-auto flex items-center gap-1 rounded-full border border-base-300 bg-base-100 p-1 shadow-lg">
        <Link to={comparePath(comparison.products.map((product) => product.id))} className="btn btn-secondary btn-sm rounded-full">
          <GitCompareArrows aria-hidden="true" size={16} />
          Compare {count} of {MAX_COMPARED}
        </Link>
        <button type="button" className="btn btn-circle btn-ghost btn-sm" onClick={clearComparison}>
          <X aria-hidden="true" size={16} />
          <span className="sr-only">Clear the comparison</span>
        </button>
      </div>
    </aside>
  );
}
