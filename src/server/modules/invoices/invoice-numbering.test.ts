import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/schemas/orders.js';
import { signUp, type TestUser } from '../../test/accounts-helpers.js';
import { insertProduct } from '../../test/fixtures.js';
import { payWithTestCard, placeOrderFor } from '../../test/orders-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { getOrder, transitionOrderIn } from '../orders/orders.service.js';
import { invoiceCounters, invoices } from './invoices.tables.js';
import { invoiceNumber, issueInvoice, yearIn } from './invoices.service.js';

/** Issue 14 §6: one invoice per paid order, numbered without gaps or duplicates within each year. */
describe.each(testDatabaseKinds())('invoice numbers on %s', (kind) => {
  let t: TestApp;
  let customer: TestUser;
  let productId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    customer = await signUp(t.app);
    productId = (await insertProduct(t.database.db, { availableQuantity: 100_000 })).id;
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const placeOrders = async (count: number): Promise<Order[]> => {
    const placed: Order[] = [];
    for (let index = 0; index < count; index += 1) placed.push(await placeOrderFor(t.app, customer, productId));
    return placed;
  };
  const lastSequence = async (year: number) => (await db().select().from(invoiceCounters).where(eq(invoiceCounters.year, year)))[0]?.lastSequence ?? 0;
  const invoicesOf = (orders: Order[]) =>
    db()
      .select()
      .from(invoices)
      .where(
        inArray(
          invoices.orderId,
          orders.map((order) => order.id),
        ),
      );
  const thisYear = () => yearIn(new Date(), t.shop.timeZone);
  /** Marks the order paid in its own transaction, as a payment does; `fail`: the transaction then breaks and rolls back. */
  const pay = (order: Order, fail = false) =>
    db().transaction(async (tx) => {
      await transitionOrderIn(tx, { orderId: order.id, to: 'paid', actor: 'payment', actorUserId: null, payment: { method: 'Card', transactionId: `tx-${order.id}` }, timeZone: t.shop.timeZone });
      if (fail) throw new Error('the payment broke after its invoice was issued');
    });

  it('numbers 12 orders paid at once 1 after the other: no duplicates, no gaps, in the year of the shop’s time zone', async () => {
    const orders = await placeOrders(12);
    const year = thisYear();
    const before = await lastSequence(year);
    const answers = await Promise.all(orders.map((order) => payWithTestCard(t.app, customer, order.id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(orders.map(() => 200));

    const issued = await invoicesOf(orders);
    expect(issued).toHaveLength(12);
    expect(issued.map((invoice) => invoice.sequence).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, index) => before + index + 1));
    for (const invoice of issued) {
      expect(invoice.year).toBe(year);
      expect(invoice.number).toBe(`${year}-${String(invoice.sequence).padStart(6, '0')}`);
      const order = await getOrder(db(), invoice.orderId);
      expect(order.invoiceNumber).toBe(invoice.number);
      expect(invoice.issuedAt.toISOString()).toBe(order.paidAt);
    }
    expect(await lastSequence(year)).toBe(before + 12);
  });

  it('gives the number of a payment that rolled back after its invoice to the next payment', async () => {
    const [broken, next] = await placeOrders(2);
    const year = thisYear();
    const before = await lastSequence(year);
    await expect(pay(broken!, true)).rejects.toThrow('the payment broke');
    expect(await invoicesOf([broken!])).toEqual([]);
    expect((await getOrder(db(), broken!.id)).status).toBe('pending_payment');
    expect(await lastSequence(year)).toBe(before);

    await pay(next!);
    expect((await invoicesOf([next!]))[0]?.sequence).toBe(before + 1);
  });

  it('leaves no gap when some of many simultaneous payments roll back', async () => {
    const orders = await placeOrders(12);
    const year = thisYear();
    const before = await lastSequence(year);
    const outcomes = await Promise.allSettled(orders.map((order, index) => pay(order, index % 3 === 0)));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(8);
    const issued = await invoicesOf(orders);
    expect(issued.map((invoice) => invoice.sequence).sort((a, b) => a - b)).toEqual(Array.from({ length: 8 }, (_, index) => before + index + 1));
    expect(issued.map((invoice) => invoice.orderId).sort()).toEqual(orders.filter((_, index) => index % 3 !== 0).map((order) => order.id).sort());
  });

  it('starts each year at 1, the year being the shop’s (31 December in Chicago is still that year)', async () => {
    const orders = await placeOrders(4);
    const issue = (order: Order, at: string, timeZone = 'America/Chicago') => db().transaction((tx) => issueInvoice(tx, order.id, new Date(at), timeZone));
    expect((await issue(orders[0]!, '2041-03-01T12:00:00Z')).number).toBe('2041-000001');
    expect((await issue(orders[1]!, '2042-01-01T03:00:00Z')).number).toBe('2041-000002');
    expect((await issue(orders[2]!, '2042-01-01T03:00:00Z', 'UTC')).number).toBe('2042-000001');
    expect((await issue(orders[3]!, '2042-06-01T12:00:00Z')).number).toBe('2042-000002');
  });

  it('keeps the invoice of an order that has one, also when asked for it from several transactions at once', async () => {
    const [order, next] = await placeOrders(2);
    const issue = (target: Order) => db().transaction((tx) => issueInvoice(tx, target.id, new Date('2043-05-01T12:00:00Z'), 'UTC'));
    const all = await Promise.all([issue(order!), issue(order!), issue(order!), issue(order!)]);
    expect(new Set(all.map((invoice) => invoice.number))).toEqual(new Set(['2043-000001']));
    expect((await issue(order!)).number).toBe('2043-000001');
    expect(await lastSequence(2043)).toBe(1);
    expect((await issue(next!)).number).toBe('2043-000002');
  });

  it('writes the number as the year and 6 digits', () => {
    expect(invoiceNumber(2026, 42)).toBe('2026-000042');
    expect(invoiceNumber(2026, 1_234_567)).toBe('2026-1234567');
    expect(yearIn(new Date('2027-01-01T05:59:59Z'), 'America/Chicago')).toBe(2026);
    expect(yearIn(new Date('2027-01-01T06:00:00Z'), 'America/Chicago')).toBe(2027);
  });
});
