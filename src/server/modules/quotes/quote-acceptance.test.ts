import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CheckoutQuote } from '../../../shared/schemas/checkout.js';
import type { Order } from '../../../shared/schemas/orders.js';
import { quoteExpiredMessage, quoteMessages as m, type Quote } from '../../../shared/schemas/quotes.js';
import type { TestUser } from '../../test/accounts-helpers.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { products } from '../catalog/catalog.tables.js';
import { orders } from '../orders/orders.tables.js';
import { placeOrderFor } from '../../test/orders-helpers.js';
import { quoteDayText } from './quote-days.js';
import { markQuoteOrdered } from './quote-order.js';
import { expectRefused, quotesTestBed } from './quotes-test-bed.js';

const NO_SUCH_ID = '4b0f4a36-2a8d-4c39-9a57-0d8a1f3e0c11';
const pickup = { method: 'pickup' };

/**
 * Issue 15 §6: the customer accepts an answered quote at the checkout (`quoteId`) and it becomes
 * an order at the quoted prices, once; a quote used twice at once, expired, or by the wrong
 * customer is refused clearly.
 */
describe.each(testDatabaseKinds())('accepting quotes at the checkout on %s', (kind) => {
  const bed = quotesTestBed(kind);

  const review = (user: TestUser, quoteId: string, extra: Record<string, unknown> = {}) => bed.call(user, 'POST', '/api/checkout/quote', { delivery: pickup, quoteId, ...extra });
  const reviewed = async (user: TestUser, quoteId: string): Promise<CheckoutQuote> => {
    const response = await review(user, quoteId);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const place = (user: TestUser, quoteId: string, expectedTotal: number, extra: Record<string, unknown> = {}) =>
    bed.call(user, 'POST', '/api/checkout', { quoteId, expectedTotal, delivery: pickup, phone: '+1 555 014 2290', payment: 'card', acceptTerms: true, ...extra });
  const ordersOf = (userId: string) => bed.t.database.db.select().from(orders).where(eq(orders.userId, userId));
  const stockOf = async (productId: string) => (await bed.t.database.db.select().from(products).where(eq(products.id, productId)))[0]?.availableQuantity;

  /** A customer's answered quote: 2 drills (list $89.99) at $79.00 and 40 m of cable (list $1.20) at $0.95. */
  const answered = async (validUntil?: string) => {
    const customer = await bed.customer();
    const drill = await bed.product({ name: 'Hammer drill 800 W', priceCents: 8_999, availableQuantity: 10 });
    const cable = await bed.product({ name: 'Cable 3 x 2.5 mm²', priceCents: 120, availableQuantity: 500 });
    const quote = await bed.request(customer, [
      [drill.id, 2],
      [cable.id, 40],
    ]);
    return { customer, drill, cable, quote: await bed.answer(quote, [7_900, 95], validUntil) };
  };

  it('places the order at the quoted prices, not the list prices; the quote is ordered with it and the cart stays as it was', async () => {
    const { customer, drill, cable, quote } = await answered();
    const inCart = await bed.product({ priceCents: 500 });
    const filled = await bed.call(customer, 'PUT', `/api/cart/lines/${inCart.id}`, { quantity: 3 });
    expect(filled.statusCode, filled.body).toBe(200);

    const check = await reviewed(customer, quote.id);
    expect(check).toMatchObject({ cartRevision: null, quote: { id: quote.id, number: quote.number }, subtotal: 19_600, discountCode: null });
    expect(check.lines.map((line) => [line.productId, line.quantity, line.unitPrice, line.lineTotal])).toEqual([
      [drill.id, 2, 7_900, 15_800],
      [cable.id, 40, 95, 3_800],
    ]);
    const response = await place(customer, quote.id, check.total);
    expect(response.statusCode, response.body).toBe(201);
    const order: Order = response.json().order;
    expect(order.lines.map((line) => [line.productId, line.quantity, line.unitPrice, line.lineTotal])).toEqual([
      [drill.id, 2, 7_900, 15_800],
      [cable.id, 40, 95, 3_800],
    ]);
    expect(order).toMatchObject({ subtotal: 19_600, total: check.total, status: 'pending_payment', paymentChoice: 'card' });

    const accepted: Quote = (await bed.read(customer, quote.id)).json();
    expect(accepted).toMatchObject({ status: 'accepted', order: { id: order.id, number: order.number } });
    expect(accepted.closedAt).not.toBeNull();
    expect([await stockOf(drill.id), await stockOf(cable.id)]).toEqual([8, 460]);
    const cart = (await bed.call(customer, 'GET', '/api/cart')).json<{ lines: { productId: string; quantity: number }[] }>();
    expect(cart.lines.map((line) => [line.productId, line.quantity])).toEqual([[inCart.id, 3]]);
  });

  it("keeps the quoted prices for a trade customer (not the tier's)", async () => {
    const customer = await bed.customer();
    await bed.makeTrade(customer.id, 2_000);
    const product = await bed.product({ priceCents: 2_000 });
    const quote = await bed.answer(await bed.request(customer, [[product.id, 5]]), [1_700]);
    const check = await reviewed(customer, quote.id);
    expect(check.lines[0]?.unitPrice).toBe(1_700);
    const response = await place(customer, quote.id, check.total);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().order.lines[0]).toMatchObject({ unitPrice: 1_700, lineTotal: 8_500 });
  });

  it('orders a quote once: a second acceptance is refused (409) and places nothing', async () => {
    const { customer, drill, quote } = await answered();
    const check = await reviewed(customer, quote.id);
    expect((await place(customer, quote.id, check.total)).statusCode).toBe(201);
    expectRefused(await place(customer, quote.id, check.total), 409, [{ field: 'quoteId', message: m.alreadyAccepted }], m.alreadyAccepted);
    expectRefused(await review(customer, quote.id), 409, [{ field: 'quoteId', message: m.alreadyAccepted }]);
    expectRefused(await bed.withdraw(customer, quote.id), 409, undefined, m.cannotWithdraw);
    expect(await ordersOf(customer.id)).toHaveLength(1);
    expect(await stockOf(drill.id)).toBe(8);
  });

  it('places exactly one order when the quote is accepted several times at the same moment', async () => {
    const { customer, drill, cable, quote } = await answered();
    const check = await reviewed(customer, quote.id);
    const answers = await Promise.all([1, 2, 3].map(() => place(customer, quote.id, check.total)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) expect(refused.json().detail).toBe(m.alreadyAccepted);
    const placed = answers.find((answer) => answer.statusCode === 201)!.json().order as Order;
    expect((await ordersOf(customer.id)).map((order) => order.id)).toEqual([placed.id]);
    expect((await bed.row(quote.id)).orderId).toBe(placed.id);
    expect([await stockOf(drill.id), await stockOf(cable.id)]).toEqual([8, 460]);
  });

  it('refuses an expired quote (409), naming its last day; on the last day itself it may be ordered', async () => {
    const { customer, quote } = await answered();
    const lastDay = bed.day(-1);
    await bed.setValidUntil(quote.id, lastDay);
    const message = quoteExpiredMessage(quoteDayText(lastDay));
    expect(message).toContain(quoteDayText(lastDay, 'en-US'));
    expectRefused(await review(customer, quote.id), 409, [{ field: 'quoteId', message }], message);
    expectRefused(await place(customer, quote.id, 19_600), 409, [{ field: 'quoteId', message }], message);
    expect(await ordersOf(customer.id)).toEqual([]);
    expect((await bed.read(customer, quote.id)).json().status).toBe('expired');

    const lastDayToday = await answered(bed.today());
    const check = await reviewed(lastDayToday.customer, lastDayToday.quote.id);
    expect((await place(lastDayToday.customer, lastDayToday.quote.id, check.total)).statusCode).toBe(201);
  });

  it("finds no quote of another customer's, an unknown or a malformed one (404)", async () => {
    const { customer, quote } = await answered();
    const someoneElse = await bed.customer();
    for (const [user, id] of [
      [someoneElse, quote.id],
      [customer, NO_SUCH_ID],
      [customer, "1' OR 1=1--"],
    ] as const) {
      expectRefused(await review(user, id), 404, [{ field: 'quoteId', message: m.notFound }], m.notFound);
      expectRefused(await place(user, id, 19_600), 404, [{ field: 'quoteId', message: m.notFound }], m.notFound);
    }
    expect(await ordersOf(someoneElse.id)).toEqual([]);
    expect((await bed.row(quote.id)).status).toBe('answered');
  });

  it('refuses a discount code with a quote (400): its prices are already agreed', async () => {
    const { customer, quote } = await answered();
    expectRefused(await review(customer, quote.id, { discountCode: 'SAVE10' }), 400, [{ field: 'discountCode', message: m.noDiscountCode }]);
    expectRefused(await place(customer, quote.id, 19_600, { discountCode: 'SAVE10' }), 400, [{ field: 'discountCode', message: m.noDiscountCode }]);
    expect((await bed.row(quote.id)).status).toBe('answered');
  });

  it('refuses a quote without prices, withdrawn or declined (409)', async () => {
    const customer = await bed.customer();
    const product = await bed.product();
    const waiting = await bed.request(customer, [[product.id, 2]]);
    expectRefused(await place(customer, waiting.id, 0), 409, [{ field: 'quoteId', message: m.notAnswered }]);
    const withdrawn = await bed.answer(await bed.request(customer, [[product.id, 3]]), [1_000]);
    expect((await bed.withdraw(customer, withdrawn.id)).statusCode).toBe(200);
    expectRefused(await review(customer, withdrawn.id), 409, [{ field: 'quoteId', message: m.closed }]);
    const declined = await bed.request(customer, [[product.id, 4]]);
    expect((await bed.decline(declined.id, 'Not in our range')).statusCode).toBe(200);
    expectRefused(await place(customer, declined.id, 0), 409, [{ field: 'quoteId', message: m.closed }]);
    expect(await ordersOf(customer.id)).toEqual([]);
  });

  it('marks a quote ordered only while it is answered: never with a second order', async () => {
    const { customer, drill, quote } = await answered();
    const first = await placeOrderFor(bed.t.app, customer, drill.id, 1);
    const second = await placeOrderFor(bed.t.app, customer, drill.id, 1);
    await bed.t.database.db.transaction((tx) => markQuoteOrdered(tx, quote.id, first.id));
    await expect(bed.t.database.db.transaction((tx) => markQuoteOrdered(tx, quote.id, second.id))).rejects.toMatchObject({ code: 'CONFLICT', message: m.alreadyAccepted });
    expect(await bed.row(quote.id)).toMatchObject({ status: 'accepted', orderId: first.id });
  });

  it('leaves the quote to be ordered later when the stock is short now', async () => {
    const { customer, drill, quote } = await answered();
    await bed.t.database.db.update(products).set({ availableQuantity: 1 }).where(eq(products.id, drill.id));
    const response = await place(customer, quote.id, 19_600);
    expect(response.statusCode, response.body).toBe(409);
    expect((await bed.row(quote.id)).status).toBe('answered');
    await bed.t.database.db.update(products).set({ availableQuantity: 10 }).where(eq(products.id, drill.id));
    const check = await reviewed(customer, quote.id);
    expect((await place(customer, quote.id, check.total)).statusCode).toBe(201);
  });
});
