import { isOutOfStock } from '../../../../shared/catalog';

/** SPEC §5 stock state: "In stock: N pcs", or the "Out of stock" badge when the minimum cannot be met. */
export function StockBadge({ product }: { product: { availableQuantity: number; minOrderQuantity: number } }) {
  return isOutOfStock(product) ? (
    <span className="badge badge-lg badge-error font-semibold">Out of stock</span>
  ) : (
    <span className="badge badge-lg badge-success font-semibold">In stock: {product.availableQuantity} pcs</span>
  );
}
