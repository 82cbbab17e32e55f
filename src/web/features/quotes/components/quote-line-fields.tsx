import { Trash2 } from 'lucide-react';
import { useController, type Control, type FieldErrors } from 'react-hook-form';
import { QUOTE_QUANTITY_MAX, quoteMessages } from '../../../../shared/schemas/quotes';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { useFormatMoney } from '../../../lib/use-format-money';
import { isQuoteQuantity, quantityWithProduct, type QuoteFormValues } from '../quote-request-form';
import { ProductCombobox } from './product-combobox';

interface QuoteLineFieldsProps {
  index: number;
  /** The product chosen on this line, naming its quantity controls. */
  productName: string | undefined;
  control: Control<QuoteFormValues, unknown, unknown>;
  errors: FieldErrors<QuoteFormValues>;
  /** The quantity typed is not a whole number in range: the line says so (the stepper shows the one before). */
  onBadQuantity: (index: number) => void;
  onQuantity: (index: number) => void;
  /** null: the only line, which stays. */
  onRemove: (() => void) | null;
}

const lineId = (index: number, name: string) => `quote-line-${index}-${name}`;

/** One line of a quote request: its product (chosen from the shop's suggestions) and how many pieces. */
export function QuoteLineFields({ index, productName, control, errors, onBadQuantity, onQuantity, onRemove }: QuoteLineFieldsProps) {
  const formatMoney = useFormatMoney();
  const number = index + 1;
  const productError = errors.lines?.[index]?.product?.message;
  const quantityError = errors.lines?.[index]?.quantity?.message;
  const { field: quantity } = useController({ control, name: `lines.${index}.quantity` });
  const { field: product } = useController({ control, name: `lines.${index}.product` });
  const minimum = product.value?.minOrderQuantity ?? 1;
  // A product chosen for the line brings the quantity up to its minimum.
  const chooseProduct = (chosen: typeof product.value) => {
    product.onChange(chosen);
    const raised = quantityWithProduct(chosen, quantity.value);
    if (raised === quantity.value) return;
    quantity.onChange(raised);
    onQuantity(index);
  };
  return (
    <li className="rounded-box border border-base-300 bg-base-100 p-4 shadow-sm">
      <fieldset className="min-w-0">
        <legend className="sr-only">Line {number}</legend>
        <div className="flex flex-col gap-3">
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <label htmlFor={lineId(index, 'product')} className="text-sm font-semibold">
              Product<span className="sr-only"> of line {number}</span>
            </label>
            <ProductCombobox
              id={lineId(index, 'product')}
              value={product.value}
              onChange={chooseProduct}
              onBlur={product.onBlur}
              inputRef={product.ref}
              invalid={Boolean(productError)}
              describedBy={[lineId(index, 'product-hint'), productError ? lineId(index, 'product-error') : ''].filter(Boolean).join(' ')}
            />
            <p id={lineId(index, 'product-hint')} className="text-xs text-base-content/70">
              {product.value
                ? [
                    product.value.sku ? `Part no. ${product.value.sku}` : '',
                    product.value.price === null ? '' : `List price ${formatMoney(product.value.price)} each`,
                    minimum > 1 ? `Sold from ${minimum} pcs` : '',
                  ]
                    .filter(Boolean)
                    .join(' · ') || 'Type in the box to choose another product.'
                : 'Type at least two letters of its name or part number, then choose it.'}
            </p>
            <p id={lineId(index, 'product-error')} role={productError ? 'alert' : undefined} className="text-sm font-medium text-error empty:hidden">
              {productError}
            </p>
          </div>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div className="flex flex-col gap-1">
              <QuantityStepper
                id={lineId(index, 'quantity')}
                name={productName ?? `line ${number}`}
                quantity={quantity.value}
                min={minimum}
                max={QUOTE_QUANTITY_MAX}
                inputWidth="w-24"
                busy={false}
                describedBy={quantityError ? lineId(index, 'quantity-error') : undefined}
                onChange={(next) => {
                  if (!isQuoteQuantity(next)) {
                    onBadQuantity(index);
                    return Promise.reject(new Error(quoteMessages.quantityWhole));
                  }
                  quantity.onChange(next);
                  onQuantity(index);
                  return Promise.resolve();
                }}
              />
              <p id={lineId(index, 'quantity-error')} role={quantityError ? 'alert' : undefined} className="max-w-48 text-sm font-medium text-error empty:hidden">
                {quantityError}
              </p>
            </div>
            {onRemove && (
              <button type="button" className="btn btn-ghost btn-sm text-error" onClick={onRemove}>
                <Trash2 aria-hidden="true" size={16} />
                Remove<span className="sr-only"> line {number}</span>
              </button>
            )}
          </div>
        </div>
      </fieldset>
    </li>
  );
}
