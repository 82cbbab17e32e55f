import { sql, type SQL } from 'drizzle-orm';
import { orderStatuses, type OrderStatus } from '../../../shared/order-status.js';
import type { CalendarDay } from '../../../shared/schemas/overview.js';
import { rowsOf, type Executor } from '../../db/database.js';

/** Days of the shop's calendar, both counted, and the shop's time zone that says where a day starts and ends. */
export interface SalesRange {
  from: CalendarDay;
  to: CalendarDay;
  timeZone: string;
}

export interface SalesDay {
  day: CalendarDay;
  revenue: number;
  orders: number;
}

/** A week by its Monday (ISO weeks), counting only the days of the range. */
export interface SalesWeek {
  start: CalendarDay;
  revenue: number;
  orders: number;
}

export interface ProductSales {
  productId: string;
  /** A name it was sold under (order lines copy the name), for when the catalog has none. */
  soldAs: string;
  revenue: number;
  pieces: number;
}

export interface SalesRevenue {
  total: number;
  orders: number;
  days: SalesDay[];
  weeks: SalesWeek[];
}

/** Statuses of an order whose money the shop has received (a cancelled paid order was refunded). */
const RECEIVED = sql.raw(`('paid', 'shipped', 'delivered')`);

/** The first instant of a day of the shop's calendar. */
const startOf = (day: CalendarDay, timeZone: string): SQL => sql`((${day}::date)::timestamp at time zone ${timeZone}::text)`;
const endOf = (day: CalendarDay, timeZone: string): SQL => sql`((${day}::date + 1)::timestamp at time zone ${timeZone}::text)`;

/**
 * The orders whose money was received in the range: paid, shipped or delivered, by `paid_at` (a
 * card order when its payment was confirmed, a cash-on-delivery order when it was delivered), and
 * orders on invoice not cancelled, when their invoice was marked paid (maybe before they shipped).
 */
const receivedIn = (range: SalesRange): SQL =>
  sql`(o.status in ${RECEIVED} or (o.payment_choice = 'invoice' and o.status <> 'cancelled')) and o.paid_at >= ${startOf(range.from, range.timeZone)} and o.paid_at < ${endOf(range.to, range.timeZone)}`;

/** Sums and counts arrive as text (pg's bigint) or numbers (PGlite); all fit a JavaScript number. */
const whole = (value: unknown): number => Number(value ?? 0);

/**
 * Revenue per day and per ISO week of the shop's calendar, and in all, of the orders paid in the
 * range (only days and weeks with sales; the caller fills in the others). Sums are made by the
 * database: a year of a busy shop is more than one order's amount may be.
 */
export async function revenueInRange(db: Executor, range: SalesRange): Promise<SalesRevenue> {
  const rows = await rowsOf<{ kind: 'total' | 'day' | 'week'; key: string | null; revenue: unknown; orders: unknown }>(
    db,
    sql`with days as (
          select (o.paid_at at time zone ${range.timeZone}::text)::date as day, sum(o.total_cents)::bigint as revenue, count(*)::bigint as orders
            from orders o
           where ${receivedIn(range)}
           group by 1
        )
        select 'total' as kind, null as key, coalesce(sum(revenue), 0)::bigint as revenue, coalesce(sum(orders), 0)::bigint as orders from days
        union all
        select 'day', to_char(day, 'YYYY-MM-DD'), revenue, orders from days
        union all
        select 'week', to_char(date_trunc('week', day::timestamp), 'YYYY-MM-DD'), sum(revenue)::bigint, sum(orders)::bigint from days group by date_trunc('week', day::timestamp)`,
  );
  const revenue: SalesRevenue = { total: 0, orders: 0, days: [], weeks: [] };
  for (const row of rows) {
    const figures = { revenue: whole(row.revenue), orders: whole(row.orders) };
    if (row.kind === 'total') Object.assign(revenue, { total: figures.revenue, orders: figures.orders });
    else if (row.kind === 'day') revenue.days.push({ day: row.key ?? '', ...figures });
    else revenue.weeks.push({ start: row.key ?? '', ...figures });
  }
  return revenue;
}

/**
 * The best-selling products of the orders paid in the range: those among the first `top` by
 * line totals or by pieces (up to twice `top` of them), ties by product id.
 */
export async function topSellers(db: Executor, range: SalesRange, top: number): Promise<ProductSales[]> {
  const rows = await rowsOf<{ product_id: string; name: string; revenue: unknown; pieces: unknown }>(
    db,
    sql`with products as (
          select l.product_id, max(l.product_name) as name, sum(l.line_total_cents)::bigint as revenue, sum(l.quantity)::bigint as pieces
            from orders o join order_lines l on l.order_id = o.id
           where ${receivedIn(range)}
           group by l.product_id
        ),
        ranked as (
          select p.*,
                 row_number() over (order by revenue desc, pieces desc, product_id) as by_revenue,
                 row_number() over (order by pieces desc, revenue desc, product_id) as by_pieces
            from products p
        )
        select product_id::text as product_id, name, revenue, pieces from ranked where by_revenue <= ${top} or by_pieces <= ${top}`,
  );
  return rows.map((row) => ({ productId: row.product_id, soldAs: row.name, revenue: whole(row.revenue), pieces: whole(row.pieces) }));
}

/**
 * How many orders were placed in the range, by the status they have now (every status, 0 when
 * none). Each status is counted within the (status, created_at) index.
 */
export async function ordersByStatus(db: Executor, range: SalesRange): Promise<{ status: OrderStatus; count: number }[]> {
  const statuses = sql.join(
    orderStatuses.map((status) => sql`(${status})`),
    sql`, `,
  );
  const rows = await rowsOf<{ status: OrderStatus; count: unknown }>(
    db,
    sql`select s.status,
               (select count(*) from orders o
                 where o.status = s.status and o.created_at >= ${startOf(range.from, range.timeZone)} and o.created_at < ${endOf(range.to, range.timeZone)}) as count
          from (values ${statuses}) as s(status)`,
  );
  const counts = new Map(rows.map((row) => [row.status, whole(row.count)]));
  return orderStatuses.map((status) => ({ status, count: counts.get(status) ?? 0 }));
}

/**
 * Cash on delivery not received yet, as of now: orders to be paid in cash that are neither
 * cancelled nor paid (waiting to ship, or on their way). Read within the (status, created_at) index.
 */
export async function cashOnDeliveryOutstanding(db: Executor): Promise<{ orders: number; amount: number }> {
  const [row] = await rowsOf<{ orders: unknown; amount: unknown }>(
    db,
    sql`select count(*) as orders, coalesce(sum(total_cents), 0)::bigint as amount
          from orders
         where status in ('pending_payment', 'shipped') and payment_choice = 'cash_on_delivery' and paid_at is null`,
  );
  return { orders: whole(row?.orders), amount: whole(row?.amount) };
}
