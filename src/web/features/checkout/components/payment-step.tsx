import { Banknote, CreditCard } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import type { DeliveryMethod } from '../../../../shared/schemas/orders';
import { useFormatMoney } from '../../../lib/use-format-money';
import type { CheckoutFormValues } from '../checkout-form';
import { ChoiceCard } from './choice-card';
import { FieldError } from './field-error';
import { StepSection } from './step-section';

interface PaymentStepProps {
  method: DeliveryMethod;
  /** From the review: whether this total may be paid in cash (undefined until reviewed). */
  cashOnDelivery: { allowed: boolean; max: number } | undefined;
}

/** Step 3: card (paid right after placing the order) or cash on delivery, up to the shop's maximum. */
export function PaymentStep({ method, cashOnDelivery }: PaymentStepProps) {
  const formatMoney = useFormatMoney();
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const error = errors.payment?.message;
  const cashRefused = cashOnDelivery !== undefined && !cashOnDelivery.allowed;
  const payment = register('payment');
  return (
    <StepSection id="checkout-payment-heading" step={3} title="Payment">
      <fieldset className="min-w-0" aria-describedby={error ? 'checkout-payment-error' : undefined}>
        <legend className="mb-3 text-sm font-semibold">How would you like to pay?</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <ChoiceCard id="checkout-payment-card" value="card" icon={<CreditCard size={20} />} title="Card" description="Pay securely right after placing the order." {...payment} />
          <ChoiceCard
            id="checkout-payment-cash"
            value="cash_on_delivery"
            icon={<Banknote size={20} />}
            title="Cash on delivery"
            description={
              cashRefused ? (
                <span className="font-medium text-base-content">Cash on delivery is possible up to {formatMoney(cashOnDelivery.max)}.</span>
              ) : method === 'pickup' ? (
                'Pay in cash when you collect the order.'
              ) : (
                'Pay in cash when the order arrives.'
              )
            }
            disabled={cashRefused}
            {...payment}
          />
        </div>
        <FieldError id="checkout-payment-error" message={error} />
      </fieldset>
    </StepSection>
  );
}
