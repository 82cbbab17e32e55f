import { Banknote, CreditCard, ReceiptText } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { CheckoutQuote } from '../../../../shared/schemas/checkout';
import type { DeliveryMethod } from '../../../../shared/schemas/orders';
import { ConfirmAddressNotice } from '../../../components/ui/confirm-address-notice';
import { tradeAccountQuery } from '../../../lib/trade-account-query';
import { useSession } from '../../../lib/use-session';
import { useFormatMoney } from '../../../lib/use-format-money';
import type { TradeAccount } from '../../../../shared/schemas/trade';
import type { CheckoutFormValues } from '../checkout-form';
import { ChoiceCard } from './choice-card';
import { FieldError } from './field-error';
import { StepSection } from './step-section';

type InvoiceOffer = CheckoutQuote['invoice'];

interface PaymentStepProps {
  method: DeliveryMethod;
  /** From the review: whether this total may be paid in cash (undefined until reviewed). */
  cashOnDelivery: CheckoutQuote['cashOnDelivery'] | undefined;
  /** From the review: paying on invoice (a trade account with payment terms), null for everyone else; undefined while no review is shown. */
  invoice: InvoiceOffer | undefined;
}

/**
 * The last answer of the shop about paying on invoice: it stays on screen while a new review is
 * on its way (or the delivery is being changed), so the choice does not come and go.
 */
function useLastInvoiceOffer(invoice: InvoiceOffer | undefined): InvoiceOffer {
  const [last, setLast] = useState<InvoiceOffer>(null);
  if (invoice !== undefined && invoice !== last) setLast(invoice);
  return invoice === undefined ? last : invoice;
}

/**
 * Before any review, what the customer's own trade account says: an approved account with payment
 * terms may pay on invoice (the review then judges this order's total against the credit left).
 * The choice is there from the start, not only once a delivery slot is chosen.
 */
function invoiceOfAccount(account: TradeAccount | null | undefined): InvoiceOffer {
  if (!account || account.status !== 'approved' || account.paymentTermsDays <= 0) return null;
  return { allowed: true, paymentTermsDays: account.paymentTermsDays, creditAvailable: Math.max(0, account.creditLimit - account.creditUsed), message: null };
}

/**
 * Step 3: card (paid right after placing the order), cash on delivery up to the shop's maximum,
 * and for a trade account with payment terms, on invoice while the order fits its credit limit.
 */
export function PaymentStep({ method, cashOnDelivery, invoice }: PaymentStepProps) {
  const formatMoney = useFormatMoney();
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const error = errors.payment?.message;
  // Cash on delivery waits for a confirmed address: known from the session before any review.
  const user = useSession().data?.user;
  const unconfirmed = cashOnDelivery ? !cashOnDelivery.emailConfirmed : user?.emailVerified === false;
  const cashRefused = unconfirmed || (cashOnDelivery !== undefined && !cashOnDelivery.allowed);
  const account = useQuery({ ...tradeAccountQuery, select: (reply) => reply.account });
  const offer = useLastInvoiceOffer(invoice) ?? invoiceOfAccount(account.data);
  const invoiceRefused = offer !== null && !offer.allowed;
  const payment = register('payment');

  // On invoice cannot stay chosen once the shop says this order may not be paid so (its card says why).
  const chosen = useWatch({ control, name: 'payment' });
  useEffect(() => {
    if (chosen === 'invoice' && invoice !== undefined && (invoice === null || !invoice.allowed)) setValue('payment', 'card');
  }, [chosen, invoice, setValue]);

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
              unconfirmed ? (
                <span className="font-medium text-base-content">Possible once your email address is confirmed.</span>
              ) : cashRefused && cashOnDelivery ? (
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
          {offer && (
            <ChoiceCard
              id="checkout-payment-invoice"
              value="invoice"
              icon={<ReceiptText size={20} />}
              title={`On invoice (${offer.paymentTermsDays} days)`}
              description={
                invoiceRefused ? (
                  <span className="font-medium text-base-content">{offer.message}</span>
                ) : (
                  `Pay within ${offer.paymentTermsDays} days; the invoice comes by email. ${formatMoney(offer.creditAvailable)} of your credit limit is left.`
                )
              }
              disabled={invoiceRefused}
              {...payment}
            />
          )}
        </div>
        <FieldError id="checkout-payment-error" message={error} />
        {unconfirmed && user && (
          <div className="mt-3">
            <ConfirmAddressNotice compact email={user.email} why="Open it to pay cash on delivery; card payment works now." />
          </div>
        )}
      </fieldset>
    </StepSection>
  );
}
