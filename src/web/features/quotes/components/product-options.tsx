import type { Suggestions } from '../../../../shared/schemas/discovery';
import { useFormatMoney } from '../../../lib/use-format-money';

interface ProductOptionsProps {
  id: string;
  products: Suggestions['products'];
  hidden: boolean;
  activeIndex: number;
  optionId: (index: number) => string;
  onChoose: (index: number) => void;
  onHover: (index: number) => void;
}

/** The popup of a quote line's product box: each product with its picture, part number and list price. */
export function ProductOptions({ id, products, hidden, activeIndex, optionId, onChoose, onHover }: ProductOptionsProps) {
  const formatMoney = useFormatMoney();
  return (
    <div
      hidden={hidden}
      // A click on a product must not take the focus out of the box first (which would close the list).
      onMouseDown={(event) => event.preventDefault()}
      className="absolute inset-x-0 top-full z-30 mt-1 max-h-[min(24rem,60dvh)] overflow-y-auto rounded-box border border-base-300 bg-base-100 p-1.5 shadow-xl"
    >
      <div id={id} role="listbox" aria-label="Products">
        {products.map((product, index) => (
          <div
            key={product.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            className={`flex cursor-pointer items-center gap-3 rounded-field px-3 py-2 ${index === activeIndex ? 'bg-base-200' : ''}`}
            onClick={() => onChoose(index)}
            onMouseMove={() => index !== activeIndex && onHover(index)}
          >
            <img src={product.image.src} alt="" width={48} height={36} loading="lazy" className="h-9 w-12 shrink-0 rounded-sm bg-base-200 object-cover" />
            <span className="min-w-0 flex-1">
              <span className="line-clamp-2 leading-snug font-medium">{product.name}</span>
              {product.sku && <span className="block truncate text-xs text-base-content/70">Part no. {product.sku}</span>}
            </span>
            <span className="shrink-0 text-sm font-semibold tabular-nums">{formatMoney(product.price)}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
