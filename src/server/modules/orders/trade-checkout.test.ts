import { describe, expect, it } from 'vitest';
import { addDays, dayIn } from '../../../shared/delivery.js';
import { checkoutMessages } from '../../../shared/schemas/checkout.js';
import { quoteMessages } from '../../../shared/schemas/quotes.js';
import { creditLimitMessage, tradeMessages } from '../../../shared/schemas/trade.js';
import { orderForm } from '../../test/orders-helpers.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { invoiceTermsAt } from './invoice-checkout.js';
import { tradeOrdersTestBed } from '../../test/trade-orders-test-bed.js';

const usd = (cents: number) => creditLimitMessage(cents, 'USD', 'en-US');

/** Issue 15 §5 at the checkout: trade prices in every order, and paying on invoice within terms up to a credit limit. */
describe.each(testDatabaseKinds())('trade prices and paying on invoice at the checkout on %s', (kind) => {
  const bed = tradeOrdersTestBed(kind);

  it('prices a trade account’s lines at its tier (quantity breaks on top) in the review and the order alike; others pay list prices', async () => {
    const trade = await bed.tradeCustomer({ discountBasisPoints: 1_000 });
    const drill = await bed.product({ name: 'Trade Drill', priceCents: 12_000 });
    const clips = await bed.product({ name: 'Trade Clips', priceCents: 1_000, priceTiers: [{ minQuantity: 10, discountBasisPoints: 1_000 }] });
    await bed.fill(trade, [
      [drill.id, 1],
      [clips.id, 10],
    ]);
    const review = await bed.review(trade);
    expect(review.lines.map((line) => [line.name, line.unitPrice, line.lineTotal])).toEqual([
      ['Trade Drill', 10_800, 10_800],
      ['Trade Clips', 810, 8_100],
    ]);
    expect(review.total).toBe(18_900);
    const placed = await bed.checkoutRequest(trade, { cartRevision: review.cartRevision, expectedTotal: review.total });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json();
    expect(order.lines.map((line: { unitPrice: number }) => line.unitPrice)).toEqual([10_800, 810]);
    expect(order.total).toBe(review.total);

    const everyone = await bed.customer();
    await bed.fill(everyone, [[drill.id, 1]]);
    expect((await bed.review(everyone)).lines[0]!.unitPrice).toBe(12_000);
    expect((await bed.place(everyone)).total).toBe(12_000);
  });

  it('prices the product page’s one-line order at the trade price too', async () => {
    const trade = await bed.tradeCustomer({ discountBasisPoints: 1_500 });
    const saw = await bed.product({ priceCents: 20_000 });
    const response = await bed.t.app.inject({ method: 'POST', url: '/api/orders', headers: { cookie: trade.cookie }, payload: { ...orderForm, productId: saw.id, quantity: 2 } });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().order).toMatchObject({ lines: [{ unitPrice: 17_000, lineTotal: 34_000 }], total: 34_000 });
  });

  it('refuses the order when the tier changed after the review (prices are read with the order), and places nothing', async () => {
    const trade = await bed.customer();
    const tier = await bed.giveTradeAccount(trade.id, { discountBasisPoints: 1_000 });
    const lamp = await bed.product({ priceCents: 5_000, availableQuantity: 10 });
    await bed.fill(trade, [[lamp.id, 1]]);
    const review = await bed.review(trade);
    expect(review.total).toBe(4_500);
    await bed.setTierDiscount(tier.id, 2_000);
    const refused = await bed.checkoutRequest(trade, { cartRevision: review.cartRevision, expectedTotal: review.total });
    expect([refused.statusCode, refused.json().detail]).toEqual([409, checkoutMessages.totalChanged]);
    expect(await bed.stockOf(lamp.id)).toBe(10);
    expect((await bed.place(trade)).total).toBe(4_000);
  });

  it('answers in the review whether the order may be paid on invoice: null without payment terms', async () => {
    const product = await bed.product({ priceCents: 3_000 });
    const trade = await bed.tradeCustomer({ paymentTermsDays: 45, creditLimitCents: 50_000 });
    const noTerms = await bed.tradeCustomer({ paymentTermsDays: 0 });
    const everyone = await bed.customer();
    for (const user of [trade, noTerms, everyone]) await bed.fill(user, [[product.id, 1]]);
    expect((await bed.review(trade)).invoice).toEqual({ allowed: true, paymentTermsDays: 45, creditAvailable: 50_000, message: null });
    expect((await bed.review(noTerms)).invoice).toBeNull();
    expect((await bed.review(everyone)).invoice).toBeNull();
    expect((await bed.review(everyone)).quote).toBeNull();
  });

  it('refuses paying on invoice for customers without an approved trade account with terms (400 on payment), placing nothing', async () => {
    const product = await bed.product({ priceCents: 2_000, availableQuantity: 20 });
    const customers = [await bed.customer(), await bed.tradeCustomer({ status: 'applied' }), await bed.tradeCustomer({ status: 'refused' }), await bed.tradeCustomer({ paymentTermsDays: 0, creditLimitCents: 100_000 })];
    for (const customer of customers) {
      await bed.fill(customer, [[product.id, 1]]);
      const refused = await bed.reviewAndPlace(customer, { payment: 'invoice' });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().errors).toEqual([{ field: 'payment', message: tradeMessages.invoiceNotAllowed }]);
      // The cart is still there to pay otherwise.
      expect((await bed.review(customer)).lines).toHaveLength(1);
    }
    expect(await bed.stockOf(product.id)).toBe(20);
  });

  it('places an order on invoice with its terms and its last day to pay (today in the shop’s time zone + terms); it does not expire', async () => {
    const trade = await bed.tradeCustomer({ paymentTermsDays: 30 });
    const today = dayIn(bed.t.shop.timeZone, new Date());
    const order = await bed.invoiceOrder(trade, 4_200, 2);
    expect(order).toMatchObject({ paymentChoice: 'invoice', status: 'pending_payment', total: 2 * 3_780, paymentDueAt: null, invoiceTerms: { paymentTermsDays: 30, dueOn: addDays(today, 30) } });
    expect(order.invoiceNumber).toMatch(/^\d{4}-\d{6}$/);
    const row = await bed.orderRow(order.id);
    expect([row.paymentDueAt, row.paymentTermsDays, row.invoiceDueOn]).toEqual([null, 30, addDays(today, 30)]);
  });

  it('works the last day to pay out on the shop’s calendar, not UTC’s', () => {
    const shop = { timeZone: 'America/Chicago', currency: 'USD', locale: 'en-US' };
    const allowance = { paymentTermsDays: 30, creditLimit: 100_000, creditUsed: 0 };
    // 03:00 UTC on 1 March is still 28 February in Chicago.
    expect(invoiceTermsAt(allowance, shop, new Date('2026-03-01T03:00:00Z'))).toEqual({ paymentTermsDays: 30, dueOn: '2026-03-30' });
    expect(invoiceTermsAt(allowance, { ...shop, timeZone: 'UTC' }, new Date('2026-03-01T03:00:00Z'))).toEqual({ paymentTermsDays: 30, dueOn: '2026-03-31' });
  });

  it('allows orders on invoice up to the credit limit to the cent, with the open invoices counted; one cent more is refused (409 on payment)', async () => {
    // A tier of 0.01 % leaves prices under $50.00 as they are: the totals below are the list prices.
    const trade = await bed.tradeCustomer({ creditLimitCents: 10_000, discountBasisPoints: 1 });
    await bed.invoiceOrder(trade, 2_000, 3);
    expect(await bed.creditUsed(trade.id)).toBe(6_000);

    const over = await bed.product({ priceCents: 4_001, availableQuantity: 5 });
    await bed.fill(trade, [[over.id, 1]]);
    expect((await bed.review(trade)).invoice).toEqual({ allowed: false, paymentTermsDays: 30, creditAvailable: 4_000, message: usd(4_000) });
    const refused = await bed.reviewAndPlace(trade, { payment: 'invoice' });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().errors).toEqual([{ field: 'payment', message: usd(4_000) }]);
    expect(await bed.stockOf(over.id)).toBe(5);
    // The same cart is still welcome by card.
    expect((await bed.place(trade, { payment: 'card' })).total).toBe(4_001);

    const exact = await bed.invoiceOrder(trade, 4_000);
    expect(exact.total).toBe(4_000);
    expect(await bed.creditUsed(trade.id)).toBe(10_000);
    const more = await bed.product({ priceCents: 100 });
    await bed.fill(trade, [[more.id, 1]]);
    expect((await bed.review(trade)).invoice).toMatchObject({ allowed: false, creditAvailable: 0, message: usd(0) });
    expect(usd(0)).toContain('reached your credit limit');
  });

  it('needs the reviewed cart revision to place a cart (400 on cartRevision)', async () => {
    const customer = await bed.customer();
    const product = await bed.product();
    await bed.fill(customer, [[product.id, 1]]);
    const review = await bed.review(customer);
    const refused = await bed.checkoutRequest(customer, { expectedTotal: review.total });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'cartRevision', message: checkoutMessages.cartRevisionRequired }]);
  });

  it('orders an answered quote at its prices, on invoice, without touching the cart; a discount code with it is refused', async () => {
    const trade = await bed.tradeCustomer({ discountBasisPoints: 1_000 });
    const cable = await bed.product({ priceCents: 10_000, availableQuantity: 30 });
    const inCart = await bed.product({ priceCents: 500 });
    await bed.fill(trade, [[inCart.id, 3]]);
    const quote = await bed.answeredQuote(trade.id, [{ productId: cable.id, quantity: 4, unitPriceCents: 7_000 }]);

    for (const request of [bed.reviewRequest(trade, { quoteId: quote.id, discountCode: 'SPRING10' }), bed.checkoutRequest(trade, { quoteId: quote.id, discountCode: 'SPRING10', expectedTotal: 28_000 })]) {
      const refused = await request;
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().errors).toEqual([{ field: 'discountCode', message: quoteMessages.noDiscountCode }]);
    }

    const review = await bed.review(trade, { quoteId: quote.id });
    expect(review).toMatchObject({ cartRevision: null, quote: { id: quote.id, number: quote.number }, total: 28_000, invoice: { allowed: true } });
    expect(review.lines.map((line) => [line.productId, line.quantity, line.unitPrice])).toEqual([[cable.id, 4, 7_000]]);
    const order = await bed.place(trade, { quoteId: quote.id, payment: 'invoice' });
    expect(order).toMatchObject({ total: 28_000, paymentChoice: 'invoice', lines: [{ productId: cable.id, quantity: 4, unitPrice: 7_000 }] });
    expect(await bed.stockOf(cable.id)).toBe(26);
    const cart = await bed.t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: trade.cookie } });
    expect(cart.json().lines.map((line: { productId: string; quantity: number }) => [line.productId, line.quantity])).toEqual([[inCart.id, 3]]);
    const again = await bed.checkoutRequest(trade, { quoteId: quote.id, expectedTotal: 28_000, payment: 'invoice' });
    expect([again.statusCode, again.json().detail]).toEqual([409, quoteMessages.alreadyAccepted]);
  });
});

/** Orders on invoice are no unpaid card orders: they do not count against the limits that stop one customer from holding the stock. */
describe.each(testDatabaseKinds())('orders on invoice and the unpaid card order limits on %s', (kind) => {
  const bed = tradeOrdersTestBed(kind, { MAX_UNPAID_ORDERS: '1' });

  it('places a card order after orders on invoice, then refuses a second unpaid card order', async () => {
    const trade = await bed.tradeCustomer();
    await bed.invoiceOrder(trade, 1_000);
    await bed.invoiceOrder(trade, 1_000);
    const product = await bed.product({ priceCents: 1_000 });
    await bed.fill(trade, [[product.id, 1]]);
    expect((await bed.place(trade, { payment: 'card' })).paymentChoice).toBe('card');
    await bed.fill(trade, [[product.id, 1]]);
    expect((await bed.reviewAndPlace(trade, { payment: 'card' })).statusCode).toBe(409);
  });
});
