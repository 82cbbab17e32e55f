import { Banknote, CircleCheck, ListOrdered, ReceiptText, ShoppingBag } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { checkoutMessages } from '../../../../shared/schemas/checkout';
import { paths } from '../../../../shared/routes';
import type { Order } from '../../../../shared/schemas/orders';
import { invoiceDueMessage } from '../../../../shared/schemas/trade';
import { useFormatMoney } from '../../../lib/use-format-money';
import { useShopConfig } from '../../../lib/use-shop-config';
import { slotText } from '../../../../shared/delivery-text';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-3 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-semibold text-base-content/75">{term}</dt>
      <dd className="[overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** How the order is paid: the cash to have ready, or (on invoice) the last day to pay. */
function PaymentNote({ order }: { order: Order }) {
  const formatMoney = useFormatMoney();
  const { locale } = useShopConfig();
  if (order.paymentChoice === 'invoice' && order.invoiceTerms) {
    return (
      <p className="mt-3 flex items-start gap-2.5 rounded-field bg-accent/20 px-4 py-3 font-medium">
        <ReceiptText aria-hidden="true" size={20} className="mt-0.5 shrink-0" />
        <span>
          {invoiceDueMessage(order.invoiceTerms, locale)}. The invoice for {formatMoney(order.total)} comes by email and is in My Orders.
        </span>
      </p>
    );
  }
  const pickup = order.delivery.method === 'pickup';
  return (
    <p className="mt-3 flex items-start gap-2.5 rounded-field bg-accent/20 px-4 py-3 font-medium">
      <Banknote aria-hidden="true" size={20} className="mt-0.5 shrink-0" />
      {pickup ? 'Pay in cash when you collect it.' : 'Pay in cash when it arrives.'} Please have {formatMoney(order.total)} ready.
    </p>
  );
}

/**
 * After an order paid in cash on delivery or on invoice: its number, when and where it comes (or
 * where to collect it), the total to have ready in cash or the last day to pay its invoice, and
 * the way to My Orders. The heading takes the focus.
 */
export function CashOrderConfirmation({ order }: { order: Order }) {
  const formatMoney = useFormatMoney();
  const { locale, delivery } = useShopConfig();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const pickup = order.delivery.method === 'pickup';
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-success/15 text-success">
          <CircleCheck aria-hidden="true" size={32} />
        </span>
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-extrabold tracking-tight text-balance focus:outline-none sm:text-4xl">
          {checkoutMessages.placed}
        </h1>
        <p className="text-base-content/75">You find it in My Orders; updates about it go to {order.email}.</p>
      </div>
      <section aria-labelledby="confirmation-order-heading" className="rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-6">
        <h2 id="confirmation-order-heading" className="text-lg font-bold">
          Order details
        </h2>
        <dl className="mt-2 divide-y divide-base-300">
          <Detail term="Order number">
            <span className="font-mono font-semibold">{order.number}</span>
          </Detail>
          {pickup ? (
            <>
              <Detail term="Pick up at">{delivery.pickup.address}</Detail>
              <Detail term="Opening hours">{delivery.pickup.hours}</Detail>
            </>
          ) : (
            <>
              <Detail term="Delivery slot">{order.delivery.slot ? slotText(order.delivery.slot, locale, 'long') : '—'}</Detail>
              <Detail term="Delivery address">{order.deliveryAddress}</Detail>
            </>
          )}
          <Detail term="Products">
            <ul className="flex flex-col gap-0.5">
              {order.lines.map((line) => (
                <li key={line.productId}>
                  {line.quantity} × {line.productName}
                </li>
              ))}
            </ul>
          </Detail>
          <Detail term="Total">
            <span className="text-xl font-extrabold tabular-nums">{formatMoney(order.total)}</span>
          </Detail>
        </dl>
        <PaymentNote order={order} />
      </section>
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={paths.dashboard} className="btn btn-primary">
          <ListOrdered aria-hidden="true" size={18} />
          View My Orders
        </Link>
        <Link to={paths.allProducts} className="btn btn-outline">
          <ShoppingBag aria-hidden="true" size={18} />
          Continue shopping
        </Link>
      </div>
    </div>
  );
}
