import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus, PaymentChoice } from '../../../shared/order-status.js';
import { addDays, overviewMessages, todayIn, type Overview } from '../../../shared/schemas/overview.js';
import type { Executor } from '../../db/database.js';
import { signUpAdmin, signUpConfirmed, type TestUser } from '../../test/accounts-helpers.js';
import { insertProduct } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { products } from '../catalog/catalog.tables.js';
import { orderLines, orders } from '../orders/orders.tables.js';

const m = overviewMessages;
let numbers = 0;

interface Line {
  productId: string;
  unit: number;
  quantity: number;
}

interface FixedOrder {
  status: OrderStatus;
  payment: PaymentChoice;
  createdAt: string;
  paidAt?: string;
  lines: Line[];
  fee?: number;
}

/** An order written straight into the orders tables with the given times (UTC), as the shop would have left it. */
async function insertOrder(db: Executor, order: FixedOrder): Promise<void> {
  numbers += 1;
  const subtotal = order.lines.reduce((total, line) => total + line.unit * line.quantity, 0);
  const [row] = await db
    .insert(orders)
    .values({
      number: `OV-${numbers}`,
      customerName: 'Casey Customer',
      email: 'casey@example.com',
      phone: '+1 555 014 2290 12',
      deliveryAddress: '12 Foundry Street, Springfield',
      status: order.status,
      paymentChoice: order.payment,
      subtotalCents: subtotal,
      deliveryFeeCents: order.fee ?? 0,
      totalCents: subtotal + (order.fee ?? 0),
      createdAt: new Date(order.createdAt),
      paidAt: order.paidAt ? new Date(order.paidAt) : null,
    })
    .returning({ id: orders.id });
  await db.insert(orderLines).values(
    order.lines.map((line, i) => ({
      orderId: row!.id,
      lineNumber: i + 1,
      productId: line.productId,
      productName: 'The name it was sold under',
      unitPriceCents: line.unit,
      quantity: line.quantity,
      lineTotalCents: line.unit * line.quantity,
    })),
  );
}

/**
 * Issue 15 §1 on both databases: a fixed set of orders around 2–10 March 2026 in the shop's time
 * zone (America/Chicago: UTC−6 until 8 March, when summer time starts, UTC−5 after).
 */
describe.each(testDatabaseKinds())('the admin overview on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  const ids = { a: '', b: '', c: '', lowest: '', atThreshold: '' };
  const small: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    expect(t.shop.timeZone).toBe('America/Chicago');
    admin = await signUpAdmin(t.app, t.database.db);
    customer = await signUpConfirmed(t.app, t.database.db);
    const db = t.database.db;
    ids.a = (await insertProduct(db, { name: 'Angle grinder' })).id;
    ids.b = (await insertProduct(db, { name: 'Breaker box' })).id;
    ids.c = (await insertProduct(db, { name: 'Cable ties' })).id;
    for (let i = 0; i < 10; i += 1) small.push((await insertProduct(db, { name: `Small part ${i}` })).id);
    const { a, b, c } = ids;

    // Counted as revenue, on the shop's day they were paid.
    await insertOrder(db, { status: 'delivered', payment: 'card', createdAt: '2026-03-02T14:00:00Z', paidAt: '2026-03-02T15:00:00Z', lines: [{ productId: a, unit: 3000, quantity: 2 }, { productId: b, unit: 4000, quantity: 1 }] });
    // Paid at 23:30 on 3 March in Chicago (05:30 UTC on the 4th): a sale of the 3rd.
    await insertOrder(db, { status: 'paid', payment: 'card', createdAt: '2026-03-04T05:20:00Z', paidAt: '2026-03-04T05:30:00Z', lines: [{ productId: c, unit: 1000, quantity: 5 }] });
    // Paid at 00:10 on 4 March in Chicago.
    await insertOrder(db, { status: 'shipped', payment: 'card', createdAt: '2026-03-04T06:00:00Z', paidAt: '2026-03-04T06:10:00Z', lines: [{ productId: a, unit: 3000, quantity: 1 }] });
    // Cash on delivery placed before the range, paid when delivered at 23:45 on 8 March (summer time: 04:45 UTC on the 9th).
    await insertOrder(db, { status: 'delivered', payment: 'cash_on_delivery', createdAt: '2026-02-25T12:00:00Z', paidAt: '2026-03-09T04:45:00Z', lines: [{ productId: b, unit: 4000, quantity: 5 }] });
    // Ten small parts, one piece each, paid on 9 March.
    await insertOrder(db, { status: 'delivered', payment: 'card', createdAt: '2026-03-09T12:00:00Z', paidAt: '2026-03-09T12:05:00Z', lines: small.map((productId) => ({ productId, unit: 100, quantity: 1 })) });

    // Not revenue: cash not received yet (outstanding), cancelled (one refused at the door, one refunded), unpaid by card.
    await insertOrder(db, { status: 'shipped', payment: 'cash_on_delivery', createdAt: '2026-03-05T12:00:00Z', lines: [{ productId: a, unit: 3000, quantity: 1 }, { productId: b, unit: 4000, quantity: 1 }] });
    await insertOrder(db, { status: 'pending_payment', payment: 'cash_on_delivery', createdAt: '2026-03-06T12:00:00Z', lines: [{ productId: c, unit: 1000, quantity: 2 }], fee: 500 });
    await insertOrder(db, { status: 'cancelled', payment: 'card', createdAt: '2026-03-05T10:00:00Z', paidAt: '2026-03-05T10:05:00Z', lines: [{ productId: a, unit: 3000, quantity: 3 }], fee: 999 });
    await insertOrder(db, { status: 'cancelled', payment: 'cash_on_delivery', createdAt: '2026-03-06T13:00:00Z', lines: [{ productId: b, unit: 4000, quantity: 1 }] });
    await insertOrder(db, { status: 'pending_payment', payment: 'card', createdAt: '2026-03-07T12:00:00Z', lines: [{ productId: c, unit: 1000, quantity: 1 }] });

    // Just outside the range's days: paid at 23:59 on 1 March; placed at 23:59 on 10 March (in the range) but paid at 00:30 on the 11th.
    await insertOrder(db, { status: 'delivered', payment: 'card', createdAt: '2026-03-02T05:50:00Z', paidAt: '2026-03-02T05:59:00Z', lines: [{ productId: c, unit: 1000, quantity: 40 }] });
    await insertOrder(db, { status: 'delivered', payment: 'card', createdAt: '2026-03-11T04:59:00Z', paidAt: '2026-03-11T05:30:00Z', lines: [{ productId: c, unit: 1000, quantity: 50 }] });

    // Stock: at or below the threshold is low; no threshold or archived is never listed.
    ids.lowest = (await insertProduct(db, { name: 'Wago connectors', availableQuantity: 2, sku: 'WG-221' })).id;
    ids.atThreshold = (await insertProduct(db, { name: 'Fuse 16 A', availableQuantity: 5 })).id;
    const above = (await insertProduct(db, { name: 'Junction box', availableQuantity: 6 })).id;
    const archived = (await insertProduct(db, { name: 'Old meter', availableQuantity: 0 })).id;
    await insertProduct(db, { name: 'Sold out, no threshold', availableQuantity: 0 });
    for (const [id, threshold] of [[ids.lowest, 5], [ids.atThreshold, 5], [above, 5], [archived, 3]] as const) await db.update(products).set({ lowStockThreshold: threshold }).where(eq(products.id, id));
    await db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, archived));
    // The catalog's name now is shown, not the name the lines were sold under.
    await db.update(products).set({ name: 'Angle grinder 125 mm' }).where(eq(products.id, a));
  });
  afterAll(() => t.close());

  const get = (query: string, user: TestUser | null = admin) => t.app.inject({ method: 'GET', url: `/api/admin/overview${query}`, headers: user ? { cookie: user.cookie } : {} });
  const overview = async (query: string) => {
    const response = await get(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Overview>();
  };

  it("counts revenue on the shop's day each order was paid: card when paid, cash on delivery when delivered", async () => {
    const result = await overview('?from=2026-03-02&to=2026-03-10');
    expect(result.range).toEqual({ from: '2026-03-02', to: '2026-03-10', days: 9, timeZone: 'America/Chicago' });
    expect(result.revenue.total).toBe(10_000 + 5_000 + 3_000 + 20_000 + 1_000);
    expect(result.revenue.orders).toBe(5);
    const sold = Object.fromEntries(result.revenue.days.map((day) => [day.day, [day.revenue, day.orders]]));
    expect(sold).toEqual({
      '2026-03-02': [10_000, 1],
      '2026-03-03': [5_000, 1],
      '2026-03-04': [3_000, 1],
      '2026-03-05': [0, 0],
      '2026-03-06': [0, 0],
      '2026-03-07': [0, 0],
      '2026-03-08': [20_000, 1],
      '2026-03-09': [1_000, 1],
      '2026-03-10': [0, 0],
    });
    expect(result.revenue.days.map((day) => day.day)).toEqual(Object.keys(sold));
    expect(result.revenue.weeks).toEqual([
      { week: '2026-W10', start: '2026-03-02', end: '2026-03-08', revenue: 38_000, orders: 4 },
      { week: '2026-W11', start: '2026-03-09', end: '2026-03-10', revenue: 1_000, orders: 1 },
    ]);
  });

  it('cuts the weeks to the range at its ends', async () => {
    const result = await overview('?from=2026-03-04&to=2026-03-09');
    expect(result.revenue.weeks).toEqual([
      { week: '2026-W10', start: '2026-03-04', end: '2026-03-08', revenue: 23_000, orders: 2 },
      { week: '2026-W11', start: '2026-03-09', end: '2026-03-09', revenue: 1_000, orders: 1 },
    ]);
    expect(result.revenue.total).toBe(24_000);
    // A single day: the order paid at 23:30 local time is the 3rd's, not the 4th's.
    const third = await overview('?from=2026-03-03&to=2026-03-03');
    expect(third.revenue).toMatchObject({ total: 5_000, orders: 1, days: [{ day: '2026-03-03', revenue: 5_000, orders: 1 }] });
  });

  it('counts the orders placed in the range by their status now, every status listed', async () => {
    const result = await overview('?from=2026-03-02&to=2026-03-10');
    expect(result.ordersByStatus.statuses).toEqual([
      { status: 'pending_payment', count: 2 },
      { status: 'paid', count: 1 },
      { status: 'shipped', count: 2 },
      { status: 'delivered', count: 3 },
      { status: 'cancelled', count: 2 },
    ]);
    expect(result.ordersByStatus.total).toBe(10);
    const none = await overview('?from=2025-06-01&to=2025-06-30');
    expect(none.ordersByStatus.total).toBe(0);
    expect(none.ordersByStatus.statuses.map((status) => status.count)).toEqual([0, 0, 0, 0, 0]);
    expect(none.revenue).toMatchObject({ total: 0, orders: 0 });
    expect(none.revenue.days).toHaveLength(30);
    expect(none.topProducts).toEqual({ byRevenue: [], byPieces: [] });
  });

  it('ranks the ten best-selling products of the counted orders by revenue and by pieces, under their names now', async () => {
    const { topProducts } = await overview('?from=2026-03-02&to=2026-03-10');
    expect(topProducts.byRevenue.slice(0, 3)).toEqual([
      { productId: ids.b, name: 'Breaker box', revenue: 24_000, pieces: 6 },
      { productId: ids.a, name: 'Angle grinder 125 mm', revenue: 9_000, pieces: 3 },
      { productId: ids.c, name: 'Cable ties', revenue: 5_000, pieces: 5 },
    ]);
    expect(topProducts.byPieces.slice(0, 3).map((product) => [product.productId, product.pieces])).toEqual([
      [ids.b, 6],
      [ids.c, 5],
      [ids.a, 3],
    ]);
    for (const list of [topProducts.byRevenue, topProducts.byPieces]) {
      expect(list).toHaveLength(10);
      expect(list.slice(3).every((product) => small.includes(product.productId) && product.revenue === 100 && product.pieces === 1)).toBe(true);
    }
  });

  it('lists live products at or below their threshold, fewest first, and the cash on delivery not received yet', async () => {
    const result = await overview('?from=2026-03-02&to=2026-03-10');
    expect(result.lowStock).toEqual({
      total: 2,
      products: [
        { id: ids.lowest, name: 'Wago connectors', sku: 'WG-221', available: 2, threshold: 5 },
        { id: ids.atThreshold, name: 'Fuse 16 A', sku: null, available: 5, threshold: 5 },
      ],
    });
    // Shipped and waiting to ship, in cash; not the delivered (paid) or the cancelled ones, whatever the range.
    expect(result.cashOnDelivery).toEqual({ orders: 2, amount: 7_000 + 2_500 });
    expect((await overview('?from=2025-06-01&to=2025-06-30')).cashOnDelivery).toEqual({ orders: 2, amount: 9_500 });
  });

  it("shows the 30 days to today on the shop's calendar unless asked; to alone or from alone fill in the other", async () => {
    const before = todayIn('America/Chicago');
    const result = await overview('');
    const after = todayIn('America/Chicago');
    expect([before, after]).toContain(result.range.to);
    expect(result.range).toMatchObject({ from: addDays(result.range.to, -29), days: 30 });
    expect(result.revenue.days).toHaveLength(30);
    expect((await overview('?to=2026-03-10')).range).toMatchObject({ from: '2026-02-09', to: '2026-03-10', days: 30 });
    const fromOnly = await overview(`?from=${addDays(before, -6)}`);
    expect([before, after]).toContain(fromOnly.range.to);
    // The longest range: 366 days (2024 had a 29 February).
    expect((await overview('?from=2024-01-01&to=2024-12-31')).range.days).toBe(366);
  });

  it('refuses a bad range with 400 and a message on the field', async () => {
    const cases: [string, string, string][] = [
      ['?from=2026-3-2&to=2026-03-10', 'from', m.fromShape],
      ['?from=yesterday', 'from', m.fromShape],
      ['?from=2026-03-02&to=2026-02-30', 'to', m.toShape],
      ['?from=2026-03-02&to=', 'to', m.toShape],
      ['?from=1999-12-01&to=2000-01-31', 'from', m.fromYears],
      ['?from=2026-03-02&to=3000-01-01', 'to', m.toYears],
      ['?from=2026-03-02&from=2026-03-03', 'from', m.fromShape],
      ['?from=2026-03-10&to=2026-03-02', 'from', m.fromAfterTo],
      ['?from=2999-01-01', 'from', m.fromAfterTo],
      ['?from=2024-01-01&to=2025-01-01', 'from', m.rangeTooLong],
    ];
    for (const [query, field, message] of cases) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json(), query).toMatchObject({ code: 'VALIDATION_FAILED', detail: message, errors: [{ field, message }] });
    }
  });

  it('is for admins only: a visitor is asked to sign in, a customer is refused', async () => {
    const visitor = await get('?from=2026-03-02&to=2026-03-10', null);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.headers['content-type']).toContain('application/problem+json');
    const refused = await get('?from=2026-03-02&to=2026-03-10', customer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
  });
});
