import { AppError } from '../../../shared/errors.js';
import { checkoutMessages } from '../../../shared/schemas/checkout.js';
import type { Transaction } from '../../db/database.js';
import { emptyCart, lockCart } from '../cart/cart.service.js';
import { markQuoteOrdered, quoteToOrder } from '../quotes/quote-order.js';
import type { TradeBuyer } from '../trade/trade-buyer.service.js';
import type { LinePricing, WantedLine } from './order-lines-check.js';

/** What a checkout orders (issue 14 §2, issue 15 §6): the customer's cart, or an answered quote of theirs. */
export interface CheckoutSource {
  /** Accepting this quote: its lines at its prices; the cart is neither read nor emptied. */
  quoteId?: string | undefined;
  /** Placing the cart: the revision the customer reviewed (it must still be the cart's). */
  cartRevision?: number | undefined;
}

/** The lines a checkout orders, as read in its transaction, and where they came from. */
export interface CheckoutLines {
  lines: WantedLine[];
  /** The cart's revision (null: the lines are a quote's). */
  cartRevision: number | null;
  /** The quote accepted (null: the lines are the cart's). */
  quote: { id: string; number: string; quotedUnitPrices: ReadonlyMap<string, number> } | null;
}

/**
 * Reads the lines to order: the quote's (under its row's lock when `lock`, i.e. placing; `today`
 * is the shop's day, past the quote's last day it is expired) or the cart's (locked; placing,
 * at the revision reviewed when one is given). An empty cart is refused.
 */
export async function readCheckoutLines(tx: Transaction, customerId: string, source: CheckoutSource, options: { lock: boolean; today: string }): Promise<CheckoutLines> {
  if (source.quoteId !== undefined) {
    const quoted = await quoteToOrder(tx, source.quoteId, customerId, options);
    return { lines: quoted.lines, cartRevision: null, quote: { ...quoted.quote, quotedUnitPrices: quoted.quotedUnitPrices } };
  }
  const cart = await lockCart(tx, customerId);
  if (source.cartRevision !== undefined && cart.revision !== source.cartRevision) throw new AppError('CONFLICT', checkoutMessages.cartChanged);
  if (cart.lines.length === 0) throw new AppError('CONFLICT', checkoutMessages.cartEmpty);
  return { lines: cart.lines, cartRevision: cart.revision, quote: null };
}

/** Whose prices the lines are at: a quote's agreed prices (nothing else applies), else the buyer's (a trade tier, or list prices). */
export function pricingOf(read: CheckoutLines, buyer: TradeBuyer): LinePricing {
  return read.quote ? { tradeDiscountBasisPoints: 0, quotedUnitPrices: read.quote.quotedUnitPrices } : buyer.pricing;
}

/** After the order is written, in its transaction: the quote is marked ordered with it, or the ordered lines leave the cart. */
export async function settleCheckoutLines(tx: Transaction, customerId: string, read: CheckoutLines, orderId: string): Promise<void> {
  if (read.quote) {
    await markQuoteOrdered(tx, read.quote.id, orderId);
    return;
  }
  await emptyCart(
    tx,
    customerId,
    read.lines.map((line) => line.productId),
  );
}
