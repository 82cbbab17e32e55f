import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { deliveryMethodLabels, slotText } from '../../../../shared/delivery-text';
import { myOrderPath } from '../../../../shared/routes';
import type { Order } from '../../../../shared/schemas/orders';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { useFormatMoney } from '../../../lib/use-format-money';
import { useShopConfig } from '../../../lib/use-shop-config';
import { useShopDays } from '../../../lib/use-shop-days';
import { itemsOf, quantityOf } from '../order-lines';
import { OrderAgainButton } from './order-again-button';
import { OrderDetails } from './order-details';
import { InvoiceLink } from './invoice-link';
import { PaymentCell } from './payment-cell';
import { OrderTaxNote } from './order-tax-note';

const COLUMNS: DataTableColumn[] = [
  { label: 'No', className: 'w-8 sm:w-14' },
  { label: 'Name', className: 'hidden lg:table-cell' },
  { label: 'Product' },
  { label: 'Quantity', className: 'hidden text-right sm:table-cell' },
  { label: 'Amount', className: 'hidden text-right sm:table-cell' },
  { label: 'Payment', className: 'hidden sm:table-cell' },
  { label: 'Delete', className: 'text-right' },
];

interface MyOrdersTableProps {
  orders: Order[];
  /** Number of the first row (rows continue across pages). */
  firstNumber: number;
  onDelete: (order: Order) => void;
}

/** How the order reaches the customer: "Delivery Thu, Dec 10, 08:00–12:00" or "Pickup at the trade counter". */
function deliveryText(order: Order, locale: string): string {
  const { method, slot } = order.delivery;
  if (method === 'pickup') return 'Pickup at the trade counter';
  return slot ? `${method === 'site' ? 'Site delivery' : 'Delivery'} ${slotText(slot, locale)}` : deliveryMethodLabels[method];
}

/**
 * SPEC §6 My Orders: No, Name, Product, Quantity, Amount, Payment, Delete. Under the product: the
 * order's number (a link to its own page), the day it was placed and its delivery window. On
 * phones the quantity, amount and payment fold under the product (and the name, always the
 * customer's own, shows from large screens on), so the table fits without scrolling sideways.
 */
export function MyOrdersTable({ orders, firstNumber, onDelete }: MyOrdersTableProps) {
  const formatMoney = useFormatMoney();
  const { dayOf } = useShopDays();
  const { locale } = useShopConfig();
  return (
    <DataTable label="My Orders" columns={COLUMNS}>
      {orders.map((order, index) => {
        const product = itemsOf(order);
        const unpaid = order.status === 'pending_payment';
        return (
          <tr key={order.id} className="hover:bg-base-200/50 *:align-top">
            <th scope="row" className="font-medium text-base-content/75 tabular-nums">
              {firstNumber + index}
            </th>
            <td className="hidden lg:table-cell">{order.customerName}</td>
            <td className="min-w-0">
              <span className="block font-semibold [overflow-wrap:anywhere]">{product}</span>
              <span className="mt-0.5 block text-xs text-base-content/70">
                Order{' '}
                <Link to={myOrderPath(order.id)} className="link font-mono whitespace-nowrap text-primary">
                  {order.number}
                </Link>{' '}
                · placed {dayOf(order.createdAt)}
              </span>
              <span className="mt-0.5 block text-xs text-base-content/85">{deliveryText(order, locale)}</span>
              <OrderDetails order={order} />
              <InvoiceLink order={order} />
              <span className="mt-1 block text-base-content/85 tabular-nums sm:hidden">
                {quantityOf(order)} pcs · {formatMoney(order.total)}
              </span>
              <div className="mt-2.5 sm:hidden">
                <PaymentCell order={order} product={product} />
              </div>
              <div className="mt-2.5">
                <OrderAgainButton order={order} product={product} />
              </div>
            </td>
            <td className="hidden text-right whitespace-nowrap tabular-nums sm:table-cell">{quantityOf(order)} pcs</td>
            <td className="hidden text-right font-semibold whitespace-nowrap tabular-nums sm:table-cell">
              <span className="block">{formatMoney(order.total)}</span>
              <OrderTaxNote order={order} />
            </td>
            <td className="hidden max-w-56 sm:table-cell">
              <PaymentCell order={order} product={product} />
            </td>
            <td className="text-right">
              <button
                type="button"
                className="btn btn-outline btn-error btn-xs sm:btn-sm"
                disabled={!unpaid}
                title={unpaid ? undefined : 'Only unpaid orders can be deleted'}
                onClick={() => onDelete(order)}
              >
                <Trash2 aria-hidden="true" size={16} />
                <span className="hidden sm:inline">Delete</span>
                <span className="sr-only sm:hidden">Delete</span>
                <span className="sr-only"> order of {product}</span>
              </button>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
