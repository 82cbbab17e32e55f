import type { Product } from '../../../../shared/schemas/catalog';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3';

/** Products two to a row on phones and tablets (four in a phone's first screen), three on desktops. */
export function ProductGrid({ products, headingLevel, eagerCount = 0 }: { products: Product[]; headingLevel?: 'h2' | 'h3'; eagerCount?: number }) {
  return (
    <ul className={GRID} aria-label="Products">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} headingLevel={headingLevel} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading tools…</span>
      <div className={`${GRID} motion-safe:animate-pulse`}>
        {Array.from({ length: count }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
