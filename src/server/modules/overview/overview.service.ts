import { AppError } from '../../../shared/errors.js';
import {
  addDays,
  daysInRange,
  isoWeekOf,
  mondayOf,
  OVERVIEW_LOW_STOCK_LIMIT,
  OVERVIEW_TOP_PRODUCTS,
  overviewRange,
  todayIn,
  type Overview,
  type OverviewQuery,
  type OverviewRange,
  type TopProduct,
} from '../../../shared/schemas/overview.js';
import type { Executor } from '../../db/database.js';
import { cartProducts } from '../catalog/cart-products.service.js';
import { lowStockProducts } from '../catalog/low-stock-products.service.js';
import { cashOnDeliveryOutstanding, ordersByStatus, revenueInRange, topSellers, type ProductSales, type SalesRevenue } from '../orders/sales-overview.service.js';

/** Every day of the range, oldest first, with nothing sold on the days without sales. */
function everyDay(range: OverviewRange, sold: SalesRevenue['days']): Overview['revenue']['days'] {
  const byDay = new Map(sold.map((day) => [day.day, day]));
  return Array.from({ length: daysInRange(range.from, range.to) }, (_, i) => {
    const day = addDays(range.from, i);
    return { day, revenue: byDay.get(day)?.revenue ?? 0, orders: byDay.get(day)?.orders ?? 0 };
  });
}

/** Every ISO week the range touches, Monday to Sunday but cut to the range at its ends. */
function everyWeek(range: OverviewRange, sold: SalesRevenue['weeks']): Overview['revenue']['weeks'] {
  const byMonday = new Map(sold.map((week) => [week.start, week]));
  const weeks: Overview['revenue']['weeks'] = [];
  for (let monday = mondayOf(range.from); monday <= range.to; monday = addDays(monday, 7)) {
    const sunday = addDays(monday, 6);
    weeks.push({
      week: isoWeekOf(monday),
      start: monday < range.from ? range.from : monday,
      end: sunday > range.to ? range.to : sunday,
      revenue: byMonday.get(monday)?.revenue ?? 0,
      orders: byMonday.get(monday)?.orders ?? 0,
    });
  }
  return weeks;
}

/** The first ten by revenue and by pieces, each product under its name in the catalog now. */
async function topProducts(db: Executor, sales: ProductSales[]): Promise<Overview['topProducts']> {
  const names = new Map((await cartProducts(db, sales.map((product) => product.productId))).map((product) => [product.id, product.name]));
  const products: TopProduct[] = sales.map((product) => ({ productId: product.productId, name: names.get(product.productId) ?? product.soldAs, revenue: product.revenue, pieces: product.pieces }));
  const first = (order: (a: TopProduct, b: TopProduct) => number) => [...products].sort(order).slice(0, OVERVIEW_TOP_PRODUCTS);
  const byId = (a: TopProduct, b: TopProduct) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0);
  return {
    byRevenue: first((a, b) => b.revenue - a.revenue || b.pieces - a.pieces || byId(a, b)),
    byPieces: first((a, b) => b.pieces - a.pieces || b.revenue - a.revenue || byId(a, b)),
  };
}

/**
 * GET /api/admin/overview: revenue per day and week, orders by status and the best-selling
 * products over a range of the shop's days (the 30 days to today unless asked), with low stock
 * and cash on delivery outstanding as of now. The orders module reads the orders, the catalog
 * the products; this module only puts them together.
 */
export async function adminOverview(db: Executor, query: OverviewQuery, shop: { timeZone: string }, now = new Date()): Promise<Overview> {
  const checked = overviewRange(query, todayIn(shop.timeZone, now));
  if (!checked.ok) throw new AppError('VALIDATION_FAILED', checked.message, { errors: [{ field: checked.field, message: checked.message }] });
  const { range } = checked;
  const sales = { ...range, timeZone: shop.timeZone };
  const [revenue, sellers, statuses, cashOnDelivery, lowStock] = await Promise.all([
    revenueInRange(db, sales),
    topSellers(db, sales, OVERVIEW_TOP_PRODUCTS),
    ordersByStatus(db, sales),
    cashOnDeliveryOutstanding(db),
    lowStockProducts(db, OVERVIEW_LOW_STOCK_LIMIT),
  ]);
  return {
    range: { ...range, days: daysInRange(range.from, range.to), timeZone: shop.timeZone },
    revenue: { total: revenue.total, orders: revenue.orders, days: everyDay(range, revenue.days), weeks: everyWeek(range, revenue.weeks) },
    ordersByStatus: { total: statuses.reduce((total, status) => total + status.count, 0), statuses },
    topProducts: await topProducts(db, sellers),
    lowStock,
    cashOnDelivery,
  };
}
