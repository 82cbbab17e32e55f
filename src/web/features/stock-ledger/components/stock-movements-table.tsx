import { useId } from 'react';
import { stockMovementReasonLabels, type StockMovement } from '../../../../shared/schemas/stock-ledger';
import { useShopDays } from '../../../lib/use-shop-days';


/** "+5" or "−3" (a true minus sign, read as "minus"). */
function signed(change: number): string {
  if (change > 0) return `+${change}`;
  if (change < 0) return `\u2212${Math.abs(change)}`;
  return '0';
}

function Who({ movement }: { movement: StockMovement }) {
  return movement.actorName ? <span className="[overflow-wrap:anywhere]">{movement.actorName}</span> : <span className="text-base-content/75 italic">The shop</span>;
}

function OrderNumber({ movement }: { movement: StockMovement }) {
  return movement.orderNumber ? <span className="font-mono whitespace-nowrap">{movement.orderNumber}</span> : <span className="text-base-content/75">—</span>;
}

function BeforeAfter({ movement }: { movement: StockMovement }) {
  return (
    <>
      {movement.quantityBefore} → <span className="font-semibold text-base-content">{movement.quantityAfter}</span>
    </>
  );
}

interface StockMovementsTableProps {
  caption: string;
  movements: StockMovement[];
}

/**
 * A product's stock movements: when, why, the change, the count before → after, the order and who.
 * Below 768 px the order and the person move under the reason, below 640 px the counts under the
 * change, so the three columns left fit a phone; the table still scrolls sideways inside its own
 * focusable box if it must.
 */
export function StockMovementsTable({ caption, movements }: StockMovementsTableProps) {
  const { momentOf } = useShopDays();
  const captionId = useId();
  return (
    <div role="region" aria-labelledby={captionId} tabIndex={0} className="overflow-x-auto rounded-box border border-base-300 bg-base-100 shadow-sm focus-visible:outline-2 focus-visible:outline-primary">
      <table className="table text-sm [&_:is(td,th)]:px-2.5 [&_:is(td,th)]:py-3 sm:[&_:is(td,th)]:px-4">
        <caption id={captionId} className="px-2.5 pt-3 pb-1 text-left text-sm font-semibold text-base-content/80 sm:px-4">
          {caption}
        </caption>
        <thead className="bg-base-200/70 text-base-content/80">
          <tr>
            <th scope="col">When</th>
            <th scope="col">Reason</th>
            <th scope="col" className="text-right">
              Change
            </th>
            <th scope="col" className="hidden text-right sm:table-cell">
              Before → after
            </th>
            <th scope="col" className="hidden md:table-cell">
              Order
            </th>
            <th scope="col" className="hidden md:table-cell">
              By
            </th>
          </tr>
        </thead>
        <tbody>
          {movements.map((movement) => (
            <tr key={movement.id} className="hover:bg-base-200/50 *:align-top">
              <th scope="row" className="min-w-24 font-normal text-base-content/85">
                <time dateTime={movement.at}>{momentOf(movement.at)}</time>
              </th>
              <td className="min-w-28 font-semibold">
                {stockMovementReasonLabels[movement.reason]}
                {/* Narrower screens: the order and the person under the reason. */}
                <dl className="mt-1 flex flex-col text-xs font-normal text-base-content/75 md:hidden">
                  {movement.orderNumber && (
                    <div className="flex gap-1">
                      <dt>Order</dt>
                      <dd className="text-base-content">
                        <OrderNumber movement={movement} />
                      </dd>
                    </div>
                  )}
                  <div className="flex gap-1">
                    <dt>By</dt>
                    <dd className="text-base-content">
                      <Who movement={movement} />
                    </dd>
                  </div>
                </dl>
              </td>
              <td className="text-right whitespace-nowrap tabular-nums">
                <span className={`font-bold ${movement.change > 0 ? 'text-success' : movement.change < 0 ? 'text-error' : ''}`}>{signed(movement.change)}</span>
                {/* Phones: the count before and after under the change. */}
                <span className="mt-1 block text-xs text-base-content/75 sm:hidden">
                  <BeforeAfter movement={movement} />
                </span>
              </td>
              <td className="hidden text-right whitespace-nowrap tabular-nums sm:table-cell">
                <BeforeAfter movement={movement} />
              </td>
              <td className="hidden md:table-cell">
                <OrderNumber movement={movement} />
              </td>
              <td className="hidden md:table-cell">
                <Who movement={movement} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
