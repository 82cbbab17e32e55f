import { addDays, dayIn } from '../../../shared/delivery.js';
import { AppError } from '../../../shared/errors.js';
import type { CheckoutQuote } from '../../../shared/schemas/checkout.js';
import type { ShopConfig } from '../../../shared/schemas/shop.js';
import { creditLimitMessage, tradeMessages } from '../../../shared/schemas/trade.js';
import type { InvoiceAllowance, TradeBuyer } from '../trade/trade-buyer.service.js';
import type { InvoiceTerms } from './place-order.js';

type Shop = Pick<ShopConfig, 'currency' | 'locale' | 'timeZone'>;

/** What is left of the account's credit limit (never below 0: a lowered limit may be passed already). */
function creditAvailable(allowance: InvoiceAllowance): number {
  return Math.max(0, allowance.creditLimit - allowance.creditUsed);
}

/** Whether this order fits the credit limit: its total with the open invoices at most the limit, to the cent. */
function fitsCredit(allowance: InvoiceAllowance, total: number): boolean {
  return allowance.creditUsed + total <= allowance.creditLimit;
}

/**
 * The review's answer about paying on invoice (issue 15 §5): null unless the customer's trade
 * account has payment terms; otherwise whether this total fits what is left of the credit
 * limit, and if not, why.
 */
export function invoiceOffer(allowance: InvoiceAllowance | null, total: number, shop: Shop): CheckoutQuote['invoice'] {
  if (!allowance) return null;
  const available = creditAvailable(allowance);
  const allowed = fitsCredit(allowance, total);
  return { allowed, paymentTermsDays: allowance.paymentTermsDays, creditAvailable: available, message: allowed ? null : creditLimitMessage(available, shop.currency, shop.locale) };
}

function refusal(code: 'VALIDATION_FAILED' | 'CONFLICT', message: string): AppError {
  return new AppError(code, message, { errors: [{ field: 'payment', message }] });
}

/** Refuses paying on invoice for anyone but an approved trade account with payment terms (400 on `payment`). */
export function refuseInvoiceUnlessAllowed(buyer: TradeBuyer): InvoiceAllowance {
  if (!buyer.invoice) throw refusal('VALIDATION_FAILED', tradeMessages.invoiceNotAllowed);
  return buyer.invoice;
}

/**
 * Refuses an order on invoice that would take the account past its credit limit (409 on
 * `payment`: the open invoices decide, and paying one frees the credit). Judged with the credit
 * used as read under the customer's lock, so two orders at once cannot both pass it.
 */
export function refuseAboveCreditLimit(allowance: InvoiceAllowance, total: number, shop: Shop): void {
  if (!fitsCredit(allowance, total)) throw refusal('CONFLICT', creditLimitMessage(creditAvailable(allowance), shop.currency, shop.locale));
}

/** The terms an order on invoice placed at `now` is written with: its last day to pay is today in the shop's time zone plus the account's terms. */
export function invoiceTermsAt(allowance: InvoiceAllowance, shop: Shop, now: Date): InvoiceTerms {
  return { paymentTermsDays: allowance.paymentTermsDays, dueOn: addDays(dayIn(shop.timeZone, now), allowance.paymentTermsDays) };
}
