import { statusLabelOf, type OrderStatus, type PaymentChoice } from '../../../../shared/order-status';

const TONES: Record<OrderStatus, string> = {
  pending_payment: 'badge-warning',
  paid: 'badge-success',
  shipped: 'badge-info',
  delivered: 'badge-neutral',
  cancelled: 'badge-ghost border-base-300',
};

/** Unpaid (or Pay on delivery), Paid, Shipped, Delivered or Cancelled (SPEC §6), each in its own colour. */
export function StatusBadge({ status, payment = 'card' }: { status: OrderStatus; payment?: PaymentChoice }) {
  return <span className={`badge badge-sm font-semibold whitespace-nowrap sm:badge-md ${TONES[status]}`}>{statusLabelOf(status, payment)}</span>;
}
