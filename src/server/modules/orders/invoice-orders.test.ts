import { eq, or } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { invoiceUrl } from '../../../shared/schemas/invoices.js';
import type { Order } from '../../../shared/schemas/orders.js';
import { dueDayText, invoiceDueMessage } from '../../../shared/schemas/trade.js';
import type { TestUser } from '../../test/accounts-helpers.js';
import { readPdfText } from '../../test/pdf-text.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { capturingMailer } from '../../test/capturing-mailer.js';
import { loadInvoiceSeller } from '../invoices/invoice-seller.js';
import { INVOICE_PAYMENT_METHOD } from './invoice-payment.js';
import { orderMailTaskHandlers } from './order-mail-tasks.js';
import { ORDER_EMAIL_TASK } from './order-tasks.js';
import { orders } from './orders.tables.js';
import { tradeAccounts } from '../trade/trade.tables.js';
import { PUBLIC_URL, tradeOrdersTestBed } from '../../test/trade-orders-test-bed.js';

/** Issue 15 §5: an order on invoice from its placing to its payment: its invoice, its emails, shipping unpaid, cancelling, and the money counted when paid. */
describe.each(testDatabaseKinds())('orders on invoice on %s', (kind) => {
  const bed = tradeOrdersTestBed(kind);
  beforeEach(async () => {
    await bed.deliver();
    bed.mailer.sent.length = 0;
  });

  const readOrder = async (user: TestUser, orderId: string): Promise<Order> => (await bed.t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: { cookie: user.cookie } })).json();
  const pdfOf = async (user: TestUser, orderId: string) => {
    const response = await bed.t.app.inject({ method: 'GET', url: invoiceUrl(orderId), headers: { cookie: user.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return readPdfText(response.rawPayload);
  };
  const terms = (order: Order) => invoiceDueMessage(order.invoiceTerms!, 'en-US');

  it('issues the invoice with the order: its PDF says the last day to pay, the terms and the amount due', async () => {
    const trade = await bed.tradeCustomer({ paymentTermsDays: 30, discountBasisPoints: 1 });
    const order = await bed.invoiceOrder(trade, 2_450, 2);
    expect(order.invoiceNumber).toMatch(/^\d{4}-\d{6}$/);
    expect((await readOrder(trade, order.id)).invoiceNumber).toBe(order.invoiceNumber);
    const { text } = await pdfOf(trade, order.id);
    expect(terms(order)).toBe(`On invoice, payment due by ${dueDayText(order.invoiceTerms!.dueOn, 'en-US')} (30 days)`);
    expect(dueDayText('2026-05-04', 'en-US')).toBe('May 4, 2026');
    expect(text).toContain(terms(order));
    expect(text).toContain(`Amount due: $49.00. Please quote invoice ${order.invoiceNumber} with your payment.`);
    expect(text).toContain(`Invoice number ${order.invoiceNumber}`);
    expect(text).not.toContain('Paid on');
  });

  it('bills the trade account’s company on the invoice; when the account is gone, the customer as before', async () => {
    const trade = await bed.tradeCustomer({ discountBasisPoints: 1 });
    const order = await bed.invoiceOrder(trade, 1_000);
    const [account] = await bed.t.database.db.select().from(tradeAccounts).where(eq(tradeAccounts.userId, trade.id));
    const billed = await pdfOf(trade, order.id);
    for (const fact of [account!.companyName, '7 Foundry Street', '62701 Springfield', 'EIN: 123456789', order.customerName, trade.email]) expect(billed.text).toContain(fact);

    await bed.t.database.db.delete(tradeAccounts).where(eq(tradeAccounts.userId, trade.id));
    const fallback = await pdfOf(trade, order.id);
    expect(fallback.text).not.toContain(account!.companyName);
    expect(fallback.text).not.toContain('EIN:');
    for (const fact of [order.customerName, trade.email, 'BILL TO']) expect(fallback.text).toContain(fact);
  });

  it('sends the invoice with the order’s confirmation, which says the last day to pay and the amount', async () => {
    const trade = await bed.tradeCustomer({ paymentTermsDays: 14, discountBasisPoints: 1 });
    const order = await bed.invoiceOrder(trade, 1_200, 3);
    await bed.deliver();
    const [confirmation] = bed.mailsAbout(trade, order.number);
    expect(confirmation?.subject).toBe(`We have your order ${order.number}`);
    expect(confirmation?.text).toContain(`${terms(order)}: $36.00.`);
    expect(confirmation?.text).toContain(`Your invoice ${order.invoiceNumber} is attached as a PDF`);
    expect(confirmation?.text).toContain('Payment: On invoice');
    expect(confirmation?.text).not.toContain('Pay for your order');
    expect(confirmation?.attachments?.map((file) => [file.filename, file.contentType])).toEqual([[`invoice-${order.invoiceNumber}.pdf`, 'application/pdf']]);
    expect((await readPdfText(confirmation!.attachments![0]!.content)).text).toContain(terms(order));
  });

  it('sends the confirmation with the invoice even when the order shipped before it went out; not once it was cancelled', async () => {
    const trade = await bed.tradeCustomer({ discountBasisPoints: 1 });
    const shipped = await bed.invoiceOrder(trade, 1_000);
    const cancelled = await bed.invoiceOrder(trade, 1_000);
    expect((await bed.act(bed.admin, shipped.id, 'ship')).statusCode).toBe(200);
    expect((await bed.act(trade, cancelled.id, 'cancel')).statusCode).toBe(200);
    // The confirmations' tasks, run late (their first tries failed, say).
    const late = capturingMailer();
    const handlers = orderMailTaskHandlers(bed.t.database.db, { mailer: late, shopName: 'Volt & Bolt', publicUrl: PUBLIC_URL, currency: 'USD', locale: 'en-US', invoiceSeller: await loadInvoiceSeller(bed.t.shop, bed.t.config.dataDir) });
    for (const order of [shipped, cancelled]) await handlers[ORDER_EMAIL_TASK]!({ id: '1', kind: ORDER_EMAIL_TASK, key: `late-${order.id}`, payload: { orderId: order.id, status: 'pending_payment' }, attempts: 3 });
    expect(late.sent.map((mail) => [mail.subject, mail.attachments?.[0]?.filename])).toEqual([[`We have your order ${shipped.number}`, `invoice-${shipped.invoiceNumber}.pdf`]]);
  });

  it('ships and delivers unpaid, reminding of the last day to pay; marking the invoice paid sends the receipt with the paid invoice', async () => {
    const trade = await bed.tradeCustomer({ discountBasisPoints: 1 });
    const order = await bed.invoiceOrder(trade, 3_000);
    const shipped = await bed.act(bed.admin, order.id, 'ship');
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().order).toMatchObject({ status: 'shipped', paidAt: null });
    const delivered = await bed.act(bed.admin, order.id, 'deliver');
    expect(delivered.json().order).toMatchObject({ status: 'delivered', paidAt: null, paymentMethod: null });
    expect(await bed.creditUsed(trade.id)).toBe(3_000);
    await bed.deliver();
    expect(bed.mailsAbout(trade, order.number).find((mail) => mail.subject === `Your order ${order.number} is ready for pickup`)?.text).toContain(`${terms(order)}: $30.00.`);

    expect((await bed.markPaid(order.id)).statusCode).toBe(200);
    const paid = await readOrder(trade, order.id);
    expect(paid).toMatchObject({ status: 'delivered', paymentMethod: INVOICE_PAYMENT_METHOD, invoiceNumber: order.invoiceNumber });
    expect(paid.paidAt).not.toBeNull();
    expect(await bed.creditUsed(trade.id)).toBe(0);
    await bed.deliver();
    const receipt = bed.mailsAbout(trade, order.number).find((mail) => mail.subject === `Payment received for order ${order.number}`);
    expect(receipt?.text).toContain(`We received your payment of $30.00 for invoice ${order.invoiceNumber} of order ${order.number}`);
    expect(receipt?.text).toContain(`Paid with: ${INVOICE_PAYMENT_METHOD}`);
    expect(receipt?.attachments?.[0]?.filename).toBe(`invoice-${order.invoiceNumber}.pdf`);
    const { text } = await pdfOf(trade, order.id);
    expect(text).toContain(INVOICE_PAYMENT_METHOD);
    expect(text).toContain('Paid on');
    expect(text).not.toContain('Amount due');
  });

  it('cancels an unpaid order on invoice with its pieces back and its credit freed; its invoice is not to be paid', async () => {
    const trade = await bed.tradeCustomer({ discountBasisPoints: 1 });
    const product = await bed.product({ priceCents: 2_000, availableQuantity: 10 });
    await bed.fill(trade, [[product.id, 4]]);
    const order = await bed.place(trade, { payment: 'invoice' });
    expect([await bed.stockOf(product.id), await bed.creditUsed(trade.id)]).toEqual([6, 8_000]);
    const cancelled = await bed.act(trade, order.id, 'cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect([await bed.stockOf(product.id), await bed.creditUsed(trade.id)]).toEqual([10, 0]);
    await bed.deliver();
    expect(bed.mailsAbout(trade, order.number).find((mail) => mail.subject.includes('was cancelled'))?.text).toContain(`Its invoice ${order.invoiceNumber} is cancelled: nothing is to be paid.`);
  });

  it('lets only the shop cancel an order on invoice whose invoice was paid', async () => {
    const trade = await bed.tradeCustomer({ discountBasisPoints: 1 });
    const order = await bed.invoiceOrder(trade, 1_500);
    expect((await bed.markPaid(order.id)).statusCode).toBe(200);
    const refused = await bed.act(trade, order.id, 'cancel');
    expect([refused.statusCode, refused.json().detail]).toEqual([409, 'This order has been paid; please contact the shop to cancel it']);
    expect((await bed.act(bed.admin, order.id, 'cancel')).statusCode).toBe(200);
    await bed.deliver();
    expect(bed.mailsAbout(trade, order.number).find((mail) => mail.subject.includes('was cancelled'))?.text).toContain('will be paid back to you by bank transfer');
  });

  it('counts an order on invoice as money received on the shop’s day its invoice was paid, not before', async () => {
    const trade = await bed.tradeCustomer({ discountBasisPoints: 1 });
    const paidBeforeShipping = await bed.invoiceOrder(trade, 1_100);
    const paidAfterDelivery = await bed.invoiceOrder(trade, 2_200);
    const unpaid = await bed.invoiceOrder(trade, 4_400);
    await bed.act(bed.admin, paidAfterDelivery.id, 'ship');
    await bed.act(bed.admin, paidAfterDelivery.id, 'deliver');
    await bed.act(bed.admin, unpaid.id, 'ship');
    for (const order of [paidBeforeShipping, paidAfterDelivery]) expect((await bed.markPaid(order.id)).statusCode).toBe(200);
    // Paid on one day of the past (18:00 UTC is noon in Chicago), so nothing else of the shop counts in it.
    await bed.t.database.db
      .update(orders)
      .set({ paidAt: new Date('2025-06-10T18:00:00Z') })
      .where(or(eq(orders.id, paidBeforeShipping.id), eq(orders.id, paidAfterDelivery.id)));
    const response = await bed.t.app.inject({ method: 'GET', url: '/api/admin/overview?from=2025-06-10&to=2025-06-10', headers: { cookie: bed.admin.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().revenue).toMatchObject({ total: 3_300, orders: 2 });
  });
});
