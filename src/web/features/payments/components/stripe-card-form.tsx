import { Lock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toasts';
import type { PaymentSession } from '../../../../shared/schemas/payments';
import { FormAlert } from '../../../components/ui/form-alert';
import { errorMessage, isUnauthorized } from '../../../lib/api-error';
import { useConfirmPayment } from '../api/use-confirm-payment';
import type { PaymentResult } from '../api/use-pay-with-test-card';
import { loadStripe, type Stripe, type StripeElements } from './load-stripe';
import { PayButton } from './pay-button';

const UNAVAILABLE = 'The card form could not be loaded. Please check your connection and reload the page.';

/**
 * SPEC §7 Stripe: Stripe Elements' card form, loaded only on this page and only for the Stripe
 * provider (this module is imported lazily). Stripe takes the card; then the shop's server asks
 * Stripe whether it succeeded before it marks the order paid.
 */
export default function StripeCardForm({ session, onPaid }: { session: PaymentSession; onPaid: (result: PaymentResult) => void }) {
  const container = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [ready, setReady] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const configured = Boolean(session.publishableKey && session.clientSecret);
  const [paying, setPaying] = useState(false);
  const confirm = useConfirmPayment(session.paymentId);

  useEffect(() => {
    const { publishableKey, clientSecret } = session;
    if (!publishableKey || !clientSecret) return;
    let cancelled = false;
    let element: ReturnType<StripeElements['create']> | undefined;
    loadStripe(publishableKey)
      .then((instance) => {
        if (cancelled || !container.current) return;
        const elements = instance.elements({ clientSecret, appearance: { theme: 'stripe' } });
        element = elements.create('payment', { layout: 'tabs' });
        element.on('ready', () => setReady(true));
        element.mount(container.current);
        setStripe({ stripe: instance, elements });
      })
      .catch(() => !cancelled && setRefusal(UNAVAILABLE));
    return () => {
      cancelled = true;
      element?.destroy();
    };
  }, [session]);

  const pay = async () => {
    if (!stripe) return;
    setRefusal(null);
    setPaying(true);
    try {
      const submitted = await stripe.elements.submit();
      if (submitted.error) return setRefusal(submitted.error.message ?? UNAVAILABLE);
      const { error } = await stripe.stripe.confirmPayment({ elements: stripe.elements, redirect: 'if_required', confirmParams: { return_url: window.location.href } });
      if (error) return setRefusal(error.message ?? UNAVAILABLE);
      onPaid(await confirm.mutateAsync());
    } catch (error) {
      if (!isUnauthorized(error)) toast.error(errorMessage(error));
    } finally {
      setPaying(false);
    }
  };

  return (
    <form
      aria-label="Card payment"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
    >
      <div ref={container} className="min-h-40 rounded-box border border-base-300 p-4" />
      {(refusal ?? (configured ? null : UNAVAILABLE)) && <FormAlert>{refusal ?? UNAVAILABLE}</FormAlert>}
      <PayButton ready={ready} pending={paying} />
      <p className="flex items-center justify-center gap-1.5 text-xs text-base-content/70">
        <Lock aria-hidden="true" size={14} /> Card details go straight to Stripe; the shop never sees them.
      </p>
    </form>
  );
}
