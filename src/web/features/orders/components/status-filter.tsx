import { useId } from 'react';
import { orderStatuses, type OrderStatus } from '../../../../shared/order-status';
import { statusCountLabels } from '../../../lib/order-status-counts';

/** The status filter of Manage All Orders; "" means every order. */
export function StatusFilter({ value, onChange }: { value: OrderStatus | undefined; onChange: (status: OrderStatus | undefined) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="text-sm font-semibold whitespace-nowrap">
        Status
      </label>
      <select
        id={id}
        className="select select-sm w-60 sm:select-md"
        value={value ?? ''}
        onChange={(event) => onChange((orderStatuses as readonly string[]).includes(event.target.value) ? (event.target.value as OrderStatus) : undefined)}
      >
        <option value="">All orders</option>
        {orderStatuses.map((status) => (
          <option key={status} value={status}>
            {statusCountLabels[status]}
          </option>
        ))}
      </select>
    </div>
  );
}
