import { CircleAlert, ImageOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { productPath } from '../../../../shared/discovery';
import type { LineStockState, ListLine } from '../../../../shared/schemas/project-lists';
import { useTaxDisplay } from '../../../components/ui/use-tax-display';
import { useFormatMoney } from '../../../lib/use-format-money';

const STOCK_BADGES: Record<LineStockState, { className: string; text: (line: ListLine) => string }> = {
  in_stock: { className: 'badge-success', text: () => 'In stock' },
  short: { className: 'badge-warning', text: (line) => `Only ${line.availableQuantity} pcs in stock` },
  out_of_stock: { className: 'badge-error', text: () => 'Out of stock' },
  archived: { className: 'badge-neutral', text: () => 'No longer sold' },
};

function StockBadge({ line }: { line: ListLine }) {
  const badge = STOCK_BADGES[line.stock];
  return <span className={`badge badge-sm font-semibold whitespace-nowrap ${badge.className}`}>{badge.text(line)}</span>;
}

/** The piece price at this quantity, with the list price when a quantity price applies, with or without the tax as the buyer chose. */
function PiecePrice({ line }: { line: ListLine }) {
  const formatMoney = useFormatMoney();
  const tax = useTaxDisplay();
  if (line.stock === 'archived') return null;
  return (
    <p className="text-sm text-base-content/75">
      <span className="font-semibold text-base-content tabular-nums">{formatMoney(tax.show(line.unitPrice))}</span> each{tax.note && ` ${tax.note}`}
      {line.unitPrice < line.listUnitPrice && <span className="text-base-content/70"> (quantity price; {formatMoney(tax.show(line.listUnitPrice))} for fewer)</span>}
    </p>
  );
}

interface ListLineItemProps {
  line: ListLine;
  /** The quantity: a field on the owner's list, text on a shared one. */
  quantity: ReactNode;
  /** Remove (the owner's list only). */
  actions?: ReactNode;
  busy?: boolean;
}

/** One line: picture, name (to the product page), stock state, piece price, quantity, line total and what stands in the way of ordering it. */
export function ListLineItem({ line, quantity, actions, busy = false }: ListLineItemProps) {
  const formatMoney = useFormatMoney();
  const tax = useTaxDisplay();
  const gone = line.stock === 'archived';
  return (
    <li className="flex gap-4 rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:p-5" aria-busy={busy}>
      <div className="h-16 w-16 shrink-0 overflow-hidden rounded-field bg-base-200 sm:h-20 sm:w-20">
        {line.pictureUrl ? (
          <img src={line.pictureUrl} alt="" width={80} height={80} loading="lazy" decoding="async" className={`h-full w-full object-cover ${gone ? 'opacity-50 grayscale' : ''}`} />
        ) : (
          <span className="flex h-full w-full items-center justify-center text-base-content/50">
            <ImageOff aria-hidden="true" size={24} />
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h3 className="min-w-0 font-semibold [overflow-wrap:anywhere]">
            {gone ? (
              line.name
            ) : (
              <Link to={productPath(line)} className="link link-hover">
                {line.name}
              </Link>
            )}
          </h3>
          <p className={`text-lg font-bold whitespace-nowrap tabular-nums ${gone ? 'text-base-content/60 line-through' : ''}`}>
            <span className="sr-only">Line total: </span>
            {formatMoney(tax.show(line.lineTotal))}
            {gone && <span className="sr-only"> (not in the total)</span>}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <StockBadge line={line} />
          <PiecePrice line={line} />
        </div>
        <div className="mt-1 flex flex-wrap items-end justify-between gap-3">
          {quantity}
          {actions}
        </div>
        {line.problem && (
          <p id={`list-line-${line.productId}-problem`} className="flex items-start gap-2 text-sm font-medium text-error">
            <CircleAlert aria-hidden="true" size={16} className="mt-0.5 shrink-0" />
            {line.problem}
          </p>
        )}
      </div>
    </li>
  );
}

/** The list's total (lines still sold, at today's prices) and its pieces. */
export function ListTotals({ total, pieces, lines }: { total: number; pieces: number; lines: number }) {
  const formatMoney = useFormatMoney();
  const tax = useTaxDisplay();
  return (
    <dl className="flex flex-col gap-2">
      <div className="flex justify-between gap-4 text-sm">
        <dt className="text-base-content/75">Products</dt>
        <dd className="tabular-nums">{lines}</dd>
      </div>
      <div className="flex justify-between gap-4 text-sm">
        <dt className="text-base-content/75">Pieces</dt>
        <dd className="tabular-nums">{pieces} pcs</dd>
      </div>
      <div className="flex items-baseline justify-between gap-4 border-t border-base-300 pt-2">
        <dt className="font-semibold">Total{tax.note && <span className="block text-xs font-normal text-base-content/75">{tax.note}</span>}</dt>
        <dd className="text-2xl font-extrabold tracking-tight tabular-nums">{formatMoney(tax.show(total))}</dd>
      </div>
    </dl>
  );
}
