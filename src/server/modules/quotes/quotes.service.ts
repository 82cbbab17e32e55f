import { desc, eq } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import type { Page, PageQuery } from '../../../shared/schemas/common.js';
import { quoteMessages, type Quote, type QuoteRequest } from '../../../shared/schemas/quotes.js';
import type { Database } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { isUuid } from '../../db/uuid.js';
import { enqueueTask } from '../../outbox/outbox.js';
import { newQuoteNumber } from './quote-number.js';
import { checkRequestedLines } from './quote-request-lines.js';
import { QUOTE_REQUESTED_EMAIL_TASK, quoteEmailTask } from './quote-tasks.js';
import { readQuote, readQuotePage, statusOf, quoteWhere } from './quote-view.js';
import { quoteLines, quotes } from './quotes.tables.js';

/**
 * Issue 15 §6, the customer's side of quotes: asking for prices on lines, reading one's quotes,
 * and withdrawing one. `today` is the day in the shop's time zone (an answered quote is expired
 * from the day after its last day).
 */

/** Who asks: only customer accounts ask for quotes (the shop's admins answer them). */
export interface QuoteAsker {
  id: string;
  role: 'admin' | 'customer';
}

/** A quote number is random; the rare one already taken is drawn again. */
const NUMBER_ATTEMPTS = 5;

export function quoteNotFound(): AppError {
  return new AppError('NOT_FOUND', quoteMessages.notFound);
}

/** The quote as `today` shows it; not found when it is gone. */
export async function quoteOf(db: Database, quoteId: string, today: string, ownerId?: string): Promise<Quote> {
  if (!isUuid(quoteId)) throw quoteNotFound();
  const quote = await readQuote(db, quoteWhere(quoteId, ownerId), today);
  if (!quote) throw quoteNotFound();
  return quote;
}

/**
 * A customer asks for prices: the lines are judged against the products (unknown or archived
 * products and quantities that could not be ordered are refused, naming each line), the product
 * names copied, and the request kept under a new number with the admins' email recorded in the
 * same transaction.
 */
export async function requestQuote(db: Database, asker: QuoteAsker, request: QuoteRequest, today: string): Promise<Quote> {
  if (asker.role !== 'customer') throw new AppError('FORBIDDEN', quoteMessages.onlyCustomers);
  const lines = await checkRequestedLines(db, request.lines);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const quoteId = await db.transaction(async (tx) => {
        const [quote] = await tx.insert(quotes).values({ number: newQuoteNumber(), userId: asker.id, customerNote: request.note }).returning({ id: quotes.id });
        if (!quote) throw new Error('the quote was not written');
        await tx.insert(quoteLines).values(lines.map((line, index) => ({ quoteId: quote.id, lineNumber: index + 1, ...line })));
        await enqueueTask(tx, quoteEmailTask(QUOTE_REQUESTED_EMAIL_TASK, quote.id));
        return quote.id;
      });
      return await quoteOf(db, quoteId, today);
    } catch (error) {
      if (attempt < NUMBER_ATTEMPTS && isUniqueViolation(error, 'quotes_number_idx')) continue;
      throw error;
    }
  }
}

/** My quotes, newest first. */
export function listQuotesOf(db: Database, userId: string, query: PageQuery, today: string): Promise<Page<Quote>> {
  return readQuotePage(db, eq(quotes.userId, userId), [desc(quotes.requestedAt), desc(quotes.id)], query, today);
}

/**
 * The customer withdraws their quote: a request still waiting, or an answer whose prices still
 * hold. The row is locked first, so a withdrawal and an admin's answer or refusal at the same
 * moment are judged one after the other (the later one sees the earlier one's result).
 */
export async function withdrawQuote(db: Database, quoteId: string, ownerId: string, today: string): Promise<Quote> {
  if (!isUuid(quoteId)) throw quoteNotFound();
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(quotes).where(quoteWhere(quoteId, ownerId)).for('update');
    if (!row) throw quoteNotFound();
    const status = statusOf(row, today);
    if (status !== 'requested' && status !== 'answered') throw new AppError('CONFLICT', quoteMessages.cannotWithdraw);
    await tx.update(quotes).set({ status: 'withdrawn', closedAt: new Date() }).where(eq(quotes.id, row.id));
  });
  return quoteOf(db, quoteId, today, ownerId);
}
