import { Lock } from 'lucide-react';
import type { Ref } from 'react';
import { useFormContext } from 'react-hook-form';
import { legalPath } from '../../../../shared/routes';
import type { CheckoutQuote } from '../../../../shared/schemas/checkout';
import type { PaymentChoice } from '../../../../shared/schemas/orders';
import { useTaxDisplay } from '../../../components/ui/use-tax-display';
import { useFormatMoney } from '../../../lib/use-format-money';
import { useShopConfig } from '../../../lib/use-shop-config';
import type { CheckoutFormValues } from '../checkout-form';
import { sourceCartLines, sourceLines, sourceQuote, sourceSubtotal, type CheckoutSource } from '../checkout-source';
import { slotText } from '../../../../shared/delivery-text';
import type { DiscountCodeState } from '../use-discount-code';
import { CheckoutProblemAlert, type CheckoutProblem } from './checkout-problem-alert';
import { DiscountCodeField } from './discount-code-field';
import { ReviewLines } from './review-lines';
import { ReviewTotals } from './review-totals';

export interface ReviewState {
  /** The shop's review of the cart with the chosen delivery; undefined until the delivery is complete. */
  quote: CheckoutQuote | undefined;
  /** What the delivery choice still lacks before a review can be asked for, said to the buyer (null once complete). */
  waitingFor: string | null;
  /** A review is on its way (the first, or a newer one than shown). */
  loading: boolean;
  /** Why the cart cannot be reviewed with this delivery. */
  refusal: CheckoutProblem | null;
  slot: { day: string; window: string } | null;
}

interface ReviewPanelProps {
  review: ReviewState;
  /** The cart, or the answered quote being ordered. */
  source: CheckoutSource;
  payment: PaymentChoice;
  /** Why the last attempt to place the order failed. */
  problem: CheckoutProblem | null;
  problemRef: Ref<HTMLDivElement>;
  busy: boolean;
  /** The discount code typed or applied (issue 15 §4). */
  discount: DiscountCodeState;
  onApplyCode: () => void;
}

function WhereAndWhen({ quote, slot }: { quote: CheckoutQuote; slot: ReviewState['slot'] }) {
  const { locale, delivery } = useShopConfig();
  const pickup = quote.delivery.method === 'pickup';
  return (
    <dl className="grid gap-1.5 rounded-field bg-base-200/60 px-3 py-2.5 text-sm">
      <div>
        <dt className="font-semibold">{pickup ? 'Pick up at' : 'Deliver to'}</dt>
        <dd className="text-base-content/80 [overflow-wrap:anywhere]">{pickup ? delivery.pickup.address : quote.delivery.address}</dd>
      </div>
      <div>
        <dt className="font-semibold">{pickup ? 'Opening hours' : 'Delivery slot'}</dt>
        <dd className="text-base-content/80">{pickup ? delivery.pickup.hours : slot ? slotText(slot, locale, 'long') : '—'}</dd>
      </div>
    </dl>
  );
}

/**
 * Step 4, the order summary (beside the steps on wide screens): the lines, subtotal, discount,
 * delivery, tax and total as the shop reviewed them, a discount code, the terms and "Place order".
 */
export function ReviewPanel({ review, source, payment, problem, problemRef, busy, discount, onApplyCode }: ReviewPanelProps) {
  const formatMoney = useFormatMoney();
  const tax = useTaxDisplay();
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const { quote } = review;
  const termsError = errors.acceptTerms?.message;
  const lines = quote?.lines ?? sourceLines(source);
  const ordering = sourceQuote(source);
  const subtotal = tax.show(sourceSubtotal(source));
  return (
    <section aria-labelledby="checkout-review-heading" className="flex flex-col gap-4 rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:p-6">
      <h2 id="checkout-review-heading" className="flex items-center gap-3 text-lg font-bold sm:text-xl">
        <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-content">
          4
        </span>
        <span>
          <span className="sr-only">Step 4: </span>Review your order
        </span>
      </h2>
      <div aria-busy={review.loading} className="flex flex-col gap-4">
        <ReviewLines lines={lines} cartLines={sourceCartLines(source)} />
        {ordering && <p className="text-sm text-base-content/75">The prices agreed in quote {ordering.number}.</p>}
        {review.refusal ? (
          <CheckoutProblemAlert id="checkout-review-refusal" problem={review.refusal} />
        ) : quote ? (
          <>
            <ReviewTotals quote={quote} />
            <WhereAndWhen quote={quote} slot={review.slot} />
          </>
        ) : (
          <dl className="flex flex-col gap-2">
            <div className="flex items-baseline justify-between gap-4 text-sm">
              <dt className="text-base-content/75">Subtotal{tax.note && <span className="block text-xs">{tax.note}</span>}</dt>
              <dd className="font-medium tabular-nums">{formatMoney(subtotal)}</dd>
            </div>
            {discount.appliedAs && (
              <div className="flex items-baseline justify-between gap-4 text-sm">
                <dt className="text-base-content/75">
                  Discount<span className="block text-xs">Code {discount.appliedAs.code}</span>
                </dt>
                <dd className="font-medium text-success tabular-nums">−{formatMoney(tax.show(discount.appliedAs.amount))}</dd>
              </div>
            )}
          </dl>
        )}
        <p role="status" className="text-sm text-base-content/75 empty:hidden">
          {review.loading ? (
            <span className="flex items-center gap-2">
              <span className="loading loading-spinner loading-xs" aria-hidden="true" />
              Working out your total…
            </span>
          ) : review.waitingFor !== null ? (
            review.waitingFor
          ) : (
            ''
          )}
        </p>
      </div>
      {/* A quote's prices are agreed: no discount code goes with them. */}
      {!ordering && <DiscountCodeField discount={discount} onApply={onApplyCode} />}
      <div className="flex flex-col gap-1.5 border-t border-base-300 pt-4">
        <div className="flex items-start gap-3">
          <input
            id="checkout-accept-terms"
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-primary"
            aria-invalid={Boolean(termsError)}
            aria-describedby={['checkout-terms-hint', termsError ? 'checkout-terms-error' : ''].filter(Boolean).join(' ')}
            {...register('acceptTerms')}
          />
          <label htmlFor="checkout-accept-terms" className="text-sm">
            I accept the{' '}
            <a href={legalPath('terms-of-use')} target="_blank" rel="noopener" className="link link-primary font-medium">
              terms of use
            </a>{' '}
            and the{' '}
            <a href={legalPath('delivery-and-returns')} target="_blank" rel="noopener" className="link link-primary font-medium">
              delivery and returns
            </a>{' '}
            conditions
          </label>
        </div>
        <p id="checkout-terms-hint" className="ml-8 text-xs text-base-content/70">
          The links open in a new tab.
        </p>
        <p id="checkout-terms-error" role={termsError ? 'alert' : undefined} className="ml-8 text-sm font-medium text-error empty:hidden">
          {termsError}
        </p>
      </div>
      {problem && <CheckoutProblemAlert id="checkout-problem" ref={problemRef} problem={problem} />}
      <button type="submit" className="btn btn-primary btn-lg w-full" disabled={busy}>
        {busy ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : <Lock aria-hidden="true" size={18} />}
        Place order
      </button>
      <p className="text-center text-xs text-base-content/70">
        {payment === 'card'
          ? 'You pay by card on the next page.'
          : payment === 'invoice'
            ? `You pay on invoice${quote?.invoice ? ` within ${quote.invoice.paymentTermsDays} days` : ''}; the invoice comes by email.`
            : 'You pay in cash when the order is handed over.'}
      </p>
    </section>
  );
}
