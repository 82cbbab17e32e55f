import type { DeliveryMethod } from '../../../../shared/delivery';
import { statusLabelOf, type OrderStatus, type PaymentChoice } from '../../../../shared/order-status';

const TONES: Record<OrderStatus, string> = {
  pending_payment: 'badge-warning',
  paid: 'badge-success',
  shipped: 'badge-info',
  delivered: 'badge-neutral',
  cancelled: 'badge-ghost border-base-300',
};

/** Unpaid (or Pay on delivery, On invoice), Paid, Shipped, Delivered or Cancelled (SPEC §6; Ready for pickup and Collected at the counter), each in its own colour. */
export function StatusBadge({ status, payment = 'card', paid = false, method = 'home' }: { status: OrderStatus; payment?: PaymentChoice; paid?: boolean; method?: DeliveryMethod }) {
  const tone = status === 'pending_payment' && paid ? TONES.paid : TONES[status];
  return <span className={`badge badge-sm font-semibold whitespace-nowrap sm:badge-md ${tone}`}>{statusLabelOf(status, payment, paid, method)}</span>;
}
