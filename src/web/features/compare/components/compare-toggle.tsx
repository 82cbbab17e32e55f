import { GitCompareArrows } from 'lucide-react';
import { compareMessages, type ComparedProduct } from '../../../../shared/compare';
import { useHydrated } from '../../../lib/use-hydrated';
import { toast } from '../../../lib/toasts';
import { addToComparison, removeFromComparison, useComparison } from '../compare-store';

/**
 * "Compare" on a product card (a small round button on the picture) or the product page (with
 * its words): pressed while the product is in the comparison; another press takes it out.
 */
export function CompareToggle({ product, size = 'card' }: { product: ComparedProduct; size?: 'card' | 'page' }) {
  const hydrated = useHydrated();
  const comparison = useComparison();
  const compared = comparison.products.some((item) => item.id === product.id);

  const toggle = () => {
    if (!hydrated) return;
    if (compared) {
      removeFromComparison(product.id);
      toast.success(compareMessages.removed(product.name));
      return;
    }
    const outcome = addToComparison(product);
    if (outcome === 'added') toast.success(compareMessages.added(product.name));
    else if (outcome === 'full') toast.error(compareMessages.full);
    else if (outcome === 'other-category') toast.error(compareMessages.otherCategory);
  };

  const label = <span className="sr-only"> {product.name}</span>;
  if (size === 'page') {
    return (
      <button type="button" aria-pressed={compared} aria-disabled={hydrated ? undefined : true} className={`btn w-full sm:w-auto sm:self-start ${compared ? 'btn-secondary' : 'btn-ghost'}`} onClick={toggle}>
        <GitCompareArrows aria-hidden="true" size={18} />
        Compare{label}
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={compared}
      aria-disabled={hydrated ? undefined : true}
      title="Compare"
      className={`btn btn-circle btn-sm absolute top-2 right-2 shadow ${compared ? 'btn-secondary' : 'border-base-300 bg-base-100/90'}`}
      onClick={toggle}
    >
      <GitCompareArrows aria-hidden="true" size={16} />
      <span className="sr-only">Compare</span>
      {label}
    </button>
  );
}
