import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMessages, unpaidOrdersMessage, unpaidPiecesMessage, unpaidShareMessage } from '../../../shared/schemas/orders.js';
import { signUpAdmin, signUpConfirmed, type TestUser } from '../../test/accounts-helpers.js';
import { insertProduct } from '../../test/fixtures.js';
import { act, payWithTestCard, placeOrderFor, postOrder } from '../../test/orders-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { tradeOrdersTestBed } from '../../test/trade-orders-test-bed.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { products } from '../catalog/catalog.tables.js';
import { expireDueOrders } from './order-expiry.js';
import { orders } from './orders.tables.js';
import { lowerAfterExpiries } from './unpaid-orders.js';

/**
 * One customer must not be able to take the stock away from everyone else with orders they never
 * pay: unpaid orders are limited in number and pieces per customer, and placing orders is
 * rate-limited per customer. (Other test files raise these limits; here they are small.)
 */
describe.each(testDatabaseKinds())('limits on unpaid orders on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { MAX_UNPAID_ORDERS: '3', MAX_UNPAID_PIECES: '50', ORDERS_PER_HOUR: '12' } });
  });
  afterAll(() => t.close());

  const stockOf = async (id: string) => (await t.database.db.select().from(products).where(eq(products.id, id)))[0]?.availableQuantity;
  const ordersOf = async (userId: string) => t.database.db.select().from(orders).where(eq(orders.userId, userId));

  it('counts cash-on-delivery orders not yet sent off: they hold their pieces unpaid too', async () => {
    const hoarder = await signUpConfirmed(t.app, t.database.db);
    const admin = await signUpAdmin(t.app, t.database.db);
    const product = await insertProduct(t.database.db, { availableQuantity: 100, priceCents: 500 });
    const delivery = { method: 'pickup' };
    const cashOrder = async () => {
      await t.app.inject({ method: 'PUT', url: `/api/cart/lines/${product.id}`, headers: { cookie: hoarder.cookie }, payload: { quantity: 2 } });
      const quote = (await t.app.inject({ method: 'POST', url: '/api/checkout/quote', headers: { cookie: hoarder.cookie }, payload: { delivery } })).json();
      const payload = { cartRevision: quote.cartRevision, expectedTotal: quote.total, delivery, phone: '+1 555 014 2290', payment: 'cash_on_delivery', acceptTerms: true };
      return t.app.inject({ method: 'POST', url: '/api/checkout', headers: { cookie: hoarder.cookie }, payload });
    };
    const placed: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await cashOrder();
      expect(response.statusCode, response.body).toBe(201);
      placed.push(response.json().order.id);
    }
    const fourth = await cashOrder();
    expect([fourth.statusCode, fourth.json().detail]).toEqual([409, unpaidOrdersMessage(3)]);
    expect((await postOrder(t.app, hoarder, { productId: product.id, quantity: 2 })).statusCode).toBe(409);
    expect(await stockOf(product.id)).toBe(94);
    // Once the shop has it ready (sent off, or at the counter), the order no longer waits on the customer.
    expect((await act(t.app, admin, placed[0]!, 'ship')).statusCode).toBe(200);
    expect((await cashOrder()).statusCode).toBe(201);
  });

  it('gives one customer at most MAX_UNPAID_ORDERS unpaid orders, even when they are sent at once', async () => {
    const hoarder = await signUpConfirmed(t.app, t.database.db);
    const honest = await signUpConfirmed(t.app, t.database.db);
    const product = await insertProduct(t.database.db, { availableQuantity: 100 });
    const responses = await Promise.all(Array.from({ length: 8 }, () => postOrder(t.app, hoarder, { productId: product.id, quantity: 2 })));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    for (const refused of responses.filter((r) => r.statusCode === 409)) expect(refused.json().detail).toBe(unpaidOrdersMessage(3));
    expect(await stockOf(product.id)).toBe(94);
    expect(await ordersOf(hoarder.id)).toHaveLength(3);

    expect((await postOrder(t.app, honest, { productId: product.id, quantity: 2 })).statusCode).toBe(201);

    // Paying one, or cancelling one, makes room for another.
    const [first, second] = responses.filter((r) => r.statusCode === 201).map((r) => r.json().order.id as string);
    expect((await payWithTestCard(t.app, hoarder, first!)).statusCode).toBe(200);
    expect((await postOrder(t.app, hoarder, { productId: product.id, quantity: 2 })).statusCode).toBe(201);
    expect((await postOrder(t.app, hoarder, { productId: product.id, quantity: 2 })).statusCode).toBe(409);
    expect((await act(t.app, hoarder, second!, 'cancel')).statusCode).toBe(200);
    expect((await postOrder(t.app, hoarder, { productId: product.id, quantity: 2 })).statusCode).toBe(201);
  });

  it('lowers the limits of a customer whose orders keep expiring unpaid, and says why; others keep theirs', async () => {
    const lapser = await signUpConfirmed(t.app, t.database.db);
    const other = await signUpConfirmed(t.app, t.database.db);
    const product = await insertProduct(t.database.db, { availableQuantity: 500 });
    const lapse = async () => {
      const order = await placeOrderFor(t.app, lapser, product.id, 1);
      await t.database.db.update(orders).set({ paymentDueAt: sql`now() - interval '1 second'` }).where(eq(orders.id, order.id));
      expect(await expireDueOrders(t.database.db)).toBe(1);
    };
    // One expiry halves the limits: 3 unpaid orders become 1, 50 pieces 25.
    await lapse();
    const pieces = await postOrder(t.app, lapser, { productId: product.id, quantity: 26 });
    expect([pieces.statusCode, pieces.json().detail]).toEqual([409, unpaidPiecesMessage(25, 0, true)]);
    expect(unpaidPiecesMessage(25, 0, true)).toContain('because some of your recent orders were not paid in time');
    await placeOrderFor(t.app, lapser, product.id, 25);
    const second = await postOrder(t.app, lapser, { productId: product.id, quantity: 1 });
    expect([second.statusCode, second.json().detail]).toEqual([409, unpaidOrdersMessage(1, true)]);
    // Cancelling one's own order is no expiry: another customer keeps the configured limits after it.
    const cancelled = await placeOrderFor(t.app, other, product.id, 1);
    expect((await act(t.app, other, cancelled.id, 'cancel')).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) await placeOrderFor(t.app, other, product.id, 1);
    expect(await stockOf(product.id)).toBe(500 - 25 - 3);
  });

  it('does not hold it against a customer when the shop did not send a cash order off in time', async () => {
    const customer = await signUpConfirmed(t.app, t.database.db);
    const product = await insertProduct(t.database.db, { availableQuantity: 100, priceCents: 500 });
    const delivery = { method: 'pickup' };
    await t.app.inject({ method: 'PUT', url: `/api/cart/lines/${product.id}`, headers: { cookie: customer.cookie }, payload: { quantity: 2 } });
    const quote = (await t.app.inject({ method: 'POST', url: '/api/checkout/quote', headers: { cookie: customer.cookie }, payload: { delivery } })).json();
    const payload = { cartRevision: quote.cartRevision, expectedTotal: quote.total, delivery, phone: '+1 555 014 2290', payment: 'cash_on_delivery', acceptTerms: true };
    const cash = await t.app.inject({ method: 'POST', url: '/api/checkout', headers: { cookie: customer.cookie }, payload });
    expect(cash.statusCode, cash.body).toBe(201);
    await t.database.db.update(orders).set({ paymentDueAt: sql`now() - interval '1 second'` }).where(eq(orders.id, cash.json().order.id));
    expect(await expireDueOrders(t.database.db)).toBe(1);
    // Never made ready by the shop: the customer keeps the configured 3 unpaid orders and 50 pieces.
    for (let i = 0; i < 3; i += 1) await placeOrderFor(t.app, customer, product.id, 10);
    expect((await postOrder(t.app, customer, { productId: product.id, quantity: 1 })).json().detail).toBe(unpaidOrdersMessage(3));
  });

  it('halves each limit per expiry remembered, down to one order and one piece', () => {
    const limits = { expireAfterMinutes: 30, maxOrders: 3, maxPieces: 50, maxStockPercent: 50, pickupHoldDays: 7, perHour: 30 };
    expect(lowerAfterExpiries(limits, 0)).toBe(limits);
    expect(lowerAfterExpiries(limits, 1)).toMatchObject({ maxOrders: 1, maxPieces: 25, maxStockPercent: 25 });
    expect(lowerAfterExpiries(limits, 3)).toMatchObject({ maxOrders: 1, maxPieces: 6, maxStockPercent: 6 });
    expect(lowerAfterExpiries(limits, 100)).toMatchObject({ maxOrders: 1, maxPieces: 1, maxStockPercent: 1, perHour: 30 });
    expect(lowerAfterExpiries({ ...limits, maxStockPercent: 100 }, 2).maxStockPercent).toBe(100);
  });

  it('limits the pieces all unpaid orders of one customer hold together, with the message next to the quantity', async () => {
    const customer = await signUpConfirmed(t.app, t.database.db);
    const product = await insertProduct(t.database.db, { availableQuantity: 500 });
    await placeOrderFor(t.app, customer, product.id, 40);
    const tooMany = await postOrder(t.app, customer, { productId: product.id, quantity: 11 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ detail: unpaidPiecesMessage(50, 40), errors: [{ field: 'quantity', message: unpaidPiecesMessage(50, 40) }] });
    expect(await stockOf(product.id)).toBe(460);
    expect((await postOrder(t.app, customer, { productId: product.id, quantity: 10 })).statusCode).toBe(201);
    // One order alone above the limit is refused too.
    const other = await signUpConfirmed(t.app, t.database.db);
    expect((await postOrder(t.app, other, { productId: product.id, quantity: 51 })).json().detail).toBe(unpaidPiecesMessage(50, 0));
  });

  it('rate-limits placing orders per customer (paid or not), and writes nothing when refusing', async () => {
    const busy = await signUpConfirmed(t.app, t.database.db);
    const other = await signUpConfirmed(t.app, t.database.db);
    const product = await insertProduct(t.database.db, { availableQuantity: 1000 });
    for (let i = 0; i < 12; i += 1) {
      const order = await placeOrderFor(t.app, busy, product.id, 1);
      expect((await act(t.app, busy, order.id, 'cancel')).statusCode).toBe(200);
    }
    const limited = await postOrder(t.app, busy, { productId: product.id, quantity: 1 });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', detail: orderMessages.tooManyOrders });
    expect(await ordersOf(busy.id)).toHaveLength(12);
    expect(await stockOf(product.id)).toBe(1000);
    expect((await postOrder(t.app, other, { productId: product.id, quantity: 1 })).statusCode).toBe(201);
  });
});

/**
 * The pieces limit is for the orders that hold their stock unpaid: by card until paid or expired,
 * on delivery until sent off. An order on invoice (bounded by the credit limit of an account the
 * shop approved) may hold more pieces than it.
 */
describe.each(testDatabaseKinds())('the pieces limit and orders not paid by card on %s', (kind) => {
  const bed = tradeOrdersTestBed(kind, { MAX_UNPAID_ORDERS: '3', MAX_UNPAID_PIECES: '50' });

  it('places an approved trade account’s order on invoice of more pieces than the limit; a cash or card order of as many is refused', async () => {
    const trade = await bed.tradeCustomer({ discountBasisPoints: 1 });
    const product = await bed.product({ priceCents: 100, availableQuantity: 500 });
    await bed.fill(trade, [[product.id, 60]]);
    const onInvoice = await bed.reviewAndPlace(trade, { payment: 'invoice' });
    expect(onInvoice.statusCode, onInvoice.body).toBe(201);
    expect(onInvoice.json().order).toMatchObject({ paymentChoice: 'invoice', lines: [{ quantity: 60 }] });

    await bed.fill(trade, [[product.id, 51]]);
    const cash = await bed.reviewAndPlace(trade, { payment: 'cash_on_delivery' });
    expect([cash.statusCode, cash.json().detail]).toEqual([409, unpaidPiecesMessage(50, 0)]);

    const card = await bed.reviewAndPlace(trade, { payment: 'card' });
    expect([card.statusCode, card.json().detail]).toEqual([409, unpaidPiecesMessage(50, 0)]);
    expect(await bed.stockOf(product.id)).toBe(500 - 60);
  });
});

/**
 * A few unpaid orders must not sell a product out for everyone else: one customer's unpaid orders
 * (card, or cash on delivery not yet sent off) hold at most MAX_UNPAID_STOCK_PERCENT of a
 * product's stock, however they are split; at least one minimum order of a product with little stock.
 */
describe.each(testDatabaseKinds())("a customer's share of a product's stock on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { MAX_UNPAID_STOCK_PERCENT: '50' } });
  });
  afterAll(() => t.close());
  const stockOf = async (id: string) => (await t.database.db.select().from(products).where(eq(products.id, id)))[0]?.availableQuantity;

  it('refuses cash-on-delivery pickup orders that would hold more than half of a cheap product, leaving the rest for others', async () => {
    const hoarder = await signUpConfirmed(t.app, t.database.db);
    const product = await insertProduct(t.database.db, { name: 'Cable tie 100 mm', availableQuantity: 400, priceCents: 100 });
    const delivery = { method: 'pickup' };
    const cashOrder = async (user: TestUser, quantity: number) => {
      await t.app.inject({ method: 'PUT', url: `/api/cart/lines/${product.id}`, headers: { cookie: user.cookie }, payload: { quantity } });
      const quote = (await t.app.inject({ method: 'POST', url: '/api/checkout/quote', headers: { cookie: user.cookie }, payload: { delivery } })).json();
      const payload = { cartRevision: quote.cartRevision, expectedTotal: quote.total, delivery, phone: '+1 555 014 2290', payment: 'cash_on_delivery', acceptTerms: true };
      return t.app.inject({ method: 'POST', url: '/api/checkout', headers: { cookie: user.cookie }, payload });
    };
    const all = await cashOrder(hoarder, 400);
    expect(all.statusCode).toBe(409);
    expect(all.json()).toMatchObject({ code: 'CONFLICT', detail: unpaidShareMessage('Cable tie 100 mm', 200, 0), errors: [{ field: 'lines.0.quantity' }] });
    expect((await cashOrder(hoarder, 200)).statusCode).toBe(201);
    const more = await cashOrder(hoarder, 1);
    expect([more.statusCode, more.json().detail]).toEqual([409, unpaidShareMessage('Cable tie 100 mm', 200, 200)]);
    expect(await stockOf(product.id)).toBe(200);
    // Someone else still buys.
    expect((await cashOrder(await signUpConfirmed(t.app, t.database.db), 50)).statusCode).toBe(201);
  });

  it('refuses unpaid card orders that would take a product out of stock; paying frees the share for the next order', async () => {
    const hoarder = await signUpConfirmed(t.app, t.database.db);
    const product = await insertProduct(t.database.db, { name: 'Drill bit set', availableQuantity: 120 });
    const all = await postOrder(t.app, hoarder, { productId: product.id, quantity: 120 });
    expect(all.statusCode).toBe(409);
    expect(all.json()).toMatchObject({ detail: unpaidShareMessage('Drill bit set', 60, 0), errors: [{ field: 'quantity', message: unpaidShareMessage('Drill bit set', 60, 0) }] });
    const first = await placeOrderFor(t.app, hoarder, product.id, 40);
    expect((await postOrder(t.app, hoarder, { productId: product.id, quantity: 21 })).json().detail).toBe(unpaidShareMessage('Drill bit set', 60, 40));
    expect((await postOrder(t.app, hoarder, { productId: product.id, quantity: 20 })).statusCode).toBe(201);
    expect(await stockOf(product.id)).toBe(60);
    // Paid orders hold nothing unpaid: the share is of what is left.
    expect((await payWithTestCard(t.app, hoarder, first.id)).statusCode).toBe(200);
    expect((await postOrder(t.app, hoarder, { productId: product.id, quantity: 20 })).statusCode).toBe(201);
  });

  it('always allows one minimum order of a product with little stock', async () => {
    const buyer = await signUpConfirmed(t.app, t.database.db);
    const last = await insertProduct(t.database.db, { availableQuantity: 1 });
    expect((await postOrder(t.app, buyer, { productId: last.id, quantity: 1 })).statusCode).toBe(201);
    const boxed = await insertProduct(t.database.db, { availableQuantity: 15, minOrderQuantity: 10 });
    expect((await postOrder(t.app, await signUpConfirmed(t.app, t.database.db), { productId: boxed.id, quantity: 10 })).statusCode).toBe(201);
  });
});
