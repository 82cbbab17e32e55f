import { useEffect, useRef } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { SavedAddress } from '../../../../shared/schemas/addresses';
import { useShopConfig } from '../../../lib/use-shop-config';
import { checkoutDefaults, chosenSavedAddress, NEW_ADDRESS, type CheckoutCheckContext, type CheckoutFormValues } from '../checkout-form';
import { reviewOf, sourceLines, sourceQuote, sourceSubtotal, type CheckoutSource } from '../checkout-source';
import { checkoutResolver } from '../form-resolver';
import { useCheckoutReview } from '../use-checkout-review';
import { useDiscountCode } from '../use-discount-code';
import { useSubmitCheckout } from '../use-submit-checkout';
import { ContactStep } from './contact-step';
import { DeliveryStep } from './delivery-step';
import { PaymentStep } from './payment-step';
import { ReviewPanel } from './review-panel';

/** Up to this many lines the review fits beside the steps on a laptop screen. */
const STICKY_LINES = 4;

interface CheckoutFormProps {
  /** The cart, or the answered quote being ordered. */
  source: CheckoutSource;
  addresses: readonly SavedAddress[];
  customer: { name: string; email: string };
}

/**
 * The checkout on one page: 1 Delivery, 2 Contact, 3 Payment at the left (or first, on phones)
 * and 4 the review with "Place order" beside them.
 */
export function CheckoutForm({ source, addresses, customer }: CheckoutFormProps) {
  const { currency, locale, postcode: postcodeRule } = useShopConfig();
  // What the shop said so far, for the form's checks (which run on submit and, after it, on change).
  const known = useRef<CheckoutCheckContext>({ delivers: undefined, slots: undefined, cashOnDelivery: undefined, currency, locale, postcodeRule });
  const form = useForm<CheckoutFormValues>({
    defaultValues: checkoutDefaults(addresses, customer.name),
    resolver: (formValues, _context, options) => checkoutResolver(formValues, known.current, options),
    shouldFocusError: false,
  });
  const { control, getValues, setValue, clearErrors } = form;
  const discount = useDiscountCode();
  const state = useCheckoutReview(control, addresses, source, discount);
  const { values, review } = state;
  const cashOnDelivery = state.currentQuote?.cashOnDelivery;
  const slots = state.options?.slots;
  useEffect(() => {
    known.current = { delivers: state.delivers, slots, cashOnDelivery, currency, locale, postcodeRule };
  }, [state.delivers, slots, cashOnDelivery, currency, locale, postcodeRule]);

  // An address problem found earlier goes once the shop is asked about another address.
  useEffect(() => {
    if (state.delivers !== false) clearErrors('addressChoice');
  }, [state.delivers, values.addressChoice, clearErrors]);

  // The contact phone follows the chosen address until the customer types another one. After a
  // submit the form checks its fields as they change, and a phone filled in this way is one of them
  // (else "Phone number is required" would stay under a filled field).
  const addressPhone = chosenSavedAddress(values, addresses)?.phone ?? (values.addressChoice === NEW_ADDRESS ? values.address.phone : undefined);
  const prefilled = useRef(getValues('phone'));
  const { isSubmitted } = form.formState;
  useEffect(() => {
    if (addressPhone === undefined || addressPhone === '') return;
    const phone = getValues('phone');
    if (phone === '' || phone === prefilled.current) setValue('phone', addressPhone, { shouldValidate: isSubmitted });
    prefilled.current = addressPhone;
  }, [addressPhone, getValues, setValue, isSubmitted]);

  // Cash on delivery above the shop's maximum cannot stay chosen (its card says why).
  const payment = useWatch({ control, name: 'payment' });
  useEffect(() => {
    if (cashOnDelivery && !cashOnDelivery.allowed && payment === 'cash_on_delivery') setValue('payment', 'card');
  }, [cashOnDelivery, payment, setValue]);

  const submit = useSubmitCheckout({ form, addresses, shownQuote: review.quote, optionsUpdatedAt: state.optionsUpdatedAt, onCodeRefused: discount.refused, quote: sourceQuote(source) });
  return (
    <FormProvider {...form}>
      <form noValidate aria-label="Checkout" onSubmit={(event) => void submit.onSubmit(event)} className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8 xl:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <DeliveryStep values={values} addresses={addresses} options={state.options} checkingOptions={state.checkingOptions} optionsFailed={state.optionsFailed} subtotal={sourceSubtotal(source)} />
          <ContactStep email={customer.email} />
          <PaymentStep method={values.method} cashOnDelivery={cashOnDelivery} invoice={state.currentQuote?.invoice} />
        </div>
        {/* Beside the steps the review stays in view while it fits the screen (a long cart scrolls with the page). */}
        <div className={sourceLines(source).length <= STICKY_LINES ? 'lg:sticky lg:top-24' : ''}>
          <ReviewPanel
            review={review}
            source={source}
            payment={payment}
            problem={submit.problem}
            problemRef={submit.problemRef}
            busy={submit.busy}
            discount={discount}
            onApplyCode={() => void discount.apply(state.deliveryRequest, reviewOf(source), payment)}
          />
        </div>
      </form>
    </FormProvider>
  );
}
