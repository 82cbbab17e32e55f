import { PackageCheck, Store, Truck, XCircle } from 'lucide-react';
import { canTransition, pickupStatusLabels } from '../../../../shared/order-status';
import type { Order } from '../../../../shared/schemas/orders';

interface OrderActionsProps {
  order: Order;
  /** A status change of this order is running. */
  busy: boolean;
  onShip: (order: Order) => void;
  onDeliver: (order: Order) => void;
  onCancel: (order: Order) => void;
}

/**
 * An admin's buttons for one order, by the shared status machine: "Ship Now" only for a paid
 * order (shown but disabled before) or a cash-on-delivery one, "Mark Delivered" once shipped
 * (a cash-on-delivery order is paid then), "Cancel" while pending or paid, and for a cash-on-delivery
 * order also once shipped (refused at the door). An order collected at the counter is made
 * "Ready for pickup", then "Mark Collected": nothing of it is shipped.
 */
export function OrderActions({ order, busy, onShip, onDeliver, onCancel }: OrderActionsProps) {
  const label = <span className="sr-only"> order {order.number}</span>;
  const pickup = order.delivery.method === 'pickup';
  return (
    <>
      {order.status === 'shipped' ? (
        <button type="button" className="btn btn-info btn-xs whitespace-nowrap sm:btn-sm" disabled={busy} onClick={() => onDeliver(order)}>
          <PackageCheck aria-hidden="true" size={16} />
          {pickup ? `Mark ${pickupStatusLabels.delivered}` : 'Mark Delivered'}
          {label}
        </button>
      ) : (
        <button
          type="button"
          className="btn btn-primary btn-xs whitespace-nowrap sm:btn-sm"
          disabled={busy || !canTransition(order.status, 'shipped', 'admin', order.paymentChoice)}
          title={order.status === 'pending_payment' && order.paymentChoice === 'card' ? 'This order has not been paid yet' : undefined}
          onClick={() => onShip(order)}
        >
          {pickup ? <Store aria-hidden="true" size={16} /> : <Truck aria-hidden="true" size={16} />}
          {pickup ? pickupStatusLabels.shipped : 'Ship Now'}
          {label}
        </button>
      )}
      <button
        type="button"
        className="btn btn-outline btn-error btn-xs whitespace-nowrap sm:btn-sm"
        disabled={busy || !canTransition(order.status, 'cancelled', 'admin', order.paymentChoice)}
        onClick={() => onCancel(order)}
      >
        <XCircle aria-hidden="true" size={16} />
        Cancel{label}
      </button>
    </>
  );
}
