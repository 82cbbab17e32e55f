import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/schemas/orders.js';
import { tradeMessages, type TradeInvoice } from '../../../shared/schemas/trade.js';
import type { TestUser } from '../../test/accounts-helpers.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { INVOICE_PAYMENT_METHOD } from '../orders/invoice-payment.js';
import { tradeOrdersTestBed } from '../../test/trade-orders-test-bed.js';
import { tradeAccounts } from './trade.tables.js';

/** Issue 15 §5, admins: open and overdue invoices of trade accounts, and marking them paid. */
describe.each(testDatabaseKinds())('admins’ trade invoices on %s', (kind) => {
  const bed = tradeOrdersTestBed(kind);
  let trade: TestUser;
  let company: string;
  let dueLater: Order;
  let dueToday: Order;
  let overdue: Order;
  let paid: Order;
  let cancelled: Order;
  let byCard: Order;

  beforeAll(async () => {
    // A tier of 0.01 % leaves these prices as they are.
    trade = await bed.tradeCustomer({ discountBasisPoints: 1, paymentTermsDays: 30, creditLimitCents: 1_000_000 });
    company = (await bed.t.database.db.select().from(tradeAccounts).where(eq(tradeAccounts.userId, trade.id)))[0]!.companyName;
    dueLater = await bed.invoiceOrder(trade, 1_000);
    dueToday = await bed.invoiceOrder(trade, 2_000);
    overdue = await bed.invoiceOrder(trade, 4_000);
    paid = await bed.invoiceOrder(trade, 800);
    cancelled = await bed.invoiceOrder(trade, 1_600);
    await bed.dueDaysAgo(dueToday.id, 0);
    await bed.dueDaysAgo(overdue.id, 3);
    expect((await bed.act(trade, cancelled.id, 'cancel')).statusCode).toBe(200);
    expect((await bed.markPaid(paid.id)).statusCode).toBe(200);
    const product = await bed.product({ priceCents: 900 });
    await bed.fill(trade, [[product.id, 1]]);
    byCard = await bed.place(trade, { payment: 'card' });
  });

  const numbers = (items: TradeInvoice[]) => items.map((item) => item.orderNumber);

  it('lists the open invoices, overdue ones included, soonest due first, with the totals of all unpaid ones', async () => {
    const page = await bed.invoices('?state=open');
    expect(numbers(page.items)).toEqual([overdue.number, dueToday.number, dueLater.number]);
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: 3, totalPages: 1, summary: { openCount: 3, openCents: 7_000, overdueCount: 1, overdueCents: 4_000 } });
    expect(page.items[0]).toEqual({
      orderId: overdue.id,
      orderNumber: overdue.number,
      invoiceNumber: overdue.invoiceNumber,
      companyName: company,
      customerName: overdue.customerName,
      email: trade.email,
      total: 4_000,
      orderedAt: overdue.createdAt,
      dueOn: (await bed.orderRow(overdue.id)).invoiceDueOn,
      paymentTermsDays: 30,
      overdue: true,
      daysOverdue: 3,
      paidAt: null,
      orderStatus: 'pending_payment',
    });
    // Due today (the shop's day) is not overdue yet.
    expect(page.items[1]).toMatchObject({ overdue: false, daysOverdue: 0 });
    expect(page.items[2]).toMatchObject({ overdue: false, daysOverdue: 0, dueOn: dueLater.invoiceTerms!.dueOn });
    expect(numbers((await bed.invoices()).items)).toEqual(numbers(page.items));
    expect(numbers(page.items)).not.toContain(byCard.number);
  });

  it('lists the overdue and the paid invoices; cancelled orders are in neither list', async () => {
    const late = await bed.invoices('?state=overdue');
    expect(numbers(late.items)).toEqual([overdue.number]);
    expect(late.total).toBe(1);
    expect(late.summary).toEqual({ openCount: 3, openCents: 7_000, overdueCount: 1, overdueCents: 4_000 });
    const settled = await bed.invoices('?state=paid');
    expect(numbers(settled.items)).toEqual([paid.number]);
    expect(settled.items[0]).toMatchObject({ overdue: false, orderStatus: 'pending_payment', total: 800 });
    expect(settled.items[0]!.paidAt).not.toBeNull();
  });

  it('pages the list and refuses an unknown state with a readable message', async () => {
    const second = await bed.invoices('?state=open&page=2&pageSize=2');
    expect(numbers(second.items)).toEqual([dueLater.number]);
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 3, totalPages: 2 });
    const refused = await bed.invoicesRequest('?state=late');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'state', message: 'State must be open, overdue or paid' }]);
  });

  it('marks an invoice paid: the order is paid, its credit freed, and it moves from the open to the paid list', async () => {
    const order = await bed.invoiceOrder(trade, 3_300);
    const before = await bed.creditUsed(trade.id);
    const response = await bed.markPaid(order.id);
    expect(response.statusCode, response.body).toBe(200);
    const { message, invoice } = response.json<{ message: string; invoice: TradeInvoice }>();
    expect(message).toBe(tradeMessages.invoiceMarkedPaid);
    expect(invoice).toMatchObject({ orderId: order.id, invoiceNumber: order.invoiceNumber, total: 3_300, overdue: false, orderStatus: 'pending_payment' });
    expect(invoice.paidAt).not.toBeNull();
    expect(await bed.creditUsed(trade.id)).toBe(before! - 3_300);
    const row = await bed.orderRow(order.id);
    expect([row.status, row.paymentMethod, row.paidAt?.toISOString()]).toEqual(['pending_payment', INVOICE_PAYMENT_METHOD, invoice.paidAt]);
    expect(numbers((await bed.invoices('?state=paid')).items)).toContain(order.number);
    expect(numbers((await bed.invoices('?state=open')).items)).not.toContain(order.number);
  });

  it('refuses to mark paid what is paid or cancelled (409), and finds no invoice for unknown orders or orders not on invoice (404)', async () => {
    const again = await bed.markPaid(paid.id);
    expect([again.statusCode, again.json().detail]).toEqual([409, tradeMessages.invoiceAlreadyPaid]);
    const gone = await bed.markPaid(cancelled.id);
    expect([gone.statusCode, gone.json().detail]).toEqual([409, tradeMessages.invoiceCancelled]);
    for (const orderId of [randomUUID(), 'not-an-order', byCard.id]) {
      const unknown = await bed.markPaid(orderId);
      expect([unknown.statusCode, unknown.json().detail]).toEqual([404, tradeMessages.invoiceNotFound]);
    }
    expect((await bed.orderRow(byCard.id)).paidAt).toBeNull();
  });

  it('marks an invoice paid once when two admins mark it at the same moment', async () => {
    const order = await bed.invoiceOrder(trade, 700);
    const answers = await Promise.all([bed.markPaid(order.id), bed.markPaid(order.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('is for admins only', async () => {
    expect((await bed.invoicesRequest('', trade)).statusCode).toBe(403);
    expect((await bed.markPaid(dueLater.id, trade)).statusCode).toBe(403);
    expect((await bed.t.app.inject({ method: 'GET', url: '/api/admin/trade-invoices' })).statusCode).toBe(401);
    expect((await bed.orderRow(dueLater.id)).paidAt).toBeNull();
  });
});
