import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMessages, type Order, type OrderPage } from '../../../shared/schemas/orders.js';
import { phoneMessages } from '../../../shared/schemas/phone.js';
import { signUp, signUpAdmin, type TestUser } from '../../test/accounts-helpers.js';
import { insertProduct } from '../../test/fixtures.js';
import { act, orderForm, payWithTestCard, placeOrderFor, postOrder } from '../../test/orders-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { products } from '../catalog/catalog.tables.js';
import { orderEvents, orderLines } from './orders.tables.js';

describe.each(testDatabaseKinds())('orders and stock on %s', (kind) => {
  let t: TestApp;
  let customer: TestUser;
  let other: TestUser;
  let admin: TestUser;
  const stockOf = async (id: string) => (await t.database.db.select().from(products).where(eq(products.id, id)))[0]?.availableQuantity;

  beforeAll(async () => {
    t = await createTestApp(kind);
    customer = await signUp(t.app, { name: 'Carla Customer' });
    other = await signUp(t.app);
    admin = await signUpAdmin(t.app, t.database.db);
  });
  afterAll(() => t.close());

  it('is for signed-in customers only', async () => {
    const product = await insertProduct(t.database.db);
    const response = await t.app.inject({ method: 'POST', url: '/api/orders', payload: { productId: product.id, quantity: 1, ...orderForm } });
    expect(response.statusCode).toBe(401);
    expect(await stockOf(product.id)).toBe(100);
  });

  it('takes the stock and computes every price on the server, ignoring prices sent by the client', async () => {
    const product = await insertProduct(t.database.db, { priceCents: 1250, availableQuantity: 40, minOrderQuantity: 2 });
    const response = await postOrder(t.app, customer, {
      productId: product.id,
      quantity: 3,
      price: 1,
      unitPrice: 1,
      total: 1,
      status: 'paid',
      customerName: 'Someone Else',
      email: 'someone@else.com',
      lines: [{ productId: product.id, unitPrice: 1, quantity: 3 }],
    });
    expect(response.statusCode).toBe(201);
    const { message, order } = response.json<{ message: string; order: Order }>();
    expect(message).toBe(orderMessages.placed);
    expect(order).toMatchObject({
      status: 'pending_payment',
      total: 3750,
      customerName: 'Carla Customer',
      email: customer.email,
      phone: orderForm.phone,
      deliveryAddress: orderForm.deliveryAddress,
      lines: [{ productId: product.id, productName: product.name, unitPrice: 1250, quantity: 3, lineTotal: 3750 }],
      transactionId: null,
    });
    expect(order.number).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(await stockOf(product.id)).toBe(37);
  });

  it('answers the order exactly as it was written: read back, it is the same, with its first event', async () => {
    const product = await insertProduct(t.database.db, { priceCents: 799, availableQuantity: 5 });
    const placed = await placeOrderFor(t.app, customer, product.id, 2);
    const read = await t.app.inject({ method: 'GET', url: `/api/orders/${placed.id}`, headers: { cookie: customer.cookie } });
    expect(read.json()).toEqual(placed);
    expect(Math.abs(Date.parse(placed.createdAt) - Date.now())).toBeLessThan(60_000);
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, placed.id));
    expect(events).toMatchObject([{ fromStatus: null, toStatus: 'pending_payment', actor: 'customer', actorUserId: customer.id }]);
  });

  it('refuses an order whose total the shop cannot take, and writes nothing', async () => {
    const product = await insertProduct(t.database.db, { priceCents: 600_000_000, availableQuantity: 5 });
    const response = await postOrder(t.app, customer, { productId: product.id, quantity: 2 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail: orderMessages.totalTooLarge, errors: [{ field: 'quantity', message: orderMessages.totalTooLarge }] });
    expect(await stockOf(product.id)).toBe(5);
    expect((await t.database.db.select().from(orderLines).where(eq(orderLines.productId, product.id))).length).toBe(0);
    expect((await postOrder(t.app, customer, { productId: product.id, quantity: 1 })).statusCode).toBe(201);
  });

  it('keeps the name and price of the order when the product changes later', async () => {
    const product = await insertProduct(t.database.db, { name: 'Old name', priceCents: 500 });
    const placed = await placeOrderFor(t.app, customer, product.id, 2);
    await t.database.db.update(products).set({ name: 'New name', priceCents: 900, archivedAt: new Date() }).where(eq(products.id, product.id));
    const order = (await t.app.inject({ method: 'GET', url: `/api/orders/${placed.id}`, headers: { cookie: customer.cookie } })).json<Order>();
    expect(order.lines[0]).toMatchObject({ productName: 'Old name', unitPrice: 500, lineTotal: 1000 });
  });

  it.each([
    [{ quantity: undefined }, 'quantity', orderMessages.quantityRequired],
    [{ quantity: 0 }, 'quantity', orderMessages.quantityPositive],
    [{ quantity: -2 }, 'quantity', orderMessages.quantityPositive],
    [{ quantity: 1.5 }, 'quantity', orderMessages.quantityWhole],
    [{ quantity: '3' }, 'quantity', orderMessages.quantityRequired],
    [{ phone: '' }, 'phone', phoneMessages.required],
    [{ phone: '555 0142' }, 'phone', phoneMessages.tooShort],
    [{ deliveryAddress: '  ' }, 'deliveryAddress', orderMessages.deliveryAddressRequired],
  ])('refuses %j with the form message and takes no stock', async (change, field, message) => {
    const product = await insertProduct(t.database.db, { availableQuantity: 10 });
    const response = await postOrder(t.app, customer, { productId: product.id, quantity: 2, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
    expect(await stockOf(product.id)).toBe(10);
  });

  it('refuses more than the stock and less than the minimum with the SPEC messages', async () => {
    const product = await insertProduct(t.database.db, { availableQuantity: 7, minOrderQuantity: 3 });
    const tooMany = await postOrder(t.app, customer, { productId: product.id, quantity: 8 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ detail: 'Sorry, only 7 pcs are in stock', errors: [{ field: 'quantity', message: 'Sorry, only 7 pcs are in stock' }] });
    const tooFew = await postOrder(t.app, customer, { productId: product.id, quantity: 2 });
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json().detail).toBe('Sorry, the minimum order is 3 pcs');
    const huge = await postOrder(t.app, customer, { productId: product.id, quantity: 1e12 });
    expect(huge.statusCode).toBe(400);
    expect(await stockOf(product.id)).toBe(7);
  });

  it('answers 404 for unknown, malformed and archived products', async () => {
    const archived = await insertProduct(t.database.db);
    await t.database.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, archived.id));
    for (const productId of ['4b0f4a36-2a8d-4c39-9a57-0d8a1f3e0c11', 'nope', archived.id]) {
      const response = await postOrder(t.app, customer, { productId, quantity: 1 });
      expect(response.statusCode, productId).toBe(404);
      expect(response.json().detail).toBe(orderMessages.productUnavailable);
    }
  });

  it('never oversells: 50 simultaneous orders for 20 pieces, exactly 20 succeed', async () => {
    const product = await insertProduct(t.database.db, { availableQuantity: 20, minOrderQuantity: 1 });
    const responses = await Promise.all(Array.from({ length: 50 }, () => postOrder(t.app, customer, { productId: product.id, quantity: 1 })));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    for (const refused of responses.filter((r) => r.statusCode !== 201)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().detail).toBe('Sorry, only 0 pcs are in stock');
    }
    expect(await stockOf(product.id)).toBe(0);
  }, 60_000);

  it("lists only my orders, and another customer's order is not found", async () => {
    const product = await insertProduct(t.database.db);
    const mine = await placeOrderFor(t.app, other, product.id);
    const list = (await t.app.inject({ method: 'GET', url: '/api/orders/mine', headers: { cookie: other.cookie } })).json<OrderPage>();
    expect(list.items.map((o) => o.id)).toEqual([mine.id]);
    expect(list.total).toBe(1);
    for (const response of [
      await t.app.inject({ method: 'GET', url: `/api/orders/${mine.id}`, headers: { cookie: customer.cookie } }),
      await act(t.app, customer, mine.id, 'cancel'),
      await t.app.inject({ method: 'POST', url: `/api/orders/${mine.id}/payment`, headers: { cookie: customer.cookie } }),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${mine.id}`, headers: { cookie: admin.cookie } })).statusCode).toBe(200);
  });

  it('lets a customer cancel an unpaid order, which returns its stock', async () => {
    const product = await insertProduct(t.database.db, { availableQuantity: 10 });
    const order = await placeOrderFor(t.app, customer, product.id, 4);
    expect(await stockOf(product.id)).toBe(6);
    const cancelled = await act(t.app, customer, order.id, 'cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ message: orderMessages.cancelled, order: { status: 'cancelled' } });
    expect(await stockOf(product.id)).toBe(10);
    const again = await act(t.app, customer, order.id, 'cancel');
    expect(again.statusCode).toBe(409);
    expect(await stockOf(product.id)).toBe(10);
  });

  it('walks the status machine: every allowed step works and every other is a 409', async () => {
    const product = await insertProduct(t.database.db, { availableQuantity: 10 });
    const order = await placeOrderFor(t.app, customer, product.id, 2);
    const ship = await act(t.app, admin, order.id, 'ship');
    expect(ship.statusCode).toBe(409);
    expect(ship.json().detail).toBe('This order has not been paid yet');
    expect((await act(t.app, admin, order.id, 'deliver')).statusCode).toBe(409);
    expect((await act(t.app, customer, order.id, 'ship')).statusCode).toBe(403);

    expect((await payWithTestCard(t.app, customer, order.id)).statusCode).toBe(200);
    const customerCancelPaid = await act(t.app, customer, order.id, 'cancel');
    expect(customerCancelPaid.statusCode).toBe(409);
    expect((await act(t.app, admin, order.id, 'deliver')).statusCode).toBe(409);

    const shipped = await act(t.app, admin, order.id, 'ship');
    expect(shipped.json()).toMatchObject({ message: orderMessages.shipped, order: { status: 'shipped' } });
    expect((await act(t.app, admin, order.id, 'ship')).statusCode).toBe(409);
    expect((await act(t.app, admin, order.id, 'cancel')).statusCode).toBe(409);
    const delivered = await act(t.app, admin, order.id, 'deliver');
    expect(delivered.json()).toMatchObject({ message: orderMessages.delivered, order: { status: 'delivered' } });
    for (const action of ['ship', 'deliver', 'cancel'] as const) expect((await act(t.app, admin, order.id, action)).statusCode).toBe(409);
    expect((await payWithTestCard(t.app, customer, order.id)).statusCode).toBe(409);

    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.map((e) => `${e.fromStatus}->${e.toStatus}`).sort()).toEqual(['null->pending_payment', 'paid->shipped', 'pending_payment->paid', 'shipped->delivered'].sort());
    const final = (await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: { cookie: customer.cookie } })).json<Order>();
    expect(final.paidAt && final.shippedAt && final.deliveredAt).toBeTruthy();
  });

  it('lets an admin cancel a paid order: refunded and stock returned', async () => {
    const product = await insertProduct(t.database.db, { availableQuantity: 10 });
    const order = await placeOrderFor(t.app, customer, product.id, 5);
    await payWithTestCard(t.app, customer, order.id);
    const cancelled = await act(t.app, admin, order.id, 'cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().order.status).toBe('cancelled');
    expect(await stockOf(product.id)).toBe(10);
  });

  it('lists all orders for admins, filtered by status', async () => {
    const denied = await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: customer.cookie } });
    expect(denied.statusCode).toBe(403);
    const all = (await t.app.inject({ method: 'GET', url: '/api/orders?pageSize=100', headers: { cookie: admin.cookie } })).json<OrderPage>();
    const cancelled = (await t.app.inject({ method: 'GET', url: '/api/orders?status=cancelled&pageSize=100', headers: { cookie: admin.cookie } })).json<OrderPage>();
    expect(all.total).toBeGreaterThan(cancelled.total);
    expect(cancelled.items.length).toBeGreaterThan(0);
    expect(cancelled.items.every((o) => o.status === 'cancelled')).toBe(true);
    const bad = await t.app.inject({ method: 'GET', url: '/api/orders?status=lost', headers: { cookie: admin.cookie } });
    expect(bad.statusCode).toBe(400);
  });
});
