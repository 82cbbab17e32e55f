import { Banknote, CircleCheck, CreditCard, PackageCheck, ReceiptText, Store, Truck, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { pickupStatusLabels } from '../../../../shared/order-status';
import type { Order } from '../../../../shared/schemas/orders';
import { dueDayText } from '../../../../shared/schemas/trade';
import { useShopConfig } from '../../../lib/use-shop-config';
import { paymentPathOf } from '../order-lines';

/** The time an unpaid order is cancelled, in the shop's locale on the buyer's own clock: the time today, with the date on another day. */
function dueTime(iso: string, locale: string): string {
  const due = new Date(iso);
  const today = due.toDateString() === new Date().toDateString();
  return new Intl.DateTimeFormat(locale, today ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' }).format(due);
}

/** An order on invoice not paid yet (issue 15 §5): "On invoice, due by May 4, 2026". */
function InvoiceDue({ terms }: { terms: NonNullable<Order['invoiceTerms']> }) {
  const { locale } = useShopConfig();
  return <p className="text-xs text-base-content/75">On invoice, due by {dueDayText(terms.dueOn, locale)}.</p>;
}

/**
 * SPEC §6 My Orders, Payment column: unpaid → "Pay" and a red note (cash on delivery: paid when
 * it arrives; on invoice: its last day to pay); paid → "Paid" and the transaction id; shipped →
 * "Order Shipped"; delivered → "Delivered"; cancelled → "Cancelled". An order picked up at the
 * shop is "Ready for pickup", then "Collected".
 */
export function PaymentCell({ order, product }: { order: Order; product: string }) {
  const { locale } = useShopConfig();
  const cashOnDelivery = order.paymentChoice === 'cash_on_delivery';
  const pickup = order.delivery.method === 'pickup';
  const payInCash = pickup ? 'Pay in cash when you collect it.' : 'Pay in cash when it arrives.';
  const delivered = pickup ? pickupStatusLabels.delivered : 'Delivered';
  const invoiceDue = order.paymentChoice === 'invoice' && !order.paidAt && order.invoiceTerms ? order.invoiceTerms : null;
  // An invoice marked paid keeps its status until it ships: it reads "Paid", never "Pay".
  const status = order.status === 'pending_payment' && order.paidAt ? 'paid' : order.status;
  switch (status) {
    case 'pending_payment':
      if (invoiceDue) {
        return (
          <div className="flex flex-col items-start gap-1">
            <span className="inline-flex items-center gap-1.5 font-semibold text-base-content">
              <ReceiptText aria-hidden="true" size={16} /> On invoice
            </span>
            <InvoiceDue terms={invoiceDue} />
          </div>
        );
      }
      if (cashOnDelivery) {
        return (
          <div className="flex flex-col items-start gap-1">
            <span className="inline-flex items-center gap-1.5 font-semibold text-base-content">
              <Banknote aria-hidden="true" size={16} /> Cash on delivery
            </span>
            <p className="text-xs text-base-content/75">{payInCash}</p>
          </div>
        );
      }
      return (
        <div className="flex flex-col items-start gap-1.5">
          <Link to={paymentPathOf(order)} className="btn btn-primary btn-xs sm:btn-sm">
            <CreditCard aria-hidden="true" size={16} />
            Pay<span className="sr-only"> for {product}</span>
          </Link>
          <p className="text-xs font-semibold text-error">Please pay to confirm this order</p>
          {order.paymentDueAt && <p className="text-xs text-base-content/75">Unpaid orders are cancelled at {dueTime(order.paymentDueAt, locale)}.</p>}
        </div>
      );
    case 'paid':
      return (
        <div className="flex flex-col items-start gap-1">
          <span className="inline-flex items-center gap-1.5 font-semibold text-success">
            <CircleCheck aria-hidden="true" size={16} /> Paid
          </span>
          {order.transactionId && (
            <p className="text-xs text-base-content/75">
              Transaction ID: <span className="font-mono [overflow-wrap:anywhere] text-base-content">{order.transactionId}</span>
            </p>
          )}
        </div>
      );
    case 'shipped':
      return (
        <div className="flex flex-col items-start gap-1">
          <span className="inline-flex items-center gap-1.5 font-semibold text-info">
            {pickup ? (
              <>
                <Store aria-hidden="true" size={16} /> {pickupStatusLabels.shipped}
              </>
            ) : (
              <>
                <Truck aria-hidden="true" size={16} /> Order Shipped
              </>
            )}
          </span>
          {cashOnDelivery && !order.paidAt && <p className="text-xs text-base-content/75">{payInCash}</p>}
          {/* Waiting at the counter unpaid: it goes back on sale when not collected by then. */}
          {pickup && order.paymentDueAt && <p className="text-xs text-base-content/75">Collect it by {dueTime(order.paymentDueAt, locale)}.</p>}
          {invoiceDue && <InvoiceDue terms={invoiceDue} />}
        </div>
      );
    case 'delivered':
      return invoiceDue ? (
        <div className="flex flex-col items-start gap-1">
          <span className="inline-flex items-center gap-1.5 font-semibold text-success">
            <PackageCheck aria-hidden="true" size={16} /> {delivered}
          </span>
          <InvoiceDue terms={invoiceDue} />
        </div>
      ) : (
        <span className="inline-flex items-center gap-1.5 font-semibold text-success">
          <PackageCheck aria-hidden="true" size={16} /> {delivered}
        </span>
      );
    case 'cancelled':
      return (
        <span className="inline-flex items-center gap-1.5 font-semibold text-base-content/70">
          <XCircle aria-hidden="true" size={16} /> Cancelled
        </span>
      );
  }
}
