import { Link } from 'react-router';
import { productPath } from '../../../../shared/discovery';
import type { Product } from '../../../../shared/schemas/catalog';
import { BuyerPrice } from '../../../components/ui/buyer-price';
import { StockBadge } from './stock-badge';

/** Four across on desktops, two on tablets, one on phones. */
const IMAGE_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 23vw, (min-width: 640px) 46vw, 92vw';

/** A small card of another product: its picture and name lead to its page. */
export function RelatedProductCard({ product }: { product: Product }) {
  const path = productPath(product);
  return (
    <article className="card h-full overflow-hidden border border-base-300 bg-base-100 shadow-sm transition-shadow hover:shadow-lg">
      {/* The name below is the link for keyboards and screen readers; the picture is a larger target for pointers. */}
      <Link to={path} tabIndex={-1} aria-hidden="true" className="block">
        <figure className="aspect-[4/3] bg-base-200">
          <img src={product.image.src} srcSet={product.image.srcSet} sizes={IMAGE_SIZES} width={800} height={600} loading="lazy" decoding="async" alt="" className="h-full w-full object-cover" />
        </figure>
      </Link>
      <div className="card-body gap-2 p-4">
        <h3 className="text-base leading-snug font-bold">
          <Link to={path} className="link link-hover">
            {product.name}
          </Link>
        </h3>
        {product.brand && <p className="text-xs text-base-content/70">{product.brand}</p>}
        <div className="mt-auto flex flex-col items-start gap-2 pt-1">
          <BuyerPrice listPrice={product.price} className="text-lg font-extrabold" />
          <StockBadge product={product} />
        </div>
      </div>
    </article>
  );
}
