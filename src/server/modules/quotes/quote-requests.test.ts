import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '../../../shared/accounts.js';
import { minimumMessage } from '../../../shared/schemas/orders.js';
import { QUOTE_LINES_MAX, QUOTE_NOTE_MAX, QUOTE_REQUESTS_PER_HOUR, quoteMessages as m, type Quote } from '../../../shared/schemas/quotes.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { products } from '../catalog/catalog.tables.js';
import { quoteLines, quotes } from './quotes.tables.js';
import { expectRefused, quotesTestBed } from './quotes-test-bed.js';

const NO_SUCH_ID = '4b0f4a36-2a8d-4c39-9a57-0d8a1f3e0c11';

/** Issue 15 §6: customers ask for quotes on lines, read their own, and withdraw them. */
describe.each(testDatabaseKinds())('quote requests on %s', (kind) => {
  const bed = quotesTestBed(kind);
  const quoteCount = () => bed.t.database.db.$count(quotes);

  it('keeps a request under a readable number, with the product names copied and what a piece costs the customer today', async () => {
    const customer = await bed.customer('Ada Builder');
    const drill = await bed.product({ name: 'Hammer drill 800 W', priceCents: 8_999 });
    const cable = await bed.product({ name: 'Cable 3 x 2.5 mm²', priceCents: 1_000, priceTiers: [{ minQuantity: 10, discountBasisPoints: 1_000 }] });
    const response = await bed.ask(customer, { lines: [{ productId: drill.id, quantity: 2 }, { productId: cable.id, quantity: 40 }], note: '  Delivery to the site in May, please.  ' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe(m.requested);
    const quote: Quote = response.json().quote;
    expect(quote.number).toMatch(/^Q-[0-9A-HJKMNP-TV-Z]{6}$/);
    expect(quote).toMatchObject({
      status: 'requested',
      customerName: 'Ada Builder',
      email: customer.email,
      customerNote: 'Delivery to the site in May, please.',
      answerNote: '',
      validUntil: null,
      subtotal: null,
      answeredAt: null,
      closedAt: null,
      order: null,
      lines: [
        { lineNumber: 1, productId: drill.id, productName: 'Hammer drill 800 W', quantity: 2, unitPrice: null, lineTotal: null, currentUnitPrice: 8_999 },
        // 40 pieces reach the 10+ quantity price.
        { lineNumber: 2, productId: cable.id, productName: 'Cable 3 x 2.5 mm²', quantity: 40, unitPrice: null, lineTotal: null, currentUnitPrice: 900 },
      ],
    });
    // The name asked for stays when the product is renamed.
    await bed.t.database.db.update(products).set({ name: 'Hammer drill 850 W' }).where(eq(products.id, drill.id));
    expect((await bed.read(customer, quote.id)).json().lines[0].productName).toBe('Hammer drill 800 W');
  });

  it("shows a trade customer's piece price: the tier's share off the list price, then the quantity break", async () => {
    const customer = await bed.customer();
    await bed.makeTrade(customer.id, 1_000);
    const cable = await bed.product({ priceCents: 1_000, priceTiers: [{ minQuantity: 10, discountBasisPoints: 1_000 }] });
    const quote = await bed.request(customer, [[cable.id, 10]]);
    expect(quote.lines[0]?.currentUnitPrice).toBe(810);
    const admin = (await bed.read(bed.admin, quote.id)).json<Quote>();
    expect(admin.lines[0]?.currentUnitPrice).toBe(810);
  });

  it('keeps HTML and SQL in the note as plain text', async () => {
    const customer = await bed.customer();
    const product = await bed.product();
    const note = `<script>alert("x")</script>'); DROP TABLE quotes;--`;
    const quote = await bed.request(customer, [[product.id, 1]], note);
    expect(quote.customerNote).toBe(note);
    expect((await bed.read(customer, quote.id)).json().customerNote).toBe(note);
    expect((await bed.row(quote.id)).customerNote).toBe(note);
  });

  it('takes a note of exactly the longest length', async () => {
    const customer = await bed.customer();
    const product = await bed.product();
    expect((await bed.request(customer, [[product.id, 1]], 'n'.repeat(QUOTE_NOTE_MAX))).customerNote).toHaveLength(QUOTE_NOTE_MAX);
  });

  describe('refuses bad requests with the field to fix, and keeps nothing', () => {
    const line = (productId: string, quantity: unknown = 1) => ({ productId, quantity });
    const cases: [string, (ids: { product: string; other: string }) => unknown, { field: string; message: string }[]][] = [
      ['no lines', () => ({ lines: [] }), [{ field: 'lines', message: m.linesRequired }]],
      ['lines missing', () => ({ note: 'Prices, please' }), [{ field: 'lines', message: m.linesRequired }]],
      ['lines not a list', () => ({ lines: 'drill' }), [{ field: 'lines', message: m.linesRequired }]],
      [`${QUOTE_LINES_MAX + 1} lines`, ({ product }) => ({ lines: Array.from({ length: QUOTE_LINES_MAX + 1 }, () => line(product)) }), [{ field: 'lines', message: m.tooManyLines }]],
      ['the same product twice', ({ product }) => ({ lines: [line(product, 2), line(product, 3)] }), [{ field: 'lines', message: m.sameProductTwice }]],
      ['a line without a product', () => ({ lines: [{ quantity: 2 }] }), [{ field: 'lines.0.productId', message: m.productRequired }]],
      ['quantity 0', ({ product }) => ({ lines: [line(product, 0)] }), [{ field: 'lines.0.quantity', message: m.quantityWhole }]],
      ['quantity 1.5', ({ product }) => ({ lines: [line(product, 1.5)] }), [{ field: 'lines.0.quantity', message: m.quantityWhole }]],
      ['quantity −3', ({ product }) => ({ lines: [line(product, -3)] }), [{ field: 'lines.0.quantity', message: m.quantityWhole }]],
      ['a huge quantity', ({ product }) => ({ lines: [line(product, 1e15)] }), [{ field: 'lines.0.quantity', message: m.quantityWhole }]],
      ['quantity as text', ({ product }) => ({ lines: [line(product, '3')] }), [{ field: 'lines.0.quantity', message: m.quantityWhole }]],
      ['a note of 2,000 characters', ({ product }) => ({ lines: [line(product)], note: 'x'.repeat(2_000) }), [{ field: 'note', message: m.noteTooLong }]],
      ['an unknown product', ({ product }) => ({ lines: [line(product), line(NO_SUCH_ID)] }), [{ field: 'lines.1.productId', message: m.productUnavailable }]],
      ['a product id that is no id', () => ({ lines: [line("1' OR 1=1--")] }), [{ field: 'lines.0.productId', message: m.productUnavailable }]],
    ];
    it.each(cases)('%s', async (_name, body, errors) => {
      const customer = await bed.customer();
      const product = await bed.product();
      const other = await bed.product();
      const before = await quoteCount();
      expectRefused(await bed.ask(customer, body({ product: product.id, other: other.id })), 400, errors);
      expect(await quoteCount()).toBe(before);
    });

    it('an archived product, named; every line that fails at once', async () => {
      const customer = await bed.customer();
      const sold = await bed.product();
      const archived = await bed.product({ name: 'Old angle grinder' });
      const boxed = await bed.product({ name: 'Screws, box of 200', minOrderQuantity: 5 });
      await bed.t.database.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, archived.id));
      const before = [await quoteCount(), await bed.t.database.db.$count(quoteLines)];
      const response = await bed.ask(customer, { lines: [line(sold.id), line(archived.id, 2), line(boxed.id, 4)] });
      expectRefused(response, 400, [
        { field: 'lines.1.productId', message: `Old angle grinder: ${m.productUnavailable}` },
        { field: 'lines.2.quantity', message: `Screws, box of 200: ${minimumMessage(5)}` },
      ]);
      expect(response.json().detail).toBe(`Old angle grinder: ${m.productUnavailable} Screws, box of 200: ${minimumMessage(5)}`);
      expect([await quoteCount(), await bed.t.database.db.$count(quoteLines)]).toEqual(before);
    });
  });

  it('limits the requests one account makes in an hour (429), not those of others', async () => {
    const customer = await bed.customer();
    const product = await bed.product();
    for (let i = 0; i < QUOTE_REQUESTS_PER_HOUR; i += 1) await bed.request(customer, [[product.id, i + 1]]);
    const before = await quoteCount();
    expectRefused(await bed.ask(customer, { lines: [{ productId: product.id, quantity: 1 }] }), 429, undefined, m.tooManyRequests);
    expect(await quoteCount()).toBe(before);
    await bed.request(await bed.customer(), [[product.id, 1]]);
  });

  it('is for customer accounts: an admin is refused (403), a visitor must sign in (401)', async () => {
    const product = await bed.product();
    const body = { lines: [{ productId: product.id, quantity: 1 }] };
    expectRefused(await bed.ask(bed.admin, body), 403, undefined, m.onlyCustomers);
    const visitor = await bed.t.app.inject({ method: 'POST', url: '/api/quotes', payload: body });
    expectRefused(visitor, 401, undefined, accountMessages.signInRequired);
  });

  it("lists my quotes newest first, page by page, never another customer's", async () => {
    const customer = await bed.customer();
    const someoneElse = await bed.customer();
    const product = await bed.product();
    const asked: Quote[] = [];
    for (let i = 0; i < 3; i += 1) asked.push(await bed.request(customer, [[product.id, i + 1]]));
    await bed.request(someoneElse, [[product.id, 9]]);
    const first = (await bed.call(customer, 'GET', '/api/quotes/mine?pageSize=2')).json();
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 3, totalPages: 2 });
    const second = (await bed.call(customer, 'GET', '/api/quotes/mine?page=2&pageSize=2')).json();
    expect([...first.items, ...second.items].map((quote: Quote) => quote.id)).toEqual(asked.map((quote) => quote.id).reverse());
    expectRefused(await bed.call(customer, 'GET', '/api/quotes/mine?pageSize=0'), 400);
  });

  it("shows a quote to its customer and to admins; another customer's is not found (404)", async () => {
    const customer = await bed.customer();
    const someoneElse = await bed.customer();
    const product = await bed.product();
    const quote = await bed.request(customer, [[product.id, 3]]);
    expect((await bed.read(customer, quote.id)).json()).toEqual(quote);
    expect((await bed.read(bed.admin, quote.id)).json()).toEqual(quote);
    for (const [user, id] of [
      [someoneElse, quote.id],
      [customer, NO_SUCH_ID],
      [customer, 'not-an-id'],
    ] as const) {
      expectRefused(await bed.read(user, id), 404, undefined, m.notFound);
    }
  });

  describe('withdrawing', () => {
    const asked = async () => {
      const customer = await bed.customer();
      const product = await bed.product();
      return { customer, quote: await bed.request(customer, [[product.id, 2]]) };
    };

    it('withdraws a waiting request, once', async () => {
      const { customer, quote } = await asked();
      const response = await bed.withdraw(customer, quote.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().message).toBe(m.withdrawn);
      expect(response.json().quote).toMatchObject({ id: quote.id, status: 'withdrawn' });
      expect(response.json().quote.closedAt).not.toBeNull();
      expectRefused(await bed.withdraw(customer, quote.id), 409, undefined, m.cannotWithdraw);
    });

    it('withdraws prices given, on their last day too', async () => {
      const { customer, quote } = await asked();
      await bed.answer(quote, [1_500], bed.today());
      expect((await bed.withdraw(customer, quote.id)).json().quote.status).toBe('withdrawn');
    });

    it('refuses an expired or a declined quote (409)', async () => {
      const expired = await asked();
      await bed.answer(expired.quote, [1_500]);
      await bed.setValidUntil(expired.quote.id, bed.day(-1));
      expectRefused(await bed.withdraw(expired.customer, expired.quote.id), 409, undefined, m.cannotWithdraw);
      expect((await bed.row(expired.quote.id)).status).toBe('answered');
      const declined = await asked();
      expect((await bed.decline(declined.quote.id, 'We do not sell these in such numbers.')).statusCode).toBe(200);
      expectRefused(await bed.withdraw(declined.customer, declined.quote.id), 409, undefined, m.cannotWithdraw);
    });

    it("is only the customer's: another customer or an admin finds no such quote (404)", async () => {
      const { quote } = await asked();
      const someoneElse = await bed.customer();
      expectRefused(await bed.withdraw(someoneElse, quote.id), 404, undefined, m.notFound);
      expectRefused(await bed.withdraw(bed.admin, quote.id), 404, undefined, m.notFound);
      expect((await bed.row(quote.id)).status).toBe('requested');
    });
  });

  it('keeps the admin routes to admins (403 for customers)', async () => {
    const customer = await bed.customer();
    const product = await bed.product();
    const quote = await bed.request(customer, [[product.id, 2]]);
    expectRefused(await bed.call(customer, 'GET', '/api/admin/quotes'), 403, undefined, accountMessages.adminsOnly);
    expectRefused(await bed.call(customer, 'POST', `/api/admin/quotes/${quote.id}/answer`, { lines: [{ lineNumber: 1, unitPriceCents: 1 }], validUntil: bed.day(3) }), 403);
    expectRefused(await bed.call(customer, 'POST', `/api/admin/quotes/${quote.id}/decline`, { reason: 'No' }), 403);
    expect((await bed.row(quote.id)).status).toBe('requested');
  });
});
