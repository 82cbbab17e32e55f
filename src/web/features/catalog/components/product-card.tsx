import { useContext } from 'react';
import { Link } from 'react-router';
import { isNewProduct, isOutOfStock } from '../../../../shared/catalog';
import { productPath } from '../../../../shared/discovery';
import type { Product } from '../../../../shared/schemas/catalog';
import { orderPath } from '../../../../shared/routes';
import { BuyerPrice } from '../../../components/ui/buyer-price';
import { QuantityPriceTable } from '../../../components/ui/quantity-price-table';
import { ProductCardAction } from './product-card-action';

/** Matches the grid: 1 column on phones, 2 from 640 px, 3 from 1024 px, at most ~400 px wide. */
const IMAGE_SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw';

interface ProductCardProps {
  product: Product;
  headingLevel?: 'h2' | 'h3';
  eager?: boolean;
  /** The "Order" link and the app's card action, "Add to cart" (not on the order page itself, which shows the card beside its form). */
  orderLink?: boolean;
  /** The whole description instead of its first three lines. */
  fullDescription?: boolean;
}

export function ProductCard({ product, headingLevel: Heading = 'h3', eager = false, orderLink = true, fullDescription = false }: ProductCardProps) {
  const outOfStock = isOutOfStock(product);
  const action = useContext(ProductCardAction);
  return (
    <article className="card group h-full overflow-hidden border border-base-300 bg-base-100 shadow-sm transition-shadow hover:shadow-lg">
      <figure className="relative aspect-[4/3] bg-base-200">
        {/* The name is the link for keyboards; the picture is a larger target for pointers. */}
        <Link to={productPath(product)} tabIndex={-1} className="block h-full">
          <img
            src={product.image.src}
            srcSet={product.image.srcSet}
            sizes={IMAGE_SIZES}
            width={800}
            height={600}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            alt={product.name}
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
          />
        </Link>
        {isNewProduct(product) && <span className="badge badge-accent absolute top-3 left-3 font-bold shadow">NEW</span>}
      </figure>
      <div className="card-body gap-3 p-5">
        <Heading className="card-title text-lg leading-snug">
          <Link to={productPath(product)} className="link link-hover">
            {product.name}
          </Link>
        </Heading>
        <p className={`grow-0 text-sm text-base-content/75 ${fullDescription ? 'whitespace-pre-line' : 'line-clamp-3'}`}>{product.description}</p>
        <dl className="mt-auto grid grid-cols-2 gap-2 text-sm">
          <div className="rounded-field bg-base-200 px-3 py-2">
            <dt className="text-xs text-base-content/70">Minimum order</dt>
            <dd className="font-semibold">{product.minOrderQuantity} pcs</dd>
          </div>
          <div className="rounded-field bg-base-200 px-3 py-2">
            <dt className="text-xs text-base-content/70">Available</dt>
            <dd className="font-semibold">{product.availableQuantity} pcs</dd>
          </div>
        </dl>
        <QuantityPriceTable price={product.price} tiers={product.priceTiers} compact />
        <div className="flex min-h-12 items-center justify-between gap-3 pt-2">
          <BuyerPrice listPrice={product.price} className="text-2xl font-extrabold tracking-tight text-base-content" />
          {outOfStock ? (
            <span className="badge badge-lg badge-error font-semibold">Out of stock</span>
          ) : (
            orderLink && (
              <Link to={orderPath(product.id)} className={`btn btn-primary ${action ? 'btn-outline' : ''}`}>
                Order<span className="sr-only"> {product.name}</span>
              </Link>
            )
          )}
        </div>
        {action && orderLink && !outOfStock && <div className="grid">{action(product)}</div>}
      </div>
    </article>
  );
}
