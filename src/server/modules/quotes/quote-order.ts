/**
 * The contract between quotes and the checkout (issue 15 §6): the checkout asks for a quote's
 * lines and prices to place an order from, under the quote row's lock, and marks it ordered in
 * the same transaction. Implemented in this module; the checkout only calls these two.
 */
import type { Executor, Transaction } from '../../db/database.js';
import type { WantedLine } from '../orders/order-lines-check.js';

export interface QuoteToOrder {
  quote: { id: string; number: string };
  lines: WantedLine[];
  /** productId → the quoted piece price in cents. */
  quotedUnitPrices: ReadonlyMap<string, number>;
}

/**
 * The customer's answered, unexpired quote as order lines at its prices. `lock: true` (placing
 * the order) takes the quote row's lock first, so two acceptances at once are judged one after
 * the other and the second sees the first's order. Throws NOT_FOUND for an unknown quote or one
 * of another customer, CONFLICT (with `quoteMessages`/`quoteExpiredMessage`) when it has no
 * prices, was already ordered, is closed or expired (`today`: YYYY-MM-DD, the shop's time zone).
 */
export type QuoteToOrderFn = (db: Executor, quoteId: string, customerId: string, options: { lock: boolean; today: string }) => Promise<QuoteToOrder>;

/** Marks the quote ordered with the order placed from it, in the order's transaction. */
export type MarkQuoteOrderedFn = (tx: Transaction, quoteId: string, orderId: string) => Promise<void>;
