import type { CartLine, CartView } from '../../../shared/schemas/cart';
import type { Quote } from '../../../shared/schemas/quotes';
import type { ReviewLine } from './components/review-lines';

/**
 * What the checkout orders: the customer's cart, or (issue 15 §6) an answered quote, whose lines
 * and prices are agreed and whose order leaves the cart as it is.
 */
export type CheckoutSource = { kind: 'cart'; cart: CartView } | { kind: 'quote'; quote: Quote };

/** What the shop's review and the order are of: the cart at a revision, or a quote. */
export type ReviewOf = { cartRevision: number } | { quoteId: string };

export function reviewOf(source: CheckoutSource): ReviewOf {
  return source.kind === 'cart' ? { cartRevision: source.cart.revision } : { quoteId: source.quote.id };
}

/** The lines as priced before the shop's review arrives. */
export function sourceLines(source: CheckoutSource): ReviewLine[] {
  if (source.kind === 'cart') return source.cart.lines.map((line) => ({ productId: line.productId, name: line.name, quantity: line.quantity, unitPrice: line.unitPrice, lineTotal: line.lineTotal }));
  return source.quote.lines.map((line) => ({ productId: line.productId, name: line.productName, quantity: line.quantity, unitPrice: line.unitPrice ?? 0, lineTotal: line.lineTotal ?? 0 }));
}

export function sourceSubtotal(source: CheckoutSource): number {
  return source.kind === 'cart' ? source.cart.subtotal : (source.quote.subtotal ?? 0);
}

/** The cart's lines (their pictures show in the review); a quote has none. */
export function sourceCartLines(source: CheckoutSource): readonly CartLine[] {
  return source.kind === 'cart' ? source.cart.lines : [];
}

/** The quote being ordered, if any. */
export function sourceQuote(source: CheckoutSource): { id: string; number: string } | null {
  return source.kind === 'quote' ? { id: source.quote.id, number: source.quote.number } : null;
}
