import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paymentPath, paths } from '../../../shared/routes';
import type { SavedAddress } from '../../../shared/schemas/addresses';
import { checkoutMessages, type CheckoutQuote } from '../../../shared/schemas/checkout';
import { ApiError, isUnauthorized } from '../../lib/api-error';
import { cartKey } from '../../lib/cart-query';
import { toast } from '../../lib/toasts';
import { useShopConfig } from '../../lib/use-shop-config';
import { checkoutKeys, quoteOf } from './api/checkout-keys';
import { usePlaceCheckout } from './api/use-place-checkout';
import { CHECKOUT_FIELDS, deliveryRequestOf, formFieldOf, type CheckoutField, type CheckoutFormValues } from './checkout-form';
import type { CheckoutProblem } from './components/checkout-problem-alert';
import { focusField } from './form-resolver';
import { problemOf } from './use-checkout-review';
import { codeRefusalOf } from './use-discount-code';

/** What the page keeps in the history entry after a cash-on-delivery order, to show its confirmation. */
export const PLACED_ORDER_STATE = 'placedOrder';

interface SubmitOptions {
  form: UseFormReturn<CheckoutFormValues, unknown>;
  addresses: readonly SavedAddress[];
  /** The review on screen (its total is the one the customer agreed to). */
  shownQuote: CheckoutQuote | undefined;
  /** When the delivery options (slots) on screen were last received. */
  optionsUpdatedAt: number;
  /** The shop refused the discount code the review was made with: it comes off, and the customer is told why. */
  onCodeRefused: (message: string) => void;
  /** The quote being ordered (null: the cart): its refusals lead back to it. */
  quote: { id: string; number: string } | null;
}

/** Where the focus goes once the page shows the answer: a field, or the problem above "Place order"; `after`: once slots newer than this are shown. */
interface FocusRequest {
  target: CheckoutField | 'problem';
  after?: number;
}

/**
 * Placing the order: the form is checked (focus on the first problem), then the order goes to the
 * shop with the cart revision (or the quote) and total of the review on screen (the shop refuses it
 * when either changed since, and the new review is shown). Card orders go on to the
 * payment page; cash-on-delivery orders to their confirmation. Refusals show at their field, or
 * above "Place order" with a way back to the cart when a line must change.
 */
export function useSubmitCheckout({ form, addresses, shownQuote, optionsUpdatedAt, onCodeRefused, quote: ordering }: SubmitOptions) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { postcode: postcodeRule } = useShopConfig();
  const place = usePlaceCheckout();
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);
  const [checking, setChecking] = useState(false);
  const problemRef = useRef<HTMLDivElement>(null);
  const working = useRef(false);
  const pendingFocus = useRef<FocusRequest | null>(null);
  const { setError, setValue } = form;

  // The focus moves once the answer is on screen (the alert rendered, the slots asked again).
  useEffect(() => {
    const request = pendingFocus.current;
    if (!request || (request.after !== undefined && optionsUpdatedAt < request.after)) return;
    pendingFocus.current = null;
    if (request.target === 'problem') problemRef.current?.focus();
    else focusField(request.target);
  });

  const showProblem = (next: CheckoutProblem) => {
    setProblem(next);
    pendingFocus.current = { target: 'problem' };
  };

  const refused = async (error: unknown) => {
    if (isUnauthorized(error)) return;
    const codeRefusal = codeRefusalOf(error);
    if (codeRefusal !== null) {
      // Used up or expired since the review: the review is asked again without it, for the customer to check.
      onCodeRefused(codeRefusal);
      showProblem({ message: `${codeRefusal} ${checkoutMessages.reviewWithoutCode}`, toCart: false });
      return;
    }
    const fields: { field: CheckoutField; message: string }[] = [];
    let lineProblem = false;
    for (const item of error instanceof ApiError ? error.fieldErrors : []) {
      const field = formFieldOf(item.field);
      if (field === 'lines') lineProblem = true;
      else if (field) fields.push({ field, message: item.message });
    }
    const status = error instanceof ApiError ? error.status : 0;
    let slotsAfter: number | undefined;
    if (fields.some((item) => item.field === 'slotWindow') && status === 409) {
      // The slot filled up meanwhile: the slots are asked again and another one must be chosen.
      setValue('slotWindow', '');
      slotsAfter = Date.now();
      await client.invalidateQueries({ queryKey: checkoutKeys.deliveryOptions });
    }
    if (ordering && (fields.length === 0 || lineProblem)) {
      // The quote expired, was ordered (another tab) or cannot be ordered as it is: the shop's words, and the way back to it.
      // The quote is asked for again: one that can no longer be ordered replaces the form with why.
      void client.invalidateQueries({ queryKey: quoteOf(ordering.id) });
      void client.invalidateQueries({ queryKey: checkoutKeys.quotes });
      if (status === 404) void client.invalidateQueries({ queryKey: checkoutKeys.addresses });
      showProblem(problemOf(error, ordering));
      return;
    }
    if (status === 409 || status === 404 || lineProblem) {
      // The cart, its review or a saved address changed: show the shop's new view of them.
      void client.invalidateQueries({ queryKey: cartKey });
      void client.invalidateQueries({ queryKey: checkoutKeys.quotes });
      if (status === 404) void client.invalidateQueries({ queryKey: checkoutKeys.addresses });
    }
    fields.forEach(({ field, message }) => setError(field, { type: 'server', message }));
    const first = [...fields].sort((a, b) => CHECKOUT_FIELDS.indexOf(a.field) - CHECKOUT_FIELDS.indexOf(b.field))[0];
    if (first && !lineProblem) {
      pendingFocus.current = { target: first.field, ...(first.field === 'slotWindow' && slotsAfter !== undefined ? { after: slotsAfter } : {}) };
      return;
    }
    showProblem(problemOf(error));
  };

  const placeOrder = async (values: CheckoutFormValues) => {
    setProblem(null);
    const delivery = deliveryRequestOf(values, addresses, postcodeRule, true, true);
    if (!delivery) return;
    if (!shownQuote) {
      // The review is still on its way: the customer places only what they have seen.
      showProblem({ message: checkoutMessages.totalChanged, toCart: false });
      return;
    }
    // Exactly what the review showed: the shop refuses it (409) if the cart or its total changed
    // since, and a retry of the same request answers the first order (one Idempotency-Key per body).
    const quote = shownQuote;
    try {
      const reply = await place.mutateAsync({
        // The cart of the revision reviewed, or the quote reviewed (its lines at its prices; the cart stays as it is).
        ...(quote.quote ? { quoteId: quote.quote.id } : { cartRevision: quote.cartRevision ?? undefined }),
        expectedTotal: quote.total,
        delivery,
        phone: values.phone,
        payment: values.payment,
        acceptTerms: true,
        // The code the review on screen was made with (the shop works out what it takes off).
        ...(quote.discountCode === null ? {} : { discountCode: quote.discountCode }),
      });
      if (reply.order.paymentChoice === 'card') {
        toast.success(reply.message);
        await navigate(paymentPath(reply.order.id));
      } else {
        await navigate(paths.checkout, { replace: true, state: { [PLACED_ORDER_STATE]: reply.order } });
      }
    } catch (error) {
      await refused(error);
    }
  };

  const onValid = async (values: CheckoutFormValues) => {
      if (working.current) return;
      working.current = true;
      setChecking(true);
      try {
        await placeOrder(values);
      } finally {
        working.current = false;
        setChecking(false);
      }
  };

  const onInvalid = (errors: FieldErrors<CheckoutFormValues>) => {
    const first = CHECKOUT_FIELDS.find((field) => {
      const [head, tail] = field.split('.') as [keyof typeof errors, string | undefined];
      const entry = errors[head] as Record<string, unknown> | undefined;
      return tail === undefined ? entry !== undefined : entry?.[tail] !== undefined;
    });
    if (first) focusField(first);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => form.handleSubmit(onValid, onInvalid)(event);

  return { onSubmit, busy: checking || place.isPending, problem, problemRef };
}
