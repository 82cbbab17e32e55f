import { ImageOff } from 'lucide-react';
import type { CartLine } from '../../../../shared/schemas/cart';
import { useTaxDisplay } from '../../../components/ui/use-tax-display';
import { useFormatMoney } from '../../../lib/use-format-money';

export interface ReviewLine {
  productId: string;
  name: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

/** The order's lines: picture, name, quantity × piece price, and the line total, with or without the tax as the buyer chose. */
export function ReviewLines({ lines, cartLines }: { lines: readonly ReviewLine[]; cartLines: readonly CartLine[] }) {
  const formatMoney = useFormatMoney();
  const tax = useTaxDisplay();
  const pictures = new Map(cartLines.map((line) => [line.productId, line.pictureUrl]));
  return (
    <ul aria-label="Products in your order" className="flex flex-col divide-y divide-base-300">
      {lines.map((line) => {
        const picture = pictures.get(line.productId);
        return (
          <li key={line.productId} className="flex items-start gap-3 py-3 first:pt-0">
            <span className="size-12 shrink-0 overflow-hidden rounded-field bg-base-200">
              {picture ? (
                <img src={picture} alt="" width={48} height={48} loading="lazy" decoding="async" className="size-full object-cover" />
              ) : (
                <span className="flex size-full items-center justify-center text-base-content/50">
                  <ImageOff aria-hidden="true" size={18} />
                </span>
              )}
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm leading-snug font-semibold [overflow-wrap:anywhere]">{line.name}</p>
              <p className="text-sm text-base-content/75 tabular-nums">
                {line.quantity} × {formatMoney(tax.show(line.unitPrice))}
              </p>
            </div>
            <p className="text-sm font-semibold whitespace-nowrap tabular-nums">
              <span className="sr-only">Line total: </span>
              {formatMoney(tax.show(line.lineTotal))}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
