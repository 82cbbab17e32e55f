import { isOutOfStock } from '../../../../shared/catalog';

/**
 * SPEC §3 and §5 on a card, in small print: how many pieces are in stock and the minimum order,
 * with a coloured dot for the stock state (the words carry it too).
 */
export function StockFacts({ product }: { product: { availableQuantity: number; minOrderQuantity: number } }) {
  const outOfStock = isOutOfStock(product);
  return (
    <dl className="grid gap-0.5 text-xs text-base-content/75">
      <div className="flex items-center gap-1.5">
        <span aria-hidden="true" className={`inline-block size-2 shrink-0 rounded-full ${outOfStock ? 'bg-error' : 'bg-success'}`} />
        <dt>{outOfStock ? 'Available' : 'In stock'}</dt>
        <dd className="font-semibold text-base-content">{product.availableQuantity} pcs</dd>
      </div>
      <div className="flex items-center gap-1.5">
        <dt>Minimum order</dt>
        <dd className="font-semibold text-base-content">{product.minOrderQuantity} pcs</dd>
      </div>
    </dl>
  );
}
