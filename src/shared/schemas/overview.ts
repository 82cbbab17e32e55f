import { z } from 'zod';
import { addDays, dayIn } from '../delivery.js';
import { orderStatuses } from '../order-status.js';

/**
 * The admins' overview (issue 15 §1): how the shop is doing over a range of days of the shop's
 * own calendar (content/shop.json `timeZone`). Money in cents.
 *
 * - **Revenue** is money received: the total (lines, delivery, tax, less any discount) of each
 *   order that is paid, shipped or delivered, counted on the shop's day it was paid — a card
 *   order when its payment was confirmed, a cash-on-delivery order when it was delivered (the
 *   driver takes the money). An order cancelled after payment was refunded and does not count.
 * - **Orders by status**: the orders placed in the range, by the status they have now.
 * - **Top products**: the lines of the orders that count as revenue, by their line totals
 *   (before an order's discount and without delivery) and by pieces.
 * - **Low stock** and **cash on delivery outstanding** are as of now, whatever the range.
 */
export const OVERVIEW_DEFAULT_DAYS = 30;
export const OVERVIEW_MAX_DAYS = 366;
export const OVERVIEW_TOP_PRODUCTS = 10;
/** Low-stock products listed at most (fewest pieces first); the total says how many there are. */
export const OVERVIEW_LOW_STOCK_LIMIT = 100;
const FIRST_YEAR = 2000;
const LAST_YEAR = 2999;

export const overviewMessages = {
  fromShape: 'From must be a date written as YYYY-MM-DD, such as 2026-11-25',
  toShape: 'To must be a date written as YYYY-MM-DD, such as 2026-11-25',
  fromYears: `From must be a date in the years ${FIRST_YEAR} to ${LAST_YEAR}`,
  toYears: `To must be a date in the years ${FIRST_YEAR} to ${LAST_YEAR}`,
  fromAfterTo: 'The first day (from) must be on or before the last day (to)',
  rangeTooLong: `Choose at most ${OVERVIEW_MAX_DAYS} days`,
} as const;

const m = overviewMessages;
const DAY_MS = 86_400_000;

/** A day of the calendar, "YYYY-MM-DD". */
export type CalendarDay = string;

function utcOf(day: CalendarDay): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/** True for a day that exists on the calendar ("2026-02-30" does not). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = utcOf(text);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The day `days` after `day`; the same as for delivery days, named here for the overview's callers. */
export { addDays };

/** Days from `from` to `to`, both counted: the same day is 1. */
export function daysInRange(from: CalendarDay, to: CalendarDay): number {
  return Math.round((utcOf(to).getTime() - utcOf(from).getTime()) / DAY_MS) + 1;
}

/** Today on the shop's calendar. */
export function todayIn(timeZone: string, now = new Date()): CalendarDay {
  return dayIn(timeZone, now);
}

/** The Monday of the ISO week the day falls in. */
export function mondayOf(day: CalendarDay): CalendarDay {
  const weekday = (utcOf(day).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The ISO week of a day, e.g. "2026-W48" (the year of its Thursday). */
export function isoWeekOf(day: CalendarDay): string {
  const thursday = addDays(mondayOf(day), 3);
  const year = thursday.slice(0, 4);
  const week = Math.floor((daysInRange(`${year}-01-01`, thursday) - 1) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

function calendarDay(shape: string, years: string) {
  return z
    .string({ error: shape })
    .refine(isCalendarDay, { message: shape, abort: true })
    .refine((day) => Number(day.slice(0, 4)) >= FIRST_YEAR && Number(day.slice(0, 4)) <= LAST_YEAR, years);
}

/** Query of GET /api/admin/overview: both days optional (see `overviewRange`). */
export const overviewQuerySchema = z.object({
  from: calendarDay(m.fromShape, m.fromYears).optional(),
  to: calendarDay(m.toShape, m.toYears).optional(),
});
export type OverviewQuery = z.infer<typeof overviewQuerySchema>;

export interface OverviewRange {
  from: CalendarDay;
  to: CalendarDay;
}

export type OverviewRangeCheck = { ok: true; range: OverviewRange } | { ok: false; field: 'from' | 'to'; message: string };

/**
 * The range a query asks for: `to` defaults to today on the shop's calendar, `from` to the 30
 * days ending on `to`. Refused: `from` after `to`, or more than 366 days.
 */
export function overviewRange(query: OverviewQuery, today: CalendarDay): OverviewRangeCheck {
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -(OVERVIEW_DEFAULT_DAYS - 1));
  if (from > to) return { ok: false, field: 'from', message: m.fromAfterTo };
  if (daysInRange(from, to) > OVERVIEW_MAX_DAYS) return { ok: false, field: 'from', message: m.rangeTooLong };
  return { ok: true, range: { from, to } };
}

const cents = z.number().int().min(0);
const count = z.number().int().min(0);

export const revenueDaySchema = z.object({ day: z.string(), revenue: cents, orders: count });
/** A week of the range (Monday to Sunday, cut to the range at its ends). */
export const revenueWeekSchema = z.object({ week: z.string().describe('ISO week, e.g. 2026-W48'), start: z.string(), end: z.string(), revenue: cents, orders: count });
export const topProductSchema = z.object({ productId: z.string(), name: z.string(), revenue: cents, pieces: count });
export const lowStockProductSchema = z.object({ id: z.string(), name: z.string(), sku: z.string().nullable(), available: count, threshold: count });

/** GET /api/admin/overview. */
export const overviewSchema = z.object({
  range: z.object({ from: z.string(), to: z.string(), days: count, timeZone: z.string() }),
  revenue: z.object({ total: cents, orders: count, days: z.array(revenueDaySchema), weeks: z.array(revenueWeekSchema) }),
  ordersByStatus: z.object({ total: count, statuses: z.array(z.object({ status: z.enum(orderStatuses), count })) }),
  topProducts: z.object({ byRevenue: z.array(topProductSchema), byPieces: z.array(topProductSchema) }),
  lowStock: z.object({ total: count, products: z.array(lowStockProductSchema) }),
  cashOnDelivery: z.object({ orders: count, amount: cents }),
});
export type Overview = z.infer<typeof overviewSchema>;
export type RevenueDay = z.infer<typeof revenueDaySchema>;
export type RevenueWeek = z.infer<typeof revenueWeekSchema>;
export type TopProduct = z.infer<typeof topProductSchema>;
export type LowStockProduct = z.infer<typeof lowStockProductSchema>;
