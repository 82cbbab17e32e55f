import type { Order } from '../../../../shared/schemas/orders';
import { taxRateText } from '../../../../shared/tax';
import { useFormatMoney } from '../../../lib/use-format-money';

/** The tax within an order's amount, under the amount: "incl. $8.17 VAT 20 %"; nothing at a rate of 0. */
export function OrderTaxNote({ order }: { order: Pick<Order, 'tax'> }) {
  const formatMoney = useFormatMoney();
  const { tax } = order;
  if (tax.rateBasisPoints === 0) return null;
  return (
    <span className="block text-xs font-normal whitespace-nowrap text-base-content/70">
      {tax.included ? 'incl.' : 'with'} {formatMoney(tax.amount)} {tax.name} {taxRateText(tax.rateBasisPoints)}
    </span>
  );
}
