import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { AppError, type FieldError } from '../../../shared/errors.js';
import { multiply, sum } from '../../../shared/money.js';
import type { Page, PageQuery } from '../../../shared/schemas/common.js';
import { quoteMessages, type Quote, type QuoteAnswer, type QuoteStatus } from '../../../shared/schemas/quotes.js';
import type { Database, Transaction } from '../../db/database.js';
import { isUuid } from '../../db/uuid.js';
import { enqueueTask } from '../../outbox/outbox.js';
import { lastValidDayAllowed } from './quote-days.js';
import { QUOTE_ANSWERED_EMAIL_TASK, QUOTE_DECLINED_EMAIL_TASK, quoteEmailTask } from './quote-tasks.js';
import { readQuotePage, type QuoteRow } from './quote-view.js';
import { quoteNotFound, quoteOf } from './quotes.service.js';
import { quoteLines, quotes } from './quotes.tables.js';

/**
 * Issue 15 §6, the admins' side of quotes: the requests by status, answering one with a price per
 * line valid until a day, or declining it with a reason. Each change locks the quote's row first,
 * so an answer, a refusal and the customer's withdrawal at the same moment never cross: the later
 * one is judged against the earlier one's result. The customer's email is recorded in the same
 * transaction (sent after the commit).
 */

/** Which quotes a status filter shows on `today` (`expired` and `answered` split the answered rows by their last day). */
function statusWhere(status: QuoteStatus | undefined, today: string): SQL | undefined {
  if (status === undefined) return undefined;
  if (status === 'expired') return and(eq(quotes.status, 'answered'), lt(quotes.validUntil, today));
  if (status === 'answered') return and(eq(quotes.status, 'answered'), gte(quotes.validUntil, today));
  return eq(quotes.status, status);
}

/**
 * The quotes of a status, newest first; the requests still waiting oldest first, so the one that
 * has waited longest is answered first.
 */
export function listQuotes(db: Database, query: PageQuery & { status?: QuoteStatus | undefined }, today: string): Promise<Page<Quote>> {
  const order = query.status === 'requested' ? [asc(quotes.requestedAt), asc(quotes.id)] : [desc(quotes.requestedAt), desc(quotes.id)];
  return readQuotePage(db, statusWhere(query.status, today), order, query, today);
}

/** The quote's row, locked for a change that may only be made to a request still waiting. */
async function lockWaitingRequest(tx: Transaction, quoteId: string): Promise<QuoteRow> {
  const [row] = await tx.select().from(quotes).where(eq(quotes.id, quoteId)).for('update');
  if (!row) throw quoteNotFound();
  if (row.status === 'withdrawn') throw new AppError('CONFLICT', quoteMessages.withdrawnByCustomer);
  if (row.status === 'declined') throw new AppError('CONFLICT', quoteMessages.alreadyDeclined);
  if (row.status !== 'requested') throw new AppError('CONFLICT', quoteMessages.notWaiting);
  return row;
}

/** The money function's result, or null when it is more than the shop handles. */
function withinMoney(amount: () => number): number | null {
  try {
    return amount();
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** What is wrong with the answer's prices and day; empty when it may be given. */
function answerProblems(answer: QuoteAnswer, lines: readonly { lineNumber: number; quantity: number }[], today: string): FieldError[] {
  const problems: FieldError[] = [];
  const asked = new Map(lines.map((line) => [line.lineNumber, line.quantity]));
  const priced = new Set(answer.lines.map((line) => line.lineNumber));
  const eachOnce = priced.size === answer.lines.length && priced.size === asked.size && [...priced].every((lineNumber) => asked.has(lineNumber));
  if (!eachOnce) problems.push({ field: 'lines', message: quoteMessages.linesMismatch });
  else {
    const lineTotals: number[] = [];
    answer.lines.forEach((line, index) => {
      const lineTotal = withinMoney(() => multiply(line.unitPriceCents, asked.get(line.lineNumber)!));
      if (lineTotal === null) problems.push({ field: `lines.${index}.unitPriceCents`, message: quoteMessages.priceTooHigh });
      else lineTotals.push(lineTotal);
    });
    if (problems.length === 0 && withinMoney(() => sum(lineTotals)) === null) problems.push({ field: 'lines', message: quoteMessages.priceTooHigh });
  }
  if (answer.validUntil < today) problems.push({ field: 'validUntil', message: quoteMessages.validUntilPast });
  else if (answer.validUntil > lastValidDayAllowed(today)) problems.push({ field: 'validUntil', message: quoteMessages.validUntilTooFar });
  return problems;
}

/**
 * An admin answers a waiting request with a piece price for each of its lines (each exactly
 * once) and the last day the prices hold: not before today, at most QUOTE_VALID_DAYS_MAX days
 * ahead (days in the shop's time zone). The customer is emailed the prices.
 */
export async function answerQuote(db: Database, quoteId: string, adminId: string, answer: QuoteAnswer, today: string): Promise<Quote> {
  if (!isUuid(quoteId)) throw quoteNotFound();
  await db.transaction(async (tx) => {
    const row = await lockWaitingRequest(tx, quoteId);
    const lines = await tx.select({ lineNumber: quoteLines.lineNumber, quantity: quoteLines.quantity }).from(quoteLines).where(eq(quoteLines.quoteId, row.id));
    const problems = answerProblems(answer, lines, today);
    if (problems.length > 0) throw new AppError('VALIDATION_FAILED', problems.map((problem) => problem.message).join(' '), { errors: problems });
    const prices = sql.join(
      answer.lines.map((line) => sql`(${line.lineNumber}::integer, ${line.unitPriceCents}::integer)`),
      sql`, `,
    );
    await tx.execute(sql`update quote_lines l set unit_price_cents = priced.price
                           from (values ${prices}) as priced(line_number, price)
                          where l.quote_id = ${row.id} and l.line_number = priced.line_number`);
    await tx
      .update(quotes)
      .set({ status: 'answered', validUntil: answer.validUntil, answerNote: answer.note, answeredAt: new Date(), answeredBy: adminId })
      .where(eq(quotes.id, row.id));
    await enqueueTask(tx, quoteEmailTask(QUOTE_ANSWERED_EMAIL_TASK, row.id));
  });
  return quoteOf(db, quoteId, today);
}

/** An admin declines a waiting request with a reason, which the customer is emailed. */
export async function declineQuote(db: Database, quoteId: string, adminId: string, reason: string, today: string): Promise<Quote> {
  if (!isUuid(quoteId)) throw quoteNotFound();
  await db.transaction(async (tx) => {
    const row = await lockWaitingRequest(tx, quoteId);
    await tx.update(quotes).set({ status: 'declined', answerNote: reason, answeredBy: adminId, closedAt: new Date() }).where(eq(quotes.id, row.id));
    await enqueueTask(tx, quoteEmailTask(QUOTE_DECLINED_EMAIL_TASK, row.id));
  });
  return quoteOf(db, quoteId, today);
}
