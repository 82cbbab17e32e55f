import { Link } from 'react-router';
import type { CategoryCount } from '../../../../shared/schemas/discovery';
import { FacetCount } from './facet-count';

interface CategoryFilterProps {
  categories: readonly CategoryCount[];
  /** Where narrowing to a category leads (the same search in it, or its own page). */
  hrefOf: (slug: string) => string;
}

/** The categories the products in view fall in, with how many each holds: links that narrow the list. */
export function CategoryFilter({ categories, hrefOf }: CategoryFilterProps) {
  return (
    <ul className="flex flex-col gap-0.5">
      {categories.map((category) => (
        <li key={category.slug}>
          <Link to={hrefOf(category.slug)} className="flex items-center gap-2.5 rounded-field px-1.5 py-1.5 text-sm hover:bg-base-200 hover:text-primary">
            <span className="min-w-0 flex-1">{category.name}</span>
            <FacetCount count={category.count} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
