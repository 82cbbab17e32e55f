import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/schemas/orders.js';
import { createMailer } from '../../mail/mailer.js';
import { signUpAdmin, signUpConfirmed, type TestUser } from '../../test/accounts-helpers.js';
import { capturingMailer } from '../../test/capturing-mailer.js';
import { insertProduct } from '../../test/fixtures.js';
import { mailsInOutbox } from '../../test/outbox-folder.js';
import { act, payWithTestCard, placeOrderFor } from '../../test/orders-helpers.js';
import { readPdfText } from '../../test/pdf-text.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { orders } from '../orders/orders.tables.js';

/** Issue 14 §6: the invoice PDF travels with the payment email (cash on delivery: with the delivery email). */
describe.each(testDatabaseKinds())('invoice emails on %s', (kind) => {
  let t: TestApp;
  let customer: TestUser;
  let admin: TestUser;
  const mailer = capturingMailer();

  beforeAll(async () => {
    t = await createTestApp(kind, { mailer, env: { PUBLIC_URL: 'https://shop.example' } });
    customer = await signUpConfirmed(t.app, t.database.db, { name: 'Rosa Diaz' });
    admin = await signUpAdmin(t.app, t.database.db);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.app.outbox.drain();
    mailer.sent.length = 0;
  });

  const deliver = () => t.app.outbox.drain();
  const mailsAbout = (order: Order) => mailer.sent.filter((mail) => mail.to === customer.email && mail.subject.includes(order.number));
  const current = async (order: Order): Promise<Order> => (await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: { cookie: customer.cookie } })).json();

  it('attaches the invoice to the payment email, once, and to no other email of the order', async () => {
    const product = await insertProduct(t.database.db, { name: 'Cable drum 50 m', priceCents: 2_450 });
    const order = await placeOrderFor(t.app, customer, product.id, 2);
    expect((await payWithTestCard(t.app, customer, order.id)).statusCode).toBe(200);
    await deliver();
    await deliver();
    const { invoiceNumber, transactionId } = await current(order);
    const payment = mailsAbout(order).filter((mail) => mail.subject === `Payment received for order ${order.number}`);
    expect(payment).toHaveLength(1);
    const [attachment, ...more] = payment[0]?.attachments ?? [];
    expect(more).toEqual([]);
    expect(attachment?.filename).toBe(`invoice-${invoiceNumber}.pdf`);
    expect(attachment?.contentType).toBe('application/pdf');
    expect(payment[0]?.text).toContain(`Your invoice ${invoiceNumber} is attached as a PDF`);
    expect(payment[0]?.messageId).toBe(`<order.${order.id}.paid@shop.example>`);
    const { lines, text } = await readPdfText(attachment!.content);
    expect(lines).toContain(`Invoice number ${invoiceNumber}`);
    expect(lines).toContain('Cable drum 50 m 2 pcs $24.50 $49.00');
    expect(text).toContain(`Transaction ID: ${transactionId}`);

    expect((await act(t.app, admin, order.id, 'ship')).statusCode).toBe(200);
    expect((await act(t.app, admin, order.id, 'deliver')).statusCode).toBe(200);
    await deliver();
    const others = mailsAbout(order).filter((mail) => !mail.subject.startsWith('Payment received'));
    expect(others.map((mail) => mail.subject)).toEqual([`We have your order ${order.number}`, `Your order ${order.number} is on its way`, `Your order ${order.number} was delivered`]);
    for (const mail of others) expect(mail.attachments).toBeUndefined();
  });

  it('issues a cash-on-delivery order’s invoice when it is delivered and paid at the door, attached to the delivery email', async () => {
    const product = await insertProduct(t.database.db, { name: 'Socket outlet, 2 gang', priceCents: 1_290 });
    const order = await placeOrderFor(t.app, customer, product.id, 4);
    await t.database.db.update(orders).set({ paymentChoice: 'cash_on_delivery', paymentDueAt: null }).where(eq(orders.id, order.id));
    expect((await act(t.app, admin, order.id, 'ship')).statusCode).toBe(200);
    expect((await current(order)).invoiceNumber).toBeNull();
    expect((await act(t.app, admin, order.id, 'deliver')).statusCode).toBe(200);
    await deliver();

    const { invoiceNumber, paidAt } = await current(order);
    expect(paidAt).not.toBeNull();
    expect(invoiceNumber).toMatch(/^\d{4}-\d{6}$/);
    const delivered = mailsAbout(order).find((mail) => mail.subject === `Your order ${order.number} was delivered`);
    expect(delivered?.attachments?.map((file) => file.filename)).toEqual([`invoice-${invoiceNumber}.pdf`]);
    expect(delivered?.text).toContain(`Your invoice ${invoiceNumber} is attached`);
    const { text } = await readPdfText(delivered!.attachments![0]!.content);
    expect(text).toContain('Cash on delivery');
    expect(text).not.toContain('Transaction ID');
    expect(mailsAbout(order).find((mail) => mail.subject === `Your order ${order.number} is on its way`)?.attachments).toBeUndefined();
  });

  it('writes an attachment into a mail of the outbox folder as base64', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-mail-'));
    try {
      const folder = createMailer({ smtpUrl: undefined, from: 'shop@example.com', outboxDir: path.join(dataDir, 'outbox'), log: { info() {} } });
      const content = Buffer.from('%PDF-1.3 invoice');
      await folder.send({ to: 'a@example.com', subject: 'Invoice', text: 'Attached.', attachments: [{ filename: 'invoice-2026-000001.pdf', contentType: 'application/pdf', content }] });
      const [written] = await mailsInOutbox(dataDir);
      expect(written?.attachments).toEqual([{ filename: 'invoice-2026-000001.pdf', contentType: 'application/pdf', encoding: 'base64', content: content.toString('base64') }]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
