import type { ReactNode } from 'react';
import type { CheckoutQuote } from '../../../../shared/schemas/checkout';
import { taxRateText } from '../../../../shared/tax';
import { partsAsShown } from '../../../../shared/tax-display';
import { useTaxDisplay } from '../../../components/ui/use-tax-display';
import { useFormatMoney } from '../../../lib/use-format-money';

const METHOD_NAMES = { home: 'Home delivery', site: 'Building site delivery', pickup: 'Pickup at the shop' } as const;

function Row({ label, children, detail }: { label: string; children: ReactNode; detail?: string | null | undefined }) {
  return (
    <div className="flex items-baseline justify-between gap-4 text-sm">
      <dt className="text-base-content/75">
        {label}
        {detail && <span className="block text-xs">{detail}</span>}
      </dt>
      <dd className="font-medium tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * Subtotal, the discount code's share, delivery, tax and total as the shop priced them. The tax reads as in the order tables:
 * "incl. $8.17 VAT 20 %" under the total; when the buyer sees prices without it, the parts are
 * without it too and the tax has a line of its own, adding up to the total.
 */
export function ReviewTotals({ quote }: { quote: CheckoutQuote }) {
  const formatMoney = useFormatMoney();
  const shown = useTaxDisplay();
  const { tax, delivery } = quote;
  const taxLabel = `${tax.name} ${taxRateText(tax.rateBasisPoints)}`;
  const rule = { name: tax.name, rateBasisPoints: tax.rateBasisPoints, pricesIncludeTax: tax.included };
  const parts = partsAsShown({ subtotal: quote.subtotal, discount: quote.discountCents, delivery: delivery.fee, tax: tax.amount, total: quote.total }, rule, shown.shown);
  // Parts without the tax need it on a line of its own to reach the total; parts with it say so under the total.
  const taxOnItsOwnLine = tax.rateBasisPoints > 0 && shown.shown === 'excl';
  const note = tax.rateBasisPoints > 0 ? `${shown.shown === 'excl' ? 'excl.' : 'incl.'} ${tax.name}` : null;
  return (
    <dl className="flex flex-col gap-2">
      <Row label="Subtotal" detail={note}>
        {formatMoney(parts.subtotal)}
      </Row>
      {quote.discountCode && (
        <Row label="Discount" detail={`Code ${quote.discountCode}`}>
          <span className="text-success">−{formatMoney(parts.discount)}</span>
        </Row>
      )}
      <Row label={METHOD_NAMES[delivery.method]} detail={delivery.zone}>
        {delivery.fee === 0 ? <span className="text-success">Free</span> : formatMoney(parts.delivery)}
      </Row>
      {taxOnItsOwnLine && <Row label={taxLabel}>{formatMoney(tax.amount)}</Row>}
      <div className="mt-1 flex items-baseline justify-between gap-4 border-t border-base-300 pt-3">
        <dt className="font-semibold">Total</dt>
        <dd className="text-right">
          <span className="text-2xl font-extrabold tracking-tight tabular-nums">{formatMoney(quote.total)}</span>
          {tax.rateBasisPoints > 0 && (
            <span className="block text-xs font-normal whitespace-nowrap text-base-content/70">
              {taxOnItsOwnLine ? 'with' : 'incl.'} {formatMoney(tax.amount)} {taxLabel}
            </span>
          )}
        </dd>
      </div>
    </dl>
  );
}
