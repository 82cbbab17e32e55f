import { sql, type SQL } from 'drizzle-orm';
import { dayIn } from '../../../shared/delivery.js';
import { AppError } from '../../../shared/errors.js';
import { totalPages, type PageQuery } from '../../../shared/schemas/common.js';
import { tradeMessages, type InvoiceState, type TradeInvoice, type TradeInvoicePage } from '../../../shared/schemas/trade.js';
import { rowsOf, type Database, type Executor } from '../../db/database.js';
import { markInvoicePaidIn } from '../orders/invoice-payment.js';

/**
 * Issue 15 §5, admins: the orders on invoice as invoices to be paid. Open: neither paid nor
 * cancelled (overdue ones too); overdue: open past the last day to pay (the shop's day); paid:
 * their invoice was marked paid. Read from the orders, their invoices and the trade accounts.
 */

interface InvoiceRow {
  order_id: string;
  order_number: string;
  invoice_number: string | null;
  company_name: string | null;
  customer_name: string;
  email: string;
  total: number;
  ordered_at: string;
  due_on: string;
  terms: number;
  paid_at: string | null;
  status: string;
}

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** Orders on invoice neither paid nor cancelled: what the account owes. */
const OPEN = sql`o.payment_choice = 'invoice' and o.paid_at is null and o.status <> 'cancelled'`;

function whereState(state: InvoiceState, today: string): SQL {
  if (state === 'open') return OPEN;
  if (state === 'overdue') return sql`${OPEN} and o.invoice_due_on < ${today}::date`;
  return sql`o.payment_choice = 'invoice' and o.paid_at is not null`;
}

/** Those to be paid soonest first; paid ones last paid first. */
function orderOf(state: InvoiceState): SQL {
  return state === 'paid' ? sql`o.paid_at desc, o.id` : sql`o.invoice_due_on, o.created_at, o.id`;
}

function invoiceRows(db: Executor, where: SQL, order: SQL, limit: number, offset: number): Promise<InvoiceRow[]> {
  return rowsOf<InvoiceRow>(
    db,
    sql`select o.id::text as order_id, o.number as order_number, i.number as invoice_number, a.company_name, o.customer_name, o.email,
               o.total_cents as total, ${iso('o.created_at')} as ordered_at, to_char(o.invoice_due_on, 'YYYY-MM-DD') as due_on,
               o.payment_terms_days as terms, ${iso('o.paid_at')} as paid_at, o.status
          from orders o
          left join invoices i on i.order_id = o.id
          left join trade_accounts a on a.user_id = o.user_id
         where ${where}
         order by ${order}
         limit ${limit} offset ${offset}`,
  );
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

function toInvoice(row: InvoiceRow, today: string): TradeInvoice {
  const open = row.paid_at === null && row.status !== 'cancelled';
  const overdue = open && row.due_on < today;
  return {
    orderId: row.order_id,
    orderNumber: row.order_number,
    invoiceNumber: row.invoice_number,
    companyName: row.company_name,
    customerName: row.customer_name,
    email: row.email,
    total: Number(row.total),
    orderedAt: row.ordered_at,
    dueOn: row.due_on,
    paymentTermsDays: Number(row.terms),
    overdue,
    daysOverdue: overdue ? daysBetween(row.due_on, today) : 0,
    paidAt: row.paid_at,
    orderStatus: row.status,
  };
}

/** Sums and counts arrive as text (pg's bigint) or numbers (PGlite); all fit a JavaScript number. */
const whole = (value: unknown): number => Number(value ?? 0);

/** Over every unpaid invoice: how many and how much, and of them those past their last day. */
async function summaryOf(db: Executor, today: string): Promise<TradeInvoicePage['summary']> {
  const [row] = await rowsOf<{ open_count: unknown; open_cents: unknown; overdue_count: unknown; overdue_cents: unknown }>(
    db,
    sql`select count(*) as open_count, coalesce(sum(o.total_cents), 0)::bigint as open_cents,
               count(*) filter (where o.invoice_due_on < ${today}::date) as overdue_count,
               coalesce(sum(o.total_cents) filter (where o.invoice_due_on < ${today}::date), 0)::bigint as overdue_cents
          from orders o
         where ${OPEN}`,
  );
  return { openCount: whole(row?.open_count), openCents: whole(row?.open_cents), overdueCount: whole(row?.overdue_count), overdueCents: whole(row?.overdue_cents) };
}

/** A page of the invoices in `state`, with the summary of all unpaid ones; `now` decides which are overdue (the shop's day). */
export async function listTradeInvoices(db: Executor, query: PageQuery & { state: InvoiceState }, timeZone: string, now = new Date()): Promise<TradeInvoicePage> {
  const today = dayIn(timeZone, now);
  const where = whereState(query.state, today);
  const [rows, [counted], summary] = await Promise.all([
    invoiceRows(db, where, orderOf(query.state), query.pageSize, (query.page - 1) * query.pageSize),
    rowsOf<{ total: unknown }>(db, sql`select count(*) as total from orders o where ${where}`),
    summaryOf(db, today),
  ]);
  const total = whole(counted?.total);
  return { items: rows.map((row) => toInvoice(row, today)), page: query.page, pageSize: query.pageSize, total, totalPages: totalPages(total, query.pageSize), summary };
}

/**
 * Marks the invoice of an order on invoice paid (the money arrived): the order is paid, its credit
 * freed, its customer emailed the receipt. Answers the invoice as the list shows it.
 */
export function markTradeInvoicePaid(db: Database, orderId: string, timeZone: string, now = new Date()): Promise<TradeInvoice> {
  return db.transaction(async (tx) => {
    await markInvoicePaidIn(tx, orderId, now);
    const [row] = await invoiceRows(tx, sql`o.id = ${orderId}::uuid`, sql`o.id`, 1, 0);
    if (!row) throw new AppError('NOT_FOUND', tradeMessages.invoiceNotFound);
    return toInvoice(row, dayIn(timeZone, now));
  });
}
