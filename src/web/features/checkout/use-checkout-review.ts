import { useEffect } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import type { SavedAddress } from '../../../shared/schemas/addresses';
import { ApiError, errorMessage } from '../../lib/api-error';
import { useShopConfig } from '../../lib/use-shop-config';
import { useCheckoutQuote } from './api/use-checkout-quote';
import { reviewOf, sourceQuote, type CheckoutSource } from './checkout-source';
import { useDeliveryOptions } from './api/use-delivery-options';
import { deliveryPlaceOf, deliveryRequestOf, formFieldOf, isDelivered, reviewWaitingFor, type CheckoutFormValues, type DeliveryChoice } from './checkout-form';
import type { CheckoutProblem } from './components/checkout-problem-alert';
import type { ReviewState } from './components/review-panel';
import { useDebouncedValue } from './use-debounced-value';
import { codeRefusalOf } from './use-discount-code';

/** Typing settles this long before the shop is asked about it. */
const TYPING_PAUSE_MS = 400;

/**
 * A refusal of the API as the page shows it: cart-line problems lead back to the cart; when a
 * quote is being ordered, every refusal (expired, already ordered, a product gone) leads back to it.
 */
export function problemOf(error: unknown, quote: { id: string; number: string } | null = null): CheckoutProblem {
  if (quote) return { message: errorMessage(error), toCart: false, toQuote: quote };
  const lines = error instanceof ApiError && error.fieldErrors.some((item) => formFieldOf(item.field) === 'lines');
  return { message: errorMessage(error), toCart: lines };
}

/** The discount code the review is asked with, and what to do when the shop refuses it. */
interface ReviewDiscount {
  applied: string | null;
  refused: (message: string) => void;
}

/**
 * What the shop says about the delivery chosen so far: the zone, fees and slots of the address
 * (asked once its postcode and city are typed), and the review of the cart (or quote) with that delivery and
 * the discount code applied (asked whenever the choice is complete, and again when the cart or the
 * code changes). A code the shop no longer takes is taken off, and the review asked again without it.
 */
export function useCheckoutReview(control: Control<CheckoutFormValues>, addresses: readonly SavedAddress[], source: CheckoutSource, discount: ReviewDiscount) {
  const [method, addressChoice, address, slotDay, slotWindow, siteNotes, payment] = useWatch({ control, name: ['method', 'addressChoice', 'address', 'slotDay', 'slotWindow', 'siteNotes', 'payment'] });
  const typed = useDebouncedValue({ address, siteNotes }, TYPING_PAUSE_MS);
  const choice: DeliveryChoice = { method, addressChoice, address: typed.address, slotDay, slotWindow, siteNotes: typed.siteNotes, saveAddress: false };

  const { postcode: postcodeRule } = useShopConfig();
  const place = deliveryPlaceOf(choice, addresses, postcodeRule);
  const options = useDeliveryOptions(place);
  const currentOptions = place !== null && !options.isPlaceholderData ? options.data : undefined;
  const checkingOptions = place !== null && options.isFetching && !currentOptions;
  const delivers = currentOptions ? currentOptions.zone !== null : undefined;

  const request = deliveryRequestOf(choice, addresses, postcodeRule, delivers === true);
  const quote = useCheckoutQuote(request, reviewOf(source), discount.applied, payment);
  const currentQuote = request !== null && !quote.isPlaceholderData ? quote.data : undefined;
  const failed = request !== null && quote.isError && !quote.isFetching;
  const codeRefusal = failed ? codeRefusalOf(quote.error) : null;
  const { refused } = discount;
  useEffect(() => {
    if (codeRefusal !== null) refused(codeRefusal);
  }, [codeRefusal, refused]);
  const review: ReviewState = {
    quote: request === null ? undefined : quote.data,
    waitingFor: request === null ? reviewWaitingFor(choice, addresses, postcodeRule, delivers) : null,
    loading: request !== null && (quote.isFetching || codeRefusal !== null),
    refusal: failed && codeRefusal === null ? problemOf(quote.error, sourceQuote(source)) : null,
    slot: isDelivered(method) && slotDay !== '' && slotWindow !== '' ? { day: slotDay, window: slotWindow } : null,
  };
  return {
    values: { method, addressChoice, address, slotDay, slotWindow },
    /** The options of the chosen address (undefined for pickup or while none is chosen). */
    options: place === null ? undefined : currentOptions,
    checkingOptions,
    optionsUpdatedAt: options.dataUpdatedAt,
    optionsFailed: place !== null && options.isError && !options.isFetching ? errorMessage(options.error) : null,
    delivers,
    review,
    /** The delivery as the review is asked with it (null while incomplete). */
    deliveryRequest: request,
    /** The review for exactly the delivery chosen now (not an earlier one still shown). */
    currentQuote,
  };
}
