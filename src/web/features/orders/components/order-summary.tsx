import { deliveryMethodLabels, paymentChoiceLabels, slotText } from '../../../../shared/delivery-text';
import type { Order } from '../../../../shared/schemas/orders';
import { invoiceDueMessage } from '../../../../shared/schemas/trade';
import { taxRateText } from '../../../../shared/tax';
import { useFormatMoney } from '../../../lib/use-format-money';
import { useShopConfig } from '../../../lib/use-shop-config';

/**
 * The parts of one order as My Orders' details and the order's own page show them: its lines, its
 * sums (with a discount code's share and the tax) and its facts (delivery, slot, address, phone,
 * payment).
 */

/** Each line: the product, quantity × piece price under its name (as in the checkout's review), and the line total. */
export function OrderLinesTable({ order }: { order: Order }) {
  const formatMoney = useFormatMoney();
  // Compact cells of its own (the dashboard table's cell padding reaches every cell inside it).
  return (
    <table className="w-full text-left text-xs sm:text-sm [&_tr>:is(td,th)]:py-1.5 [&_tr>:is(td,th)]:pr-3 [&_tr>:is(td,th)]:pl-0 [&_tr>:last-child]:pr-0 [&_tr>td]:align-top">
      <caption className="sr-only">Lines of order {order.number}</caption>
      <thead>
        <tr className="text-base-content/70">
          <th scope="col" className="font-medium">Product</th>
          <th scope="col" className="text-right font-medium">Total</th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line) => (
          <tr key={line.productId} className="border-t border-base-200">
            <td>
              <span className="block [overflow-wrap:anywhere]">{line.productName}</span>
              <span className="block text-base-content/70 tabular-nums">
                {line.quantity} × {formatMoney(line.unitPrice)}
              </span>
            </td>
            <td className="text-right whitespace-nowrap tabular-nums">{formatMoney(line.lineTotal)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Subtotal, discount, delivery fee, tax and total. */
export function OrderSums({ order }: { order: Order }) {
  const formatMoney = useFormatMoney();
  const { tax } = order;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs sm:text-sm">
      <dt className="text-base-content/70">Subtotal</dt>
      <dd className="text-right tabular-nums">{formatMoney(order.subtotal)}</dd>
      {order.discountCents > 0 && (
        <>
          <dt className="text-base-content/70">
            Discount <span className="block font-mono text-xs [overflow-wrap:anywhere]">{order.discountCode}</span>
          </dt>
          <dd className="text-right text-success tabular-nums">−{formatMoney(order.discountCents)}</dd>
        </>
      )}
      <dt className="text-base-content/70">Delivery</dt>
      <dd className="text-right tabular-nums">{order.delivery.fee === 0 ? 'Free' : formatMoney(order.delivery.fee)}</dd>
      {tax.rateBasisPoints > 0 && (
        <>
          <dt className="text-base-content/70">
            {tax.included ? 'Incl.' : 'Plus'} {tax.name} {taxRateText(tax.rateBasisPoints)}
          </dt>
          <dd className="text-right tabular-nums">{formatMoney(tax.amount)}</dd>
        </>
      )}
      <dt className="font-semibold">Total</dt>
      <dd className="text-right font-semibold tabular-nums">{formatMoney(order.total)}</dd>
    </dl>
  );
}

/** How the order reaches the customer and how it is paid. */
export function OrderFacts({ order }: { order: Order }) {
  const { locale } = useShopConfig();
  const { delivery } = order;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs sm:text-sm">
      <dt className="text-base-content/70">Delivery</dt>
      <dd>
        {deliveryMethodLabels[delivery.method]}
        {delivery.zone && <span className="text-base-content/70"> · {delivery.zone}</span>}
      </dd>
      {delivery.slot && (
        <>
          <dt className="text-base-content/70">Slot</dt>
          <dd>{slotText(delivery.slot, locale)}</dd>
        </>
      )}
      <dt className="text-base-content/70">{delivery.method === 'pickup' ? 'Pickup' : 'Address'}</dt>
      <dd className="[overflow-wrap:anywhere]">{order.deliveryAddress}</dd>
      {delivery.siteNotes && (
        <>
          <dt className="text-base-content/70">Site notes</dt>
          <dd className="[overflow-wrap:anywhere]">{delivery.siteNotes}</dd>
        </>
      )}
      <dt className="text-base-content/70">Phone</dt>
      <dd>{order.phone}</dd>
      <dt className="text-base-content/70">Payment</dt>
      <dd>{order.invoiceTerms && !order.paidAt ? invoiceDueMessage(order.invoiceTerms, locale) : paymentChoiceLabels[order.paymentChoice]}</dd>
    </dl>
  );
}
