import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CalendarClock, ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { statusLabelOf } from '../../../shared/order-status';
import { paths } from '../../../shared/routes';
import type { Order } from '../../../shared/schemas/orders';
import { dueDayText } from '../../../shared/schemas/trade';
import { ErrorState } from '../../components/ui/error-state';
import { Spinner } from '../../components/ui/spinner';
import { orderKeys } from '../../features/orders/api/order-keys';
import { useOrder } from '../../features/orders/api/use-order';
import { itemsOf, quantityOf } from '../../features/orders/order-lines';
import type { PaymentResult as Paid } from '../../features/payments/api/use-pay-with-test-card';
import { CardPayment } from '../../features/payments/components/card-payment';
import { PaymentResult } from '../../features/payments/components/payment-result';
import { ApiError, errorMessage } from '../../lib/api-error';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useFormatMoney } from '../../lib/use-format-money';
import { useSession } from '../../lib/use-session';
import { useShopConfig } from '../../lib/use-shop-config';

const backLink = (
  <Link to={paths.dashboard} className="btn btn-outline btn-sm mt-2">
    <ArrowLeft aria-hidden="true" size={16} /> Back to My Orders
  </Link>
);

/** What the order is for: "Please pay for …", the quantity and the amount. */
function OrderSummary({ order, paidNow }: { order: Order; paidNow: boolean }) {
  const items = itemsOf(order);
  const cashLater = order.paymentChoice === 'cash_on_delivery' && !order.paidAt;
  const invoiceLater = order.paymentChoice === 'invoice' && !order.paidAt;
  const title =
    order.status === 'cancelled'
      ? `Cancelled order of ${items}`
      : cashLater
        ? `To pay on delivery: ${items}`
        : invoiceLater
          ? `To pay on invoice: ${items}`
          : paidNow || order.status !== 'pending_payment'
          ? `You paid for ${items}`
          : `Please pay for ${items}`;
  const formatMoney = useFormatMoney();
  return (
    <section aria-labelledby="payment-summary" className="rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-6">
      <h2 id="payment-summary" className="flex items-start gap-2 text-lg font-bold">
        <ReceiptText aria-hidden="true" size={22} className="mt-0.5 shrink-0 text-primary" />
        <span>{title}</span>
      </h2>
      <div className="mt-4 divide-y divide-base-300 text-sm">
        <p className="flex justify-between gap-4 py-2.5">
          <span className="text-base-content/75">Order number</span>
          <span className="font-mono font-semibold">{order.number}</span>
        </p>
        {order.lines.length > 1 && (
          // Several products: each with its pieces and line total, so "62 pcs" is not all there is to read.
          <ul aria-label="Products in this order" className="flex flex-col gap-1.5 py-2.5">
            {order.lines.map((line) => (
              <li key={line.productId} className="flex justify-between gap-4">
                <span className="min-w-0 [overflow-wrap:anywhere]">
                  <span className="font-semibold tabular-nums">{line.quantity} ×</span> {line.productName}
                </span>
                <span className="shrink-0 font-medium tabular-nums">{formatMoney(line.lineTotal)}</span>
              </li>
            ))}
          </ul>
        )}
        <p className="py-2.5 font-semibold">Quantity: {quantityOf(order)} pcs</p>
        <p className="pt-3 text-xl font-extrabold tracking-tight">Amount: {formatMoney(order.total)}</p>
      </div>
    </section>
  );
}

/** An order on invoice needs no card payment: its invoice is paid by its last day (issue 15 §5). */
function InvoiceDue({ order }: { order: Order }) {
  const { locale } = useShopConfig();
  const terms = order.invoiceTerms;
  return (
    <div className="flex flex-col items-center gap-3 rounded-box border border-base-300 bg-base-200 px-5 py-8 text-center">
      <CalendarClock aria-hidden="true" size={40} className="text-primary" />
      <p className="text-xl font-bold">This order is paid on invoice</p>
      <p className="text-base-content/80">
        There is nothing to pay by card.
        {terms ? ` Please pay its invoice by ${dueDayText(terms.dueOn, locale)} (${terms.paymentTermsDays} days after the order).` : ' Please pay its invoice within your payment terms.'}
      </p>
      <p className="text-sm text-base-content/75">The invoice came by email; you can also download it from My Orders.</p>
      {backLink}
    </div>
  );
}

/** The right-hand panel: the card form, the fresh success, or why this order cannot be paid. */
function PaymentPanel({ order, paid, onPaid }: { order: Order; paid: Paid | null; onPaid: (result: Paid) => void }) {
  if (paid) {
    return (
      <PaymentResult title={paid.message} transactionId={paid.transactionId} focus>
        {backLink}
      </PaymentResult>
    );
  }
  if (order.status === 'cancelled') {
    return <ErrorState title="This order was cancelled" message="A cancelled order cannot be paid. You can order the product again from the shop." />;
  }
  if (order.paymentChoice === 'invoice' && !order.paidAt) return <InvoiceDue order={order} />;
  if (order.paymentChoice === 'cash_on_delivery' && !order.paidAt) {
    return <ErrorState title="This order is paid in cash on delivery" message="There is nothing to pay now: please pay the driver in cash when the order arrives." />;
  }
  // An invoice marked paid keeps its status until it ships: nothing is left to pay by card.
  if (order.status !== 'pending_payment' || order.paidAt) {
    return (
      <PaymentResult title="This order has been paid" transactionId={order.transactionId}>
        <p className="text-sm text-base-content/80">Status: {statusLabelOf(order.status, order.paymentChoice, order.paidAt !== null, order.delivery.method)}</p>
        {backLink}
      </PaymentResult>
    );
  }
  return <CardPayment orderId={order.id} onPaid={onPaid} />;
}

/**
 * SPEC §7 /dashboard/payment/:id (signed in, own order): "Hello, {name}", what to pay for, and
 * the provider's card form. On success: "Your payment was successful!" and the transaction id.
 */
export default function PaymentPage() {
  useDocumentTitle('Payment');
  const { id = '' } = useParams();
  const client = useQueryClient();
  const me = useSession().data?.user;
  const order = useOrder(id);
  const [paid, setPaid] = useState<Paid | null>(null);

  const onPaid = (result: Paid) => {
    setPaid(result);
    void client.invalidateQueries({ queryKey: orderKeys.all });
  };

  if (order.isPending) return <Spinner label="Loading your order…" className="min-h-64" />;
  const notYours = order.isSuccess && order.data.customerId !== me?.id;
  if (order.isError || notYours) {
    const missing = notYours || (order.error instanceof ApiError && order.error.status === 404);
    return (
      <div className="flex flex-col items-center gap-4">
        <h1 className="sr-only">Payment</h1>
        <ErrorState
          title={missing ? 'We could not find this order' : 'We could not load this order'}
          message={missing ? 'You can pay only for your own orders. Please open the order from My Orders.' : errorMessage(order.error)}
          onRetry={missing ? undefined : () => void order.refetch()}
        />
        {backLink}
      </div>
    );
  }

  return (
    <>
      <header className="mb-8">
        <p className="text-sm font-semibold tracking-widest text-primary uppercase">Payment</p>
        <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">Hello, {order.data.customerName}</h1>
        <p className="mt-2 max-w-2xl text-base-content/75">
          {order.data.status === 'pending_payment' && order.data.paymentChoice === 'card' && !paid ? 'Your order is reserved for you. Pay now to confirm it.' : 'Thank you for your order.'}
        </p>
      </header>
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <OrderSummary order={order.data} paidNow={paid !== null} />
        <section aria-label="Payment" className="rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-6">
          <PaymentPanel order={order.data} paid={paid} onPaid={onPaid} />
        </section>
      </div>
    </>
  );
}
