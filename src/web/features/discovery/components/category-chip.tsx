import { Link } from 'react-router';
import { categoryPath } from '../../../../shared/discovery';
import type { Category } from '../../../../shared/schemas/discovery';

/** A category as a rounded link with its product count ("Drills 3"; read "Drills (3 products)"). */
export function CategoryChip({ category }: { category: Category }) {
  return (
    <Link to={categoryPath(category)} className="inline-flex items-center gap-1.5 rounded-full border border-base-300 bg-base-100 px-3.5 py-1.5 text-sm font-medium transition-colors hover:bg-base-200">
      {category.name}
      <span className="text-base-content/75">
        <span className="sr-only">{' ('}</span>
        {category.productCount}
        <span className="sr-only"> {category.productCount === 1 ? 'product' : 'products'})</span>
      </span>
    </Link>
  );
}
