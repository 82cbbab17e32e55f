import type { Order } from '../../../../shared/schemas/orders';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { useFormatMoney } from '../../../lib/use-format-money';
import { itemsOf, quantityOf } from '../order-lines';
import { InvoiceLink } from './invoice-link';
import { OrderActions } from './order-actions';
import { OrderDetails } from './order-details';
import { StatusBadge } from './status-badge';
import { OrderTaxNote } from './order-tax-note';

const COLUMNS: DataTableColumn[] = [
  { label: 'No', className: 'w-8 sm:w-14' },
  { label: 'Customer', className: 'hidden md:table-cell' },
  { label: 'Item' },
  { label: 'Amount', className: 'hidden text-right sm:table-cell' },
  { label: 'Payment status', className: 'hidden sm:table-cell' },
  { label: 'Actions', className: 'hidden text-right sm:table-cell' },
];

interface AllOrdersTableProps {
  orders: Order[];
  /** Number of the first row (rows continue across pages). */
  firstNumber: number;
  /** The order whose status change is running, if any. */
  busyId: string | null;
  onShip: (order: Order) => void;
  onDeliver: (order: Order) => void;
  onCancel: (order: Order) => void;
}

/**
 * SPEC §6 Manage All Orders: No, Customer, Item, Amount, Payment status and the admin's actions
 * (order-actions.tsx). Smaller screens fold the customer, the amount, the status and (on phones)
 * the buttons under the item, so the table fits without scrolling sideways.
 */
export function AllOrdersTable({ orders, firstNumber, busyId, onShip, onDeliver, onCancel }: AllOrdersTableProps) {
  const formatMoney = useFormatMoney();
  return (
    <DataTable label="All Orders" columns={COLUMNS}>
      {orders.map((order, index) => {
        const item = itemsOf(order);
        const actions = <OrderActions order={order} busy={busyId === order.id} onShip={onShip} onDeliver={onDeliver} onCancel={onCancel} />;
        const customer = (
          <>
            <span className="block font-semibold [overflow-wrap:anywhere]">{order.customerName}</span>
            <span className="block text-xs text-base-content/75 [overflow-wrap:anywhere]">{order.email}</span>
          </>
        );
        return (
          <tr key={order.id} className="hover:bg-base-200/50 *:align-top">
            <th scope="row" className="font-medium text-base-content/75 tabular-nums">
              {firstNumber + index}
            </th>
            <td className="hidden md:table-cell">{customer}</td>
            <td>
              <span className="block font-semibold [overflow-wrap:anywhere]">{item}</span>
              <span className="mt-0.5 block text-xs text-base-content/75">
                {quantityOf(order)} pcs · Order <span className="font-mono whitespace-nowrap">{order.number}</span>
              </span>
              <OrderDetails order={order} />
              <InvoiceLink order={order} />
              <span className="mt-1 flex items-center gap-2 sm:hidden">
                <span className="font-semibold tabular-nums">{formatMoney(order.total)}</span>
                <StatusBadge status={order.status} payment={order.paymentChoice} paid={order.paidAt !== null} method={order.delivery.method} />
              </span>
              <span className="mt-2 block md:hidden">{customer}</span>
              <div className="mt-3 flex flex-wrap gap-2 sm:hidden">{actions}</div>
            </td>
            <td className="hidden text-right font-semibold whitespace-nowrap tabular-nums sm:table-cell">
              <span className="block">{formatMoney(order.total)}</span>
              <OrderTaxNote order={order} />
            </td>
            <td className="hidden sm:table-cell">
              <StatusBadge status={order.status} payment={order.paymentChoice} paid={order.paidAt !== null} method={order.delivery.method} />
            </td>
            <td className="hidden sm:table-cell">
              <div className="flex flex-col items-end gap-2">{actions}</div>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
