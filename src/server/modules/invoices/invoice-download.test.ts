import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney, taxWithin } from '../../../shared/money.js';
import { invoiceMessages, invoiceUrl } from '../../../shared/schemas/invoices.js';
import { taxRateText } from '../../../shared/tax.js';
import type { Order } from '../../../shared/schemas/orders.js';
import { signUp, signUpAdmin, type TestUser } from '../../test/accounts-helpers.js';
import { insertProduct } from '../../test/fixtures.js';
import { orderForm, payWithTestCard, placeOrderFor } from '../../test/orders-helpers.js';
import { readPdfText } from '../../test/pdf-text.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';

/** Issue 14 §6: a paid order's invoice downloads from My Orders (its customer) and Manage All Orders (admins). */
describe.each(testDatabaseKinds())('invoice download on %s', (kind) => {
  let t: TestApp;
  let customer: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let paid: Order;
  let unpaid: Order;

  beforeAll(async () => {
    t = await createTestApp(kind);
    customer = await signUp(t.app, { name: 'Rosa Diaz' });
    other = await signUp(t.app);
    admin = await signUpAdmin(t.app, t.database.db);
    const product = await insertProduct(t.database.db, { name: 'Digital multimeter DM-600', priceCents: 4_990 });
    const order = await placeOrderFor(t.app, customer, product.id, 3);
    expect((await payWithTestCard(t.app, customer, order.id)).statusCode).toBe(200);
    paid = (await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: { cookie: customer.cookie } })).json();
    unpaid = await placeOrderFor(t.app, customer, product.id);
  });
  afterAll(() => t.close());

  const download = (orderId: string, user?: TestUser) => t.app.inject({ method: 'GET', url: invoiceUrl(orderId), headers: user ? { cookie: user.cookie } : {} });

  it('gives a paid order its invoice number, shown with the order', async () => {
    expect(paid.invoiceNumber).toMatch(/^\d{4}-\d{6}$/);
    const mine = (await t.app.inject({ method: 'GET', url: '/api/orders/mine', headers: { cookie: customer.cookie } })).json();
    expect(mine.items.find((order: Order) => order.id === paid.id)?.invoiceNumber).toBe(paid.invoiceNumber);
    expect(mine.items.find((order: Order) => order.id === unpaid.id)?.invoiceNumber).toBeNull();
  });

  it('answers the customer a PDF attachment, kept out of shared caches, that says what was bought, from whom, for how much and how it was paid', async () => {
    const response = await download(paid.id, customer);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="invoice-${paid.invoiceNumber}.pdf"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const { lines, text } = await readPdfText(response.rawPayload);
    expect(lines).toContain(`Invoice number ${paid.invoiceNumber}`);
    expect(lines).toContain(`Order number ${paid.number}`);
    for (const seller of [t.shop.name, t.shop.contact.address, t.shop.contact.email, t.shop.contact.phone]) expect(text).toContain(seller);
    for (const buyer of ['Rosa Diaz', customer.email, orderForm.phone, orderForm.deliveryAddress]) expect(text).toContain(buyer);
    expect(lines).toContain('Digital multimeter DM-600 3 pcs $49.90 $149.70');
    expect(text).toContain('Subtotal $149.70');
    expect(text).toContain('Total $149.70');
    // The demo shop's tax (content/shop.json) within the total.
    expect(text).toContain(`incl. ${t.shop.tax.name} ${taxRateText(t.shop.tax.rateBasisPoints)} ${formatMoney(taxWithin(14_970, t.shop.tax.rateBasisPoints), 'USD')}`);
    expect(text).toContain(paid.paymentMethod ?? 'missing payment method');
    expect(text).toContain(`Transaction ID: ${paid.transactionId}`);
  });

  it('answers admins any order’s invoice, the same document', async () => {
    const asAdmin = await download(paid.id, admin);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.headers['content-type']).toBe('application/pdf');
    expect((await readPdfText(asAdmin.rawPayload)).text).toBe((await readPdfText((await download(paid.id, customer)).rawPayload)).text);
  });

  it('keeps another customer’s invoice "not found", asks visitors to sign in, and says an unpaid order has no invoice yet', async () => {
    const foreign = await download(paid.id, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe('This order does not exist');
    expect((await download(paid.id)).statusCode).toBe(401);
    for (const user of [customer, admin]) {
      const notYet = await download(unpaid.id, user);
      expect(notYet.statusCode).toBe(404);
      expect(notYet.headers['content-type']).toContain('application/problem+json');
      expect(notYet.json().detail).toBe(invoiceMessages.notIssued);
    }
    expect((await download('4b0f4a36-2a8d-4c39-9a57-0d8a1f3e0c11', admin)).statusCode).toBe(404);
    expect((await download('not-an-order', customer)).statusCode).toBe(404);
  });
});
