import { deliveryMethodLabels, paymentChoiceLabels, slotText } from '../../../../shared/delivery-text';
import type { Order } from '../../../../shared/schemas/orders';
import { invoiceDueMessage } from '../../../../shared/schemas/trade';
import { taxRateText } from '../../../../shared/tax';
import { useFormatMoney } from '../../../lib/use-format-money';
import { useShopConfig } from '../../../lib/use-shop-config';

/**
 * Issue 14 §8: everything about one order that its row in My Orders or Manage All Orders folds
 * away — each line, the delivery (method, zone, slot, address, site notes), how it is paid, and
 * the sums (with a discount code's share) — behind a disclosure, so a thirty-line order keeps the table readable.
 */
export function OrderDetails({ order }: { order: Order }) {
  const formatMoney = useFormatMoney();
  const { locale } = useShopConfig();
  const { delivery, tax } = order;
  const lines = order.lines.length;
  return (
    <details className="group mt-2 text-sm">
      <summary className="cursor-pointer font-medium text-primary hover:underline">
        Details<span className="sr-only"> of order {order.number}</span> ({lines} {lines === 1 ? 'line' : 'lines'})
      </summary>
      <div className="mt-2 space-y-3 rounded-box border border-base-300 bg-base-100 p-3">
        {/* Compact cells of its own (the dashboard table's cell padding reaches every cell inside it);
            quantity and piece price under the name, as in the checkout's review, so the name keeps the width. */}
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
      </div>
    </details>
  );
}
