import { lazy, Suspense } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { errorMessage } from '../../../lib/api-error';
import { usePaymentSession } from '../api/use-payment-session';
import type { PaymentResult } from '../api/use-pay-with-test-card';
import { PayButton } from './pay-button';
import { TestCardForm } from './test-card-form';

/** Stripe Elements only for the Stripe provider: its code (and Stripe.js) load on demand. */
const StripeCardForm = lazy(() => import('./stripe-card-form'));

/** The card form's shape with a disabled "Pay", while the server creates the payment. */
function CardFormPlaceholder() {
  return (
    <div className="flex flex-col gap-4">
      <div role="status" className="flex flex-col gap-3 rounded-box border border-base-300 p-4 motion-safe:animate-pulse">
        <span className="sr-only">Preparing the payment…</span>
        <div aria-hidden="true" className="skeleton h-5 w-28" />
        <div aria-hidden="true" className="skeleton h-10 w-full" />
        <div aria-hidden="true" className="grid grid-cols-2 gap-4">
          <div className="skeleton h-10" />
          <div className="skeleton h-10" />
        </div>
      </div>
      <PayButton ready={false} pending={false} type="button" />
    </div>
  );
}

/**
 * SPEC §7 card form of the payment page: the server first creates the payment for the order
 * ("Pay" stays disabled until then); then the provider's form: the built-in test mode or Stripe.
 */
export function CardPayment({ orderId, onPaid }: { orderId: string; onPaid: (result: PaymentResult) => void }) {
  const session = usePaymentSession(orderId);
  if (session.isPending) return <CardFormPlaceholder />;
  if (session.isError) {
    return <ErrorState title="We could not start the payment" message={errorMessage(session.error)} onRetry={() => void session.refetch()} />;
  }
  if (session.data.provider === 'stripe') {
    return (
      <Suspense fallback={<CardFormPlaceholder />}>
        <StripeCardForm session={session.data} onPaid={onPaid} />
      </Suspense>
    );
  }
  return <TestCardForm paymentId={session.data.paymentId} onPaid={onPaid} />;
}
