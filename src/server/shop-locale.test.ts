import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offeredSlots } from '../shared/delivery.js';
import { formatMoney, taxWithin } from '../shared/money.js';
import { invoiceUrl } from '../shared/schemas/invoices.js';
import type { Order } from '../shared/schemas/orders.js';
import { deliveryZones } from './modules/delivery/delivery.tables.js';
import { signUp } from './test/accounts-helpers.js';
import { capturingMailer } from './test/capturing-mailer.js';
import { britishShop } from './test/demo-shop.js';
import { insertProduct } from './test/fixtures.js';
import { payWithTestCard } from './test/orders-helpers.js';
import { pageRenderBuild } from './test/page-render-build.js';
import { readPdfText } from './test/pdf-text.js';
import { createTestApp, type TestApp } from './test/test-app.js';
import { testDatabaseKinds } from './test/test-database.js';

const ORIGIN = 'https://shop.example';
const pounds = (pence: number) => formatMoney(pence, 'GBP', 'en-GB');

/**
 * The shop's locale is declared once (content/shop.json) and every part follows it: here the whole
 * application runs as a shop in the United Kingdom (pounds, VAT within the prices, British
 * postcodes, VAT numbers, day-first dates) and its pages, checks, emails and invoices are read back.
 */
describe.each(testDatabaseKinds())('a shop in a second locale on %s', (kind) => {
  let t: TestApp;
  const mailer = capturingMailer();
  const address = { recipient: 'Ada Builder', phone: '+44 20 7946 0958', street: '10 Downing Street', postcode: 'SW1A 2AA', city: 'London', district: '' };

  beforeAll(async () => {
    t = await createTestApp(kind, { ...(await pageRenderBuild()), shop: britishShop, mailer, env: { PUBLIC_URL: `${ORIGIN}/` } });
    await t.database.db.insert(deliveryZones).values({ name: 'Westminster', postcodePrefixes: ['SW1A'], feeCents: 495, siteFeeCents: 1500, freeFromCents: null, slotCapacity: 10 });
  });
  afterAll(() => t.close());

  it('serves its locale to the pages: currency, language and region, tax, postcode, phone and tax-number rules, date style', async () => {
    const shop = (await t.app.inject({ method: 'GET', url: '/api/shop' })).json();
    expect(shop).toMatchObject({
      currency: 'GBP',
      locale: 'en-GB',
      dateStyle: 'long',
      tax: { name: 'VAT', rateBasisPoints: 2000, pricesIncludeTax: true },
      postcode: { name: 'Postcode', example: 'SW1A 1AA' },
      phone: { example: '+44 20 7946 0958' },
      taxNumber: { name: 'VAT number', example: 'GB123456789' },
    });
  });

  it('renders the product page in its currency and tax, and asks for a postcode by its name', async () => {
    const product = await insertProduct(t.database.db, { name: 'Cordless drill 18 V', priceCents: 12_999 });
    const html = (await t.app.inject({ method: 'GET', url: `/product/${product.slug}` })).body;
    const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="page-data">/.exec(html)?.[1] ?? '';
    const text = root.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain('Price: £129.99 incl. VAT');
    expect(text).not.toContain('$');
    expect(html).toContain('"priceCurrency":"GBP"');
  });

  it('checks addresses, delivery questions and the checkout with its postcode rule', async () => {
    const customer = await signUp(t.app);
    const saved = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/addresses', headers: { cookie: customer.cookie }, payload });
    const american = await saved({ ...address, postcode: '62701' });
    expect(american.statusCode).toBe(400);
    expect(american.json().errors).toEqual([{ field: 'postcode', message: 'Postcode must look like SW1A 1AA' }]);
    expect((await saved({ ...address, postcode: '' })).json().errors).toEqual([{ field: 'postcode', message: 'Postcode is required' }]);
    const british = await saved({ ...address, postcode: 'sw1a 2aa' });
    expect(british.statusCode, british.body).toBe(201);

    const estimate = await t.app.inject({ method: 'GET', url: '/api/delivery/estimate?postcode=62701' });
    expect(estimate.statusCode).toBe(400);
    expect(estimate.json().detail).toBe('Postcode must look like SW1A 1AA');
    expect((await t.app.inject({ method: 'GET', url: '/api/delivery/estimate?postcode=SW1A%202AA' })).json()).toMatchObject({ zone: 'Westminster' });

    const slot = offeredSlots(t.shop.delivery, t.shop.timeZone, new Date())[0]!;
    const quote = await t.app.inject({ method: 'POST', url: '/api/checkout/quote', headers: { cookie: customer.cookie }, payload: { delivery: { method: 'home', address: { ...address, postcode: '62701' }, slot } } });
    expect(quote.statusCode).toBe(400);
    expect(quote.json().errors).toEqual([{ field: 'delivery.address.postcode', message: 'Postcode must look like SW1A 1AA' }]);
  });

  it('emails the order and issues its invoice in its currency, tax and dates', async () => {
    const customer = await signUp(t.app, { name: 'Ada Builder' });
    const product = await insertProduct(t.database.db, { name: 'Cable drum 50 m', priceCents: 2_450, availableQuantity: 20 });
    expect((await t.app.inject({ method: 'PUT', url: `/api/cart/lines/${product.id}`, headers: { cookie: customer.cookie }, payload: { quantity: 2 } })).statusCode).toBe(200);
    const slot = offeredSlots(t.shop.delivery, t.shop.timeZone, new Date())[0]!;
    const delivery = { method: 'home', address, slot };
    const quote = (await t.app.inject({ method: 'POST', url: '/api/checkout/quote', headers: { cookie: customer.cookie }, payload: { delivery } })).json();
    expect(quote).toMatchObject({ subtotal: 4_900, total: 5_395, tax: { name: 'VAT', amount: taxWithin(5_395, 2000) } });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { cookie: customer.cookie },
      payload: { cartRevision: quote.cartRevision, expectedTotal: quote.total, delivery, phone: address.phone, payment: 'card', acceptTerms: true },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order: Order = placed.json().order;
    expect((await payWithTestCard(t.app, customer, order.id)).statusCode).toBe(200);
    await t.app.outbox.drain();

    const mails = mailer.sent.filter((mail) => mail.to === customer.email && mail.subject.includes(order.number));
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect(mail.text).not.toContain('$');
    // Written in the shop's language and region, as its pages are.
    for (const mail of mails) expect(mail.html).toContain('<html lang="en-GB">');
    const confirmation = mails[0]!.text;
    expect(confirmation).toContain(`2 × Cable drum 50 m at ${pounds(2_450)}: ${pounds(4_900)}`);
    expect(confirmation).toContain(`Including VAT 20 %: ${pounds(taxWithin(5_395, 2000))}`);

    const paid = (await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: { cookie: customer.cookie } })).json<Order>();
    const invoice = await t.app.inject({ method: 'GET', url: invoiceUrl(order.id), headers: { cookie: customer.cookie } });
    expect(invoice.statusCode).toBe(200);
    const { text } = await readPdfText(invoice.rawPayload);
    expect(text).toContain(`Total ${pounds(5_395)}`);
    expect(text).toContain(`incl. VAT 20 % ${pounds(taxWithin(5_395, 2000))}`);
    expect(text).not.toContain('$');
    // "4 December 2026": the day first, as the locale writes it.
    const issued = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' }).format(new Date(paid.paidAt!));
    expect(issued).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(text).toContain(issued);
  });

  it('takes trade applications with its tax number, by its name', async () => {
    const apply = async (vatNumber: string) => {
      const customer = await signUp(t.app);
      return t.app.inject({ method: 'POST', url: '/api/trade/account', headers: { cookie: customer.cookie }, payload: { companyName: 'Sparks Ltd', companyAddress: '1 Mill Lane\nLeeds LS1 4DY', vatNumber } });
    };
    const ein = await apply('12-3456789');
    expect(ein.statusCode).toBe(400);
    expect(ein.json().errors).toEqual([{ field: 'vatNumber', message: 'VAT number must look like GB123456789' }]);
    expect((await apply('')).json().errors).toEqual([{ field: 'vatNumber', message: 'VAT number is required' }]);
    const vat = await apply('gb 123 4567 89');
    expect(vat.statusCode, vat.body).toBe(201);
    expect(vat.json().account).toMatchObject({ vatNumber: 'GB123456789' });
  });
});
