import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isOutOfStock } from '../../../../shared/catalog';
import { productPath } from '../../../../shared/discovery';
import type { Product } from '../../../../shared/schemas/catalog';
import { BuyerPrice } from '../../../components/ui/buyer-price';

/** What a row offers to do with the product beside it, handed in by the app (the cart's "Add to cart"). */
export type AccessoryAction = (product: Product) => ReactNode;

function AccessoryRow({ product, action }: { product: Product; action?: AccessoryAction | undefined }) {
  const path = productPath(product);
  return (
    <article className="flex h-full items-center gap-3 rounded-box border border-base-300 bg-base-100 p-3 shadow-sm">
      <Link to={path} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <img src={product.image.src} srcSet={product.image.srcSet} sizes="64px" width={64} height={64} loading="lazy" decoding="async" alt="" className="size-16 rounded-field bg-base-200 object-cover" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="line-clamp-2 text-sm leading-5 font-bold">
          <Link to={path} className="link link-hover">
            {product.name}
          </Link>
        </h3>
        <BuyerPrice listPrice={product.price} className="text-base font-extrabold" />
        <p className={`text-xs font-semibold ${isOutOfStock(product) ? 'text-error' : 'text-success'}`}>{isOutOfStock(product) ? 'Out of stock' : 'In stock'}</p>
      </div>
      {action && <div className="flex w-28 shrink-0 justify-end sm:w-32">{action(product)}</div>}
    </article>
  );
}

/**
 * "Goes with" (issue 38 §5): what admins chose for this product (batteries and a charger for a
 * bare tool), in their order, each a compact row with its price, stock and the app's "Add to
 * cart"; nothing when they chose nothing.
 */
export function GoesWithSection({ products, action }: { products: Product[]; action?: AccessoryAction | undefined }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="goes-with-heading" className="mt-12">
      <h2 id="goes-with-heading" className="text-2xl font-extrabold tracking-tight">
        Goes with
      </h2>
      <p className="mt-1 text-base-content/75">Chosen by our team to go with this product.</p>
      <ul aria-labelledby="goes-with-heading" className="mt-5 grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
        {products.map((product) => (
          <li key={product.id}>
            <AccessoryRow product={product} action={action} />
          </li>
        ))}
      </ul>
    </section>
  );
}
