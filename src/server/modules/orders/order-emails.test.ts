import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUp, signUpAdmin, type TestUser } from '../../test/accounts-helpers.js';
import { capturingMailer } from '../../test/capturing-mailer.js';
import { insertProduct } from '../../test/fixtures.js';
import { act, payWithTestCard, placeOrderFor, postOrder } from '../../test/orders-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { orderMailTaskHandlers } from './order-mail-tasks.js';
import { orderMail } from './order-mail.js';
import { ORDER_EMAIL_TASK } from './order-tasks.js';

/** Issue 14 §5: the customer hears by email of each step of their order, once, from the outbox. */
describe.each(testDatabaseKinds())('order emails on %s', (kind) => {
  let t: TestApp;
  let customer: TestUser;
  let admin: TestUser;
  const mailer = capturingMailer();

  beforeAll(async () => {
    t = await createTestApp(kind, { mailer, env: { PUBLIC_URL: 'https://shop.example' } });
    customer = await signUp(t.app, { name: 'Rosa Diaz' });
    admin = await signUpAdmin(t.app, t.database.db);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.app.outbox.drain();
    mailer.sent.length = 0;
  });

  const deliver = () => t.app.outbox.drain();
  const mailsAbout = (number: string) => mailer.sent.filter((mail) => mail.to === customer.email && mail.subject.includes(number));

  it('tells the customer of the order, its payment, its shipping and its delivery, once each', async () => {
    const product = await insertProduct(t.database.db, { name: 'Cable drum 50 m', priceCents: 2_450 });
    const order = await placeOrderFor(t.app, customer, product.id, 2);
    await deliver();
    await deliver();
    expect(mailsAbout(order.number).map((mail) => mail.subject)).toEqual([`We have your order ${order.number}`]);
    const [received] = mailsAbout(order.number);
    expect(received?.text).toContain('2 × Cable drum 50 m at $24.50: $49.00');
    expect(received?.text).toContain('Including Sales tax 9.75 %: $4.35');
    expect(received?.text).toContain(`Pay for your order: https://shop.example/dashboard/payment/${order.id}`);
    expect(received?.html).toContain('<img src="https://shop.example/logo.png"');
    expect(received?.html).toContain('Volt &amp; Bolt');
    expect(received?.messageId).toBe(`<order.${order.id}.pending_payment@shop.example>`);

    expect((await payWithTestCard(t.app, customer, order.id)).statusCode).toBe(200);
    expect((await act(t.app, admin, order.id, 'ship')).statusCode).toBe(200);
    expect((await act(t.app, admin, order.id, 'deliver')).statusCode).toBe(200);
    await deliver();
    // Changes recorded together are sent side by side (the invoice's PDF makes the payment's email slower): once each, in any order.
    const subjects = mailsAbout(order.number).map((mail) => mail.subject);
    expect(subjects.toSorted()).toEqual(
      [`We have your order ${order.number}`, `Payment received for order ${order.number}`, `Your order ${order.number} is on its way`, `Your order ${order.number} was delivered`].toSorted(),
    );
    expect(mailsAbout(order.number).find((mail) => mail.subject.startsWith('Payment received'))?.text).toContain('We received your payment of $49.00');
  });

  it('says on cancelling whether money comes back', async () => {
    const product = await insertProduct(t.database.db);
    const unpaid = await placeOrderFor(t.app, customer, product.id);
    const paid = await placeOrderFor(t.app, customer, product.id);
    await payWithTestCard(t.app, customer, paid.id);
    expect((await act(t.app, customer, unpaid.id, 'cancel')).statusCode).toBe(200);
    expect((await act(t.app, admin, paid.id, 'cancel')).statusCode).toBe(200);
    await deliver();
    const cancelled = (number: string) => mailsAbout(number).find((mail) => mail.subject === `Your order ${number} was cancelled`);
    expect(cancelled(unpaid.number)?.text).toContain('Nothing was charged for it.');
    expect(cancelled(paid.number)?.text).toContain('you paid is being refunded to the card you paid with');
  });

  it('does not ask to pay for an order that was paid before its first email went', async () => {
    const product = await insertProduct(t.database.db);
    const order = await placeOrderFor(t.app, customer, product.id);
    expect((await payWithTestCard(t.app, customer, order.id)).statusCode).toBe(200);
    // The received email's task, run late (its first tries failed, say): the order is paid by now.
    const late = capturingMailer();
    const handlers = orderMailTaskHandlers(t.database.db, { mailer: late, shopName: 'Volt & Bolt', publicUrl: 'https://shop.example', currency: 'USD', locale: 'en-US' });
    const run = (status: string) => handlers[ORDER_EMAIL_TASK]!({ id: '1', kind: ORDER_EMAIL_TASK, key: `k-${status}`, payload: { orderId: order.id, status }, attempts: 3 });
    await run('pending_payment');
    expect(late.sent).toEqual([]);
    await run('paid');
    expect(late.sent.map((mail) => mail.subject)).toEqual([`Payment received for order ${order.number}`]);
  });

  it('writes nothing for an order that was refused', async () => {
    const product = await insertProduct(t.database.db, { availableQuantity: 1 });
    expect((await postOrder(t.app, customer, { productId: product.id, quantity: 5 })).statusCode).toBe(409);
    await deliver();
    expect(mailer.sent).toEqual([]);
  });

  it('escapes what customers and admins wrote in the HTML', () => {
    const order = { id: 'o1', number: 'VB-1', email: 'a@b.example', customerName: '<b>Eve</b>', deliveryAddress: '1 <script>', total: 100, tax: { name: 'VAT', rateBasisPoints: 2000, included: true, amount: 17 }, lines: [{ productId: 'p', productName: 'Drill <img src=x>', unitPrice: 100, quantity: 1, lineTotal: 100 }], subtotal: 100, delivery: { method: 'site', fee: 0, zone: null, slot: null, siteNotes: '<script>gate</script>' }, paymentChoice: 'card', paymentMethod: null, transactionId: null, paidAt: null } as unknown as Parameters<typeof orderMail>[1];
    const mail = orderMail({ shopName: 'Volt & Bolt', publicUrl: 'https://shop.example', currency: 'USD', locale: 'en-US' }, order, 'shipped');
    expect(mail.html).not.toMatch(/<script>|<b>Eve|<img src=x>/);
    expect(mail.html).toContain('&lt;script&gt;gate&lt;/script&gt;');
    expect(mail.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(mail.text).toContain('<b>Eve</b>');
  });
});
