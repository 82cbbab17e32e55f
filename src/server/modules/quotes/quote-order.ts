/**
 * The contract between quotes and the checkout (issue 15 §6): the checkout asks for a quote's
 * lines and prices to place an order from, under the quote row's lock, and marks it ordered in
 * the same transaction. Implemented in this module; the checkout only calls these two.
 */
import { and, asc, eq } from 'drizzle-orm';
import { AppError, type ErrorCode } from '../../../shared/errors.js';
import { quoteExpiredMessage, quoteMessages } from '../../../shared/schemas/quotes.js';
import type { Executor, Transaction } from '../../db/database.js';
import { isUuid } from '../../db/uuid.js';
import type { WantedLine } from '../orders/order-lines-check.js';
import { isExpired, quoteDayText } from './quote-days.js';
import { quoteLines, quotes } from './quotes.tables.js';

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

/** A refusal of the quote at the checkout, named on the field `quoteId`. */
function refusal(code: ErrorCode, message: string): AppError {
  return new AppError(code, message, { errors: [{ field: 'quoteId', message }] });
}

const refusals: Record<string, string> = {
  requested: quoteMessages.notAnswered,
  accepted: quoteMessages.alreadyAccepted,
  declined: quoteMessages.closed,
  withdrawn: quoteMessages.closed,
};

export const quoteToOrder: QuoteToOrderFn = async (db, quoteId, customerId, { lock, today }) => {
  if (!isUuid(quoteId)) throw refusal('NOT_FOUND', quoteMessages.notFound);
  const mine = and(eq(quotes.id, quoteId), eq(quotes.userId, customerId));
  const [row] = lock ? await db.select().from(quotes).where(mine).for('update') : await db.select().from(quotes).where(mine);
  if (!row) throw refusal('NOT_FOUND', quoteMessages.notFound);
  const refused = refusals[row.status];
  if (refused) throw refusal('CONFLICT', refused);
  if (row.status !== 'answered' || row.validUntil === null) throw refusal('CONFLICT', quoteMessages.closed);
  if (isExpired(row.validUntil, today)) throw refusal('CONFLICT', quoteExpiredMessage(quoteDayText(row.validUntil)));
  const lines = await db.select().from(quoteLines).where(eq(quoteLines.quoteId, row.id)).orderBy(asc(quoteLines.lineNumber));
  const quotedUnitPrices = new Map<string, number>();
  for (const line of lines) {
    if (line.unitPriceCents === null) throw refusal('CONFLICT', quoteMessages.notAnswered);
    quotedUnitPrices.set(line.productId, line.unitPriceCents);
  }
  return {
    quote: { id: row.id, number: row.number },
    lines: lines.map((line) => ({ productId: line.productId, quantity: line.quantity })),
    quotedUnitPrices,
  };
};

export const markQuoteOrdered: MarkQuoteOrderedFn = async (tx, quoteId, orderId) => {
  const [marked] = await tx
    .update(quotes)
    .set({ status: 'accepted', orderId, closedAt: new Date() })
    .where(and(eq(quotes.id, quoteId), eq(quotes.status, 'answered')))
    .returning({ id: quotes.id });
  // Judged under the quote's lock before the order was placed: only a caller that skipped it gets here.
  if (!marked) throw refusal('CONFLICT', quoteMessages.alreadyAccepted);
};
