import type { Product } from '../../../../shared/schemas/catalog';
import { RelatedProductCard } from './related-product-card';

/** A titled row of product cards ("Similar products", "In-stock alternatives"); nothing when empty. */
export function RelatedProductsSection({ id, title, lead, products }: { id: string; title: string; lead?: string; products: Product[] }) {
  if (products.length === 0) return null;
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h2 id={headingId} className="text-2xl font-extrabold tracking-tight">
        {title}
      </h2>
      {lead && <p className="mt-1 text-base-content/75">{lead}</p>}
      <ul aria-labelledby={headingId} className="mt-5 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {products.map((product) => (
          <li key={product.id}>
            <RelatedProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
