import { ShoppingCart } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { isOutOfStock } from '../../../../shared/catalog';
import { orderPath } from '../../../../shared/routes';
import type { ProductDetails } from '../../../../shared/schemas/discovery';
import { AverageRating, reviewCount } from '../../../components/ui/average-rating';
import { BuyerPrice } from '../../../components/ui/buyer-price';
import { QuantityPriceTable } from '../../../components/ui/quantity-price-table';
import { LineTotal } from './line-total';
import { StockBadge } from './stock-badge';

/** Part numbers and codes that trade buyers search by; those the product lacks are left out. */
function PartNumbers({ product }: { product: ProductDetails }) {
  const rows = [
    { label: 'Brand', value: product.brand },
    { label: 'Part number (SKU)', value: product.sku },
    { label: 'Manufacturer number', value: product.mpn },
    { label: 'EAN', value: product.ean },
  ].filter((row): row is { label: string; value: string } => Boolean(row.value));
  if (rows.length === 0) return null;
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {rows.map((row) => (
        <div key={row.label} className="flex flex-wrap gap-x-2">
          <dt className="text-base-content/70">{row.label}:</dt>{' '}
          <dd className="font-semibold break-all">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The quantity in the buy form, as typed: the price, the quantity prices and the line total follow it. */
export interface TypedQuantity {
  quantity: string;
  onQuantityChange: (quantity: string) => void;
  /** What the quantity comes to, to show right under the field. */
  lineTotal: ReactNode;
}

interface ProductSummaryProps {
  product: ProductDetails;
  /** Shown in place of the buttons when the product cannot be ordered (the back-in-stock form). */
  outOfStockContent?: ReactNode;
  /** Shown above the Order button while the product can be ordered (the cart's "Add to cart"), with the quantity typed, which the page prices. */
  buyContent?: (typed: TypedQuantity) => ReactNode;
  /** Shown under the buttons while the product can be ordered: when it would arrive, and pickup. */
  deliveryContent?: ReactNode;
}

/**
 * The buying column: name, brand, part numbers, price, stock state, quantity prices (issue 14),
 * minimum order, "Add to cart" and the Order button (SPEC §5: an "Out of stock" badge instead of
 * it when it cannot be ordered).
 */
export function ProductSummary({ product, outOfStockContent, buyContent, deliveryContent }: ProductSummaryProps) {
  const outOfStock = isOutOfStock(product);
  const [quantity, setQuantity] = useState(String(product.minOrderQuantity));
  const typed = quantity.trim() === '' ? Number.NaN : Number(quantity);
  const pieces = Number.isSafeInteger(typed) && typed >= 1 ? typed : 1;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{product.name}</h1>
        {product.rating && (
          <a href="#reviews" className="link-hover self-start">
            <AverageRating rating={product.rating} size={18} text={`${product.rating.average.toFixed(1)} · ${reviewCount(product.rating.count)}`} />
          </a>
        )}
      </div>
      <PartNumbers product={product} />
      <div className="flex flex-col gap-4 rounded-box border border-base-300 bg-base-100 p-5 shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <BuyerPrice listPrice={product.price} tiers={product.priceTiers} quantity={pieces} className="text-3xl font-extrabold tracking-tight" />
          <StockBadge product={product} />
        </div>
        <QuantityPriceTable price={product.price} tiers={product.priceTiers} fromQuantity={product.minOrderQuantity} quantity={buyContent && !outOfStock ? pieces : undefined} />
        <p className="text-sm text-base-content/75">
          Minimum order: <span className="font-semibold text-base-content">{product.minOrderQuantity} pcs</span>
        </p>
        {outOfStock ? (
          outOfStockContent
        ) : (
          <>
            {buyContent?.({ quantity, onQuantityChange: setQuantity, lineTotal: <LineTotal price={product.price} tiers={product.priceTiers} quantity={typed} /> })}
            <Link to={orderPath(product.id)} className={`btn btn-primary btn-lg w-full sm:w-auto sm:self-start ${buyContent ? 'btn-outline' : ''}`}>
              {!buyContent && <ShoppingCart aria-hidden="true" size={20} />}
              Order<span className="sr-only"> {product.name}</span>
            </Link>
          </>
        )}
      </div>
      {!outOfStock && deliveryContent}
      <div>
        <h2 className="mb-2 text-lg font-bold">Description</h2>
        <p className="whitespace-pre-line text-base-content/80">{product.description}</p>
      </div>
    </div>
  );
}
