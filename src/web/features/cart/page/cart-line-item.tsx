import { CircleAlert, ImageOff, Info, Trash2, TrendingDown } from 'lucide-react';
import { Link } from 'react-router';
import { productPath } from '../../../../shared/discovery';
import { buyerUnitPrice, percentText, tierFor, tradePrice } from '../../../../shared/price-tiers';
import type { CartLine } from '../../../../shared/schemas/cart';
import { useBuyerPrices, type BuyerPrices } from '../../../components/ui/buyer-prices';
import { useTaxDisplay } from '../../../components/ui/use-tax-display';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { isUnauthorized } from '../../../lib/api-error';
import { toast } from '../../../lib/toasts';
import { useFormatMoney } from '../../../lib/use-format-money';
import { cartChangeError, useChangeCart, type CartChange } from '../api/use-change-cart';

/** The buyer's own prices when the shop priced this line at them (a trade account's cart), else null. */
function buyerPricesOf(line: CartLine, prices: BuyerPrices | null): BuyerPrices | null {
  if (!prices || tradePrice(line.listUnitPrice, prices.discountBasisPoints) >= line.listUnitPrice) return null;
  return line.unitPrice === buyerUnitPrice(line.listUnitPrice, line.tiers, line.quantity, prices.discountBasisPoints) ? prices : null;
}

/**
 * The piece price at this quantity (with or without the tax as the buyer chose), and the quantity
 * price in effect when there is one. A trade account's line says it is at the trade price, with
 * the list price and the share off it.
 */
function PiecePrice({ line }: { line: CartLine }) {
  const formatMoney = useFormatMoney();
  const tax = useTaxDisplay();
  const buyer = buyerPricesOf(line, useBuyerPrices());
  const base = buyer ? tradePrice(line.listUnitPrice, buyer.discountBasisPoints) : line.listUnitPrice;
  const tier = line.unitPrice < base ? tierFor(line.tiers, line.quantity) : undefined;
  return (
    <div className="flex flex-col gap-0.5 text-sm text-base-content/75">
      <p>
        <span className="font-semibold text-base-content tabular-nums">{formatMoney(tax.show(line.unitPrice))}</span> each
        {tax.note && ` ${tax.note}`}
        {buyer && (
          <>
            {' '}
            <span className="badge badge-sm badge-primary align-middle font-semibold">{buyer.label}</span>
          </>
        )}
        {tier && (
          <>
            {' '}
            <span className="text-base-content/70">
              (quantity price from {tier.minQuantity} pcs, {percentText(tier.discountBasisPoints)}&nbsp;% off {formatMoney(tax.show(base))})
            </span>
          </>
        )}
      </p>
      {buyer && (
        <p className="text-xs">
          List price <span className="tabular-nums">{formatMoney(tax.show(line.listUnitPrice))}</span>, {percentText(buyer.discountBasisPoints)}&nbsp;% off
        </p>
      )}
    </div>
  );
}

/**
 * One line of the cart: picture, name (to the product page), piece price with the quantity price
 * in effect, quantity, line total and Remove; what changed since it was added and what stops it
 * from being ordered.
 */
export function CartLineItem({ line }: { line: CartLine }) {
  const formatMoney = useFormatMoney();
  const tax = useTaxDisplay();
  const change = useChangeCart();
  const problemId = `cart-line-${line.productId}-problem`;

  const send = (next: CartChange) =>
    change.mutateAsync(next).catch((error: unknown) => {
      if (!isUnauthorized(error)) toast.error(cartChangeError(error));
      throw error;
    });
  const setQuantity = (quantity: number) => send({ kind: 'set', productId: line.productId, quantity });

  return (
    <li className="flex gap-4 rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:p-5" aria-busy={change.isPending}>
      <div className="h-20 w-20 shrink-0 overflow-hidden rounded-field bg-base-200 sm:h-24 sm:w-24">
        {line.pictureUrl ? (
          <img src={line.pictureUrl} alt="" width={96} height={96} loading="lazy" decoding="async" className="h-full w-full object-cover" />
        ) : (
          <span className="flex h-full w-full items-center justify-center text-base-content/50">
            <ImageOff aria-hidden="true" size={28} />
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 className="min-w-0 font-semibold [overflow-wrap:anywhere]">
            <Link to={productPath(line)} className="link link-hover">
              {line.name}
            </Link>
          </h2>
          <p className={`text-lg font-bold whitespace-nowrap tabular-nums ${line.problem ? 'text-base-content/60 line-through' : ''}`}>
            <span className="sr-only">Line total: </span>
            {formatMoney(tax.show(line.lineTotal))}
            {line.problem && <span className="sr-only"> (not in the subtotal)</span>}
          </p>
        </div>
        <PiecePrice line={line} />
        {line.priceChange && (
          <p className="flex items-start gap-2 rounded-field border border-warning bg-warning/10 px-3 py-2 text-sm">
            <Info aria-hidden="true" size={16} className="mt-0.5 shrink-0" />
            Price changed from {formatMoney(tax.show(line.priceChange.from))} to {formatMoney(tax.show(line.priceChange.to))} since you added it.
          </p>
        )}
        {line.nextTier && !line.problem && (
          <p className="flex items-center gap-2 text-sm font-medium text-success">
            <TrendingDown aria-hidden="true" size={16} className="shrink-0" />
            <button type="button" className="link text-left" disabled={change.isPending} onClick={() => void setQuantity(line.quantity + line.nextTier!.more).catch(() => undefined)}>
              Add {line.nextTier.more} more for {formatMoney(tax.show(line.nextTier.unitPrice))} each
              <span className="sr-only"> of {line.name}</span>
            </button>
          </p>
        )}
        <div className="mt-1 flex flex-wrap items-end justify-between gap-3">
          <QuantityStepper
            id={`cart-line-${line.productId}-quantity`}
            name={line.name}
            quantity={line.quantity}
            min={line.minOrderQuantity}
            max={line.availableQuantity}
            describedBy={line.problem ? problemId : undefined}
            busy={change.isPending}
            onChange={setQuantity}
          />
          <button type="button" className="btn btn-ghost btn-sm text-error" disabled={change.isPending} onClick={() => void send({ kind: 'remove', productId: line.productId }).catch(() => undefined)}>
            <Trash2 aria-hidden="true" size={16} />
            Remove<span className="sr-only"> {line.name}</span>
          </button>
        </div>
        {line.problem && (
          <p id={problemId} role="alert" className="flex items-start gap-2 text-sm font-medium text-error">
            <CircleAlert aria-hidden="true" size={16} className="mt-0.5 shrink-0" />
            {line.problem}
          </p>
        )}
      </div>
    </li>
  );
}
