import { useContext } from 'react';
import { Link } from 'react-router';
import { isNewProduct, isOutOfStock } from '../../../../shared/catalog';
import { productPath } from '../../../../shared/discovery';
import type { Product } from '../../../../shared/schemas/catalog';
import { orderPath } from '../../../../shared/routes';
import { AverageRating } from '../../../components/ui/average-rating';
import { BuyerPrice } from '../../../components/ui/buyer-price';
import { ProductCardAction, ProductCardCorner } from './product-card-action';
import { QuantityPriceNote } from './quantity-price-note';
import { StockFacts } from './stock-facts';

/** Matches the grid: 2 columns on phones and tablets, 3 from 1024 px, at most ~400 px wide. */
const IMAGE_SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, 48vw';

interface ProductCardProps {
  product: Product;
  headingLevel?: 'h2' | 'h3';
  eager?: boolean;
  /** The "Order" link and the app's card actions, "Add to cart" and "Add to list" (not on the order page itself, which shows the card beside its form). */
  orderLink?: boolean;
  /** The whole description, on every screen, instead of its first two lines from tablets on. */
  fullDescription?: boolean;
}

/**
 * A product in a listing, made to be scanned two to a row on a phone: picture, name, price and
 * stock first; one primary action ("Add to cart", the app's), the SPEC's "Order" link beside the
 * price, and adding to a list as a small button next to the primary one.
 */
export function ProductCard({ product, headingLevel: Heading = 'h3', eager = false, orderLink = true, fullDescription = false }: ProductCardProps) {
  const outOfStock = isOutOfStock(product);
  const action = useContext(ProductCardAction);
  const corner = useContext(ProductCardCorner);
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
        {isNewProduct(product) && <span className="badge badge-accent badge-sm absolute top-2 left-2 font-bold shadow sm:badge-md sm:top-3 sm:left-3">NEW</span>}
        {corner && orderLink && corner(product)}
      </figure>
      <div className="card-body gap-1.5 p-3 sm:gap-3 sm:p-5">
        {product.brand && <p className="hidden grow-0 truncate text-xs font-semibold tracking-wide text-base-content/75 uppercase sm:block">{product.brand}</p>}
        <Heading className="line-clamp-2 text-sm leading-5 font-bold sm:text-lg sm:leading-snug">
          <Link to={productPath(product)} className="link link-hover">
            {product.name}
          </Link>
        </Heading>
        {product.rating && <AverageRating rating={product.rating} />}
        <p className={`grow-0 text-sm text-base-content/75 ${fullDescription ? 'whitespace-pre-line' : 'hidden sm:line-clamp-2'}`}>{product.description}</p>
        <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
          <BuyerPrice listPrice={product.price} className="text-base font-extrabold tracking-tight text-base-content sm:text-2xl" quietNoteOnPhones />
          {outOfStock ? (
            <span className="badge badge-error badge-sm font-semibold sm:badge-md">Out of stock</span>
          ) : (
            orderLink && (
              <Link to={orderPath(product.id)} className="btn btn-outline btn-primary btn-xs sm:btn-sm">
                Order<span className="sr-only"> {product.name}</span>
              </Link>
            )
          )}
        </div>
        <StockFacts product={product} />
        <QuantityPriceNote price={product.price} tiers={product.priceTiers} />
        {action && orderLink && !outOfStock && <div className="mt-auto flex items-center gap-1 pt-1">{action(product)}</div>}
      </div>
    </article>
  );
}
