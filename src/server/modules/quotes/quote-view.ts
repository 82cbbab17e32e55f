import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { multiply, sum } from '../../../shared/money.js';
import { buyerUnitPrice } from '../../../shared/price-tiers.js';
import { totalPages, type Page, type PageQuery } from '../../../shared/schemas/common.js';
import type { Quote, QuoteStatus } from '../../../shared/schemas/quotes.js';
import { AppError } from '../../../shared/errors.js';
import type { Database, Executor } from '../../db/database.js';
import { getProfile } from '../accounts/profile.service.js';
import { lockProductsForOrder } from '../catalog/order-stock.service.js';
import { getOrder } from '../orders/orders.service.js';
import { tradeBuyerOf } from '../trade/trade-buyer.service.js';
import { isExpired } from './quote-days.js';
import { quoteLines, quotes } from './quotes.tables.js';

export type QuoteRow = typeof quotes.$inferSelect;
type QuoteLineRow = typeof quoteLines.$inferSelect;

/** The quote as people see it on `today`: an answered quote whose last day has passed reads as expired. */
export function statusOf(row: Pick<QuoteRow, 'status' | 'validUntil'>, today: string): QuoteStatus {
  if (row.status === 'answered' && isExpired(row.validUntil, today)) return 'expired';
  return row.status as QuoteStatus;
}

interface QuoteHead {
  row: QuoteRow;
  customerName: string;
  email: string;
  orderNumber: string | null;
}

/** Gone meanwhile (an account removed takes its quotes with it; an order is never deleted): shown without it. */
async function unlessGone<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** The quotes with their customer's name and email (as the account has them now) and the number of the order placed from each. */
async function headsOf(db: Database, rows: readonly QuoteRow[]): Promise<QuoteHead[]> {
  const customerIds = [...new Set(rows.map((row) => row.userId).filter((id): id is string => id !== null))];
  const contacts = new Map(await Promise.all(customerIds.map(async (id) => [id, await unlessGone(getProfile(db, id))] as const)));
  const orderIds = rows.map((row) => row.orderId).filter((id): id is string => id !== null);
  const orderNumbers = new Map(await Promise.all(orderIds.map(async (id) => [id, (await unlessGone(getOrder(db, id)))?.number ?? null] as const)));
  return rows.map((row) => {
    const contact = row.userId ? contacts.get(row.userId) : null;
    return { row, customerName: contact?.name ?? '', email: contact?.email ?? '', orderNumber: row.orderId ? (orderNumbers.get(row.orderId) ?? null) : null };
  });
}

/**
 * What a piece of each line costs the quote's customer today without the quote: their trade
 * tier's share off the list price (when they have an approved trade account), then the product's
 * quantity break for the line's pieces. Keyed by quote id and line number.
 */
async function currentPrices(db: Executor, heads: readonly QuoteHead[], lines: readonly QuoteLineRow[]): Promise<Map<string, number>> {
  const products = await lockProductsForOrder(
    db,
    lines.map((line) => line.productId),
    { lock: false },
  );
  const customers = [...new Set(heads.map((head) => head.row.userId).filter((id): id is string => id !== null))];
  const shares = new Map(await Promise.all(customers.map(async (id) => [id, (await tradeBuyerOf(db, id)).pricing.tradeDiscountBasisPoints] as const)));
  const customerOf = new Map(heads.map((head) => [head.row.id, head.row.userId]));
  const prices = new Map<string, number>();
  for (const line of lines) {
    const product = products.get(line.productId);
    const userId = customerOf.get(line.quoteId);
    const share = userId ? (shares.get(userId) ?? 0) : 0;
    prices.set(`${line.quoteId}:${line.lineNumber}`, product ? buyerUnitPrice(product.priceCents, product.priceTiers, line.quantity, share) : 0);
  }
  return prices;
}

async function toQuotes(db: Executor, heads: readonly QuoteHead[], today: string): Promise<Quote[]> {
  if (heads.length === 0) return [];
  const lines = await db
    .select()
    .from(quoteLines)
    .where(
      inArray(
        quoteLines.quoteId,
        heads.map((head) => head.row.id),
      ),
    )
    .orderBy(asc(quoteLines.quoteId), asc(quoteLines.lineNumber));
  const current = await currentPrices(db, heads, lines);
  return heads.map(({ row, customerName, email, orderNumber }) => {
    const own = lines
      .filter((line) => line.quoteId === row.id)
      .map((line) => ({
        lineNumber: line.lineNumber,
        productId: line.productId,
        productName: line.productName,
        quantity: line.quantity,
        unitPrice: line.unitPriceCents,
        lineTotal: line.unitPriceCents === null ? null : multiply(line.unitPriceCents, line.quantity),
        currentUnitPrice: current.get(`${row.id}:${line.lineNumber}`) ?? 0,
      }));
    const totals = own.map((line) => line.lineTotal);
    const priced = totals.length > 0 && totals.every((total): total is number => total !== null);
    return {
      id: row.id,
      number: row.number,
      status: statusOf(row, today),
      customerName,
      email,
      customerNote: row.customerNote,
      answerNote: row.answerNote,
      validUntil: row.validUntil,
      lines: own,
      subtotal: priced ? sum(totals) : null,
      requestedAt: row.requestedAt.toISOString(),
      answeredAt: row.answeredAt?.toISOString() ?? null,
      closedAt: row.closedAt?.toISOString() ?? null,
      order: row.orderId && orderNumber ? { id: row.orderId, number: orderNumber } : null,
    };
  });
}

/** One quote as seen on `today` (undefined: none matches `where`). */
export async function readQuote(db: Database, where: SQL, today: string): Promise<Quote | undefined> {
  const rows = await db.select().from(quotes).where(where);
  const [quote] = await toQuotes(db, await headsOf(db, rows), today);
  return quote;
}

/** A page of the quotes matching `where`, in the order given. */
export async function readQuotePage(db: Database, where: SQL | undefined, orderBy: SQL[], query: PageQuery, today: string): Promise<Page<Quote>> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(quotes)
      .where(where)
      .orderBy(...orderBy)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(quotes).where(where),
  ]);
  const total = totals?.total ?? 0;
  return { items: await toQuotes(db, await headsOf(db, rows), today), page: query.page, pageSize: query.pageSize, total, totalPages: totalPages(total, query.pageSize) };
}

/** The quote of this id, of this customer when `ownerId` is given. */
export function quoteWhere(quoteId: string, ownerId?: string): SQL {
  return ownerId === undefined ? eq(quotes.id, quoteId) : and(eq(quotes.id, quoteId), eq(quotes.userId, ownerId))!;
}
