import type { Order } from '../../../../shared/schemas/orders';
import { OrderFacts, OrderLinesTable, OrderSums } from './order-summary';

/**
 * Issue 14 §8: everything about one order that its row in My Orders or Manage All Orders folds
 * away — each line, the delivery (method, zone, slot, address, site notes), how it is paid, and
 * the sums (with a discount code's share) — behind a disclosure, so a thirty-line order keeps the table readable.
 */
export function OrderDetails({ order }: { order: Order }) {
  const lines = order.lines.length;
  return (
    <details className="group mt-2 text-sm">
      <summary className="cursor-pointer font-medium text-primary hover:underline">
        Details<span className="sr-only"> of order {order.number}</span> ({lines} {lines === 1 ? 'line' : 'lines'})
      </summary>
      <div className="mt-2 space-y-3 rounded-box border border-base-300 bg-base-100 p-3">
        <OrderLinesTable order={order} />
        <OrderSums order={order} />
        <OrderFacts order={order} />
      </div>
    </details>
  );
}
