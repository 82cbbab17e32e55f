import { Link } from 'react-router';
import { categoryPath } from '../../../../shared/discovery';
import { SectionHeading } from '../../../components/ui/section-heading';
import { useCategories } from '../api/use-categories';
import { categoryIcon } from '../category-icon';
import { useShopNumber } from '../../../lib/use-shop-number';

const TILE_COUNT = 8;

function productCountText(count: number, number: (value: number) => string): string {
  return `${number(count)} ${count === 1 ? 'product' : 'products'}`;
}

/**
 * The home page's "Shop by category": a tile for each top category that has products, two to a
 * row on a phone, so a visitor goes from the banner straight to the shelf they came for.
 */
export function CategoryTilesSection() {
  const { data, isError } = useCategories(true);
  const number = useShopNumber();
  // Without the tree the section is left out: every category is still in the navbar's menu.
  if (isError) return null;
  const tiles = data?.categories.filter((category) => category.parentId === null && category.productCount > 0).slice(0, TILE_COUNT);
  if (tiles?.length === 0) return null;
  return (
    <section aria-labelledby="categories-heading" className="py-10 sm:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="categories-heading" title="Shop by category" />
        {tiles ? (
          <ul className="-mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-[repeat(auto-fit,minmax(9rem,1fr))]">
            {tiles.map((category) => {
              const Icon = categoryIcon(category);
              return (
                <li key={category.id}>
                  <Link
                    to={categoryPath(category)}
                    className="flex h-full flex-col gap-2 rounded-box border border-base-300 bg-base-100 p-3 transition-colors hover:border-primary hover:bg-base-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary sm:p-4 lg:items-center lg:text-center"
                  >
                    <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/10 text-primary sm:size-12">
                      <Icon size={22} />
                    </span>
                    <span className="flex min-w-0 flex-col">
                      <span className="text-sm leading-5 font-bold break-words sm:text-base">{category.name}</span>
                      <span className="text-xs text-base-content/75">{productCountText(category.productCount, number)}</span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        ) : (
          <div aria-hidden="true" className="-mt-4 grid grid-cols-2 gap-3 motion-safe:animate-pulse sm:grid-cols-3 sm:gap-4 lg:grid-cols-[repeat(auto-fit,minmax(9rem,1fr))]">
            {Array.from({ length: 6 }, (_, index) => (
              <div key={index} className="skeleton h-28" />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
