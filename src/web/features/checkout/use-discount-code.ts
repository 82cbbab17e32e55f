import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { CheckoutDelivery, CheckoutQuote } from '../../../shared/schemas/checkout';
import { discountMessages } from '../../../shared/schemas/discounts';
import type { PaymentChoice } from '../../../shared/schemas/orders';
import { ApiError, errorMessage, isUnauthorized } from '../../lib/api-error';
import { checkoutQuoteQuery } from './api/use-checkout-quote';
import type { ReviewOf } from './checkout-source';

/** The field of a refusal about the code, as the shop names it. */
export const DISCOUNT_CODE_FIELD = 'discountCode';

/** The shop's message about the code in a refusal, or null when the refusal is about something else. */
export function codeRefusalOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.fieldErrors.find((item) => item.field === DISCOUNT_CODE_FIELD)?.message ?? null;
}

/**
 * Until the delivery is chosen, a code is tried on the cart picked up: its rules look at the lines
 * only (whether a card can pay what is left is judged once the delivery, and so its fee, is known).
 */
const LINES_ONLY: CheckoutDelivery = { method: 'pickup', saveAddress: false };

export interface DiscountCodeState {
  /** What the customer typed. */
  typed: string;
  setTyped: (typed: string) => void;
  /** The code the review is asked with (null: none). */
  applied: string | null;
  /** What the code took off when it was applied, and how the shop writes it. */
  appliedAs: { code: string; amount: number } | null;
  /** Why the code typed (or applied) is not taken. */
  message: string | null;
  checking: boolean;
  /** Asks the shop about the typed code with the delivery and payment chosen so far; applies it when the shop takes it. */
  apply: (delivery: CheckoutDelivery | null, of: ReviewOf, payment: PaymentChoice) => Promise<void>;
  remove: () => void;
  /** The shop refused the applied code (it expired, was used up meanwhile …): it is taken off, and the customer told why. */
  refused: (message: string) => void;
}

/**
 * The discount code of the checkout (issue 15 §4): typed, tried with the shop's own review (the
 * shop works out what it takes off), applied to the review and the order, or refused with the
 * shop's words. Removing it asks the review again without it.
 */
export function useDiscountCode(): DiscountCodeState {
  const client = useQueryClient();
  const [typed, setTyped] = useState('');
  const [applied, setApplied] = useState<{ typed: string; code: string; amount: number } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const apply = async (delivery: CheckoutDelivery | null, of: ReviewOf, payment: PaymentChoice) => {
    const code = typed.trim();
    if (code === '') {
      setMessage(discountMessages.codeEmpty);
      return;
    }
    setChecking(true);
    setMessage(null);
    try {
      const quote: CheckoutQuote = await client.fetchQuery(checkoutQuoteQuery(delivery ?? LINES_ONLY, of, code, delivery === null ? null : payment));
      setApplied({ typed: code, code: quote.discountCode ?? code, amount: quote.discountCents });
    } catch (error) {
      if (!isUnauthorized(error)) setMessage(codeRefusalOf(error) ?? errorMessage(error));
    } finally {
      setChecking(false);
    }
  };

  const remove = () => {
    setApplied(null);
    setMessage(null);
  };

  // The typed text stays, so the customer sees which code was refused.
  const refused = useCallback((why: string) => {
    setApplied(null);
    setMessage(why);
  }, []);

  return { typed, setTyped, applied: applied?.typed ?? null, appliedAs: applied ? { code: applied.code, amount: applied.amount } : null, message, checking, apply, remove, refused };
}
