import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, dayIn } from '../../../shared/delivery.js';
import { checkoutMessages } from '../../../shared/schemas/checkout.js';
import { orderTotals } from '../../../shared/tax.js';
import { checkoutTestBed } from '../../test/checkout-test-bed.js';
import { payWithTestCard } from '../../test/orders-helpers.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { outboxTasks } from '../../outbox/outbox.tables.js';
import { deliveryAddresses } from '../addresses/addresses.tables.js';
import { deliveryZones } from '../delivery/delivery.tables.js';
import { expireDueOrders } from './order-expiry.js';
import { orders } from './orders.tables.js';
import { MAX_SAVED_ADDRESSES } from '../../../shared/schemas/addresses.js';

/** Issue 14 §2: a cart placed as one order, with delivery, a slot and the payment chosen. */
describe.each(testDatabaseKinds())('checkout on %s', (kind) => {
  const bed = checkoutTestBed(kind);

  it('places a three-line cart as one order: stock of every line taken, the slot booked, the cart emptied, the email recorded', async () => {
    const customer = await bed.customer();
    const drill = await bed.product({ name: 'Checkout Drill', priceCents: 12_000, availableQuantity: 10 });
    const cable = await bed.product({ name: 'Checkout Cable', priceCents: 250, availableQuantity: 500, priceTiers: [{ minQuantity: 100, discountBasisPoints: 1_000 }] });
    const box = await bed.product({ name: 'Checkout Box', priceCents: 899, availableQuantity: 40, minOrderQuantity: 5 });
    const { zone, address } = await bed.zone({ feeCents: 990 });
    await bed.fill(customer, [
      [drill.id, 2],
      [cable.id, 100],
      [box.id, 5],
    ]);
    const slot = bed.slot(2);
    const delivery = { method: 'home', address, slot };

    const quote = await bed.quote(customer, delivery);
    const subtotal = 2 * 12_000 + 100 * 225 + 5 * 899;
    expect(quote).toMatchObject({ subtotal, delivery: { method: 'home', fee: 990, zone: zone.name }, total: subtotal + 990 });
    expect(quote.tax.amount).toBe(orderTotals(subtotal + 990, bed.t.shop.tax).tax);

    const response = await bed.checkoutRequest(customer, { cartRevision: quote.cartRevision, expectedTotal: quote.total, delivery });
    expect(response.statusCode, response.body).toBe(201);
    const { order, message } = response.json();
    expect(message).toBe(checkoutMessages.placedCardPayment);
    expect(order).toMatchObject({
      status: 'pending_payment',
      subtotal,
      total: quote.total,
      paymentChoice: 'card',
      delivery: { method: 'home', fee: 990, zone: zone.name, slot, siteNotes: null },
      deliveryAddress: 'Ada Builder, 12 Foundry Street, ' + `${address.postcode} Springfield`,
    });
    expect(order.lines.map((line: { productName: string; quantity: number; unitPrice: number }) => [line.productName, line.quantity, line.unitPrice])).toEqual([
      ['Checkout Drill', 2, 12_000],
      ['Checkout Cable', 100, 225],
      ['Checkout Box', 5, 899],
    ]);
    expect([await bed.stockOf(drill.id), await bed.stockOf(cable.id), await bed.stockOf(box.id)]).toEqual([8, 400, 35]);
    expect(await bed.booked(zone.id, slot)).toBe(1);
    const cart = await bed.t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: customer.cookie } });
    expect(cart.json().lines).toEqual([]);
    const emails = await bed.t.database.db.select().from(outboxTasks).where(eq(outboxTasks.key, `order-email:${order.id}:pending_payment`));
    expect(emails).toHaveLength(1);
    // The order reads back the same, and is paid by card like any order.
    const read = await bed.t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: { cookie: customer.cookie } });
    expect(read.json()).toEqual(order);
    expect((await payWithTestCard(bed.t.app, customer, order.id)).statusCode).toBe(200);
  });

  it('delivers free above the zone threshold, charges the site fee on building sites and nothing for pickup', async () => {
    const customer = await bed.customer();
    const saw = await bed.product({ name: 'Threshold Saw', priceCents: 30_000 });
    const { address } = await bed.zone({ feeCents: 990, siteFeeCents: 2_490, freeFromCents: 25_000 });
    await bed.fill(customer, [[saw.id, 1]]);
    expect((await bed.quote(customer, { method: 'home', address, slot: bed.slot() })).delivery.fee).toBe(0);
    const site = await bed.place(customer, { method: 'site', address, slot: bed.slot(), siteNotes: 'Gate 3, ask for Sam (site manager)' });
    expect(site.delivery).toMatchObject({ method: 'site', fee: 0, siteNotes: 'Gate 3, ask for Sam (site manager)' });

    const other = await bed.customer();
    const small = await bed.product({ name: 'Site Bits', priceCents: 1_000 });
    await bed.fill(other, [[small.id, 2]]);
    const siteOrder = await bed.place(other, { method: 'site', address, slot: bed.slot(), siteNotes: 'Container by the crane' });
    expect(siteOrder).toMatchObject({ subtotal: 2_000, delivery: { fee: 2_490 }, total: 4_490 });

    await bed.fill(other, [[small.id, 1]]);
    const pickup = await bed.place(other, { method: 'pickup' });
    expect(pickup).toMatchObject({ total: 1_000, delivery: { method: 'pickup', fee: 0, zone: null, slot: null }, deliveryAddress: bed.t.shop.delivery.pickup.address });
  });

  it('takes cash on delivery up to the limit: the order ships unpaid and is paid when delivered, held only until the end of its slot day', async () => {
    const customer = await bed.customer();
    const lamp = await bed.product({ name: 'Cash Lamp', priceCents: 4_000 });
    const { address, zone } = await bed.zone();
    await bed.setCashOnDeliveryMax(10_000);
    await bed.fill(customer, [[lamp.id, 2]]);
    const delivery = { method: 'home', address, slot: bed.slot(1) };
    const quote = await bed.quote(customer, delivery);
    expect(quote.cashOnDelivery).toEqual({ allowed: true, max: 10_000, emailConfirmed: true });
    const response = await bed.checkoutRequest(customer, { cartRevision: quote.cartRevision, expectedTotal: quote.total, delivery, payment: 'cash_on_delivery' });
    expect(response.statusCode, response.body).toBe(201);
    const { order, message } = response.json();
    expect(message).toBe(checkoutMessages.placed);
    expect(order).toMatchObject({ status: 'pending_payment', paymentChoice: 'cash_on_delivery', paidAt: null });
    // Not sent off by the end of its slot's day (the shop's time zone), it would give its pieces back.
    const due = Date.parse(order.paymentDueAt);
    expect([dayIn(bed.t.shop.timeZone, new Date(due - 1)), dayIn(bed.t.shop.timeZone, new Date(due))]).toEqual([delivery.slot.day, addDays(delivery.slot.day, 1)]);

    const card = await payWithTestCard(bed.t.app, customer, order.id);
    expect(card.statusCode).toBe(409);
    expect(card.json().detail).toBe('This order is paid in cash when it is delivered');
    const shipped = await bed.act(bed.admin, order.id, 'ship');
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().order).toMatchObject({ status: 'shipped', paidAt: null });
    const delivered = await bed.act(bed.admin, order.id, 'deliver');
    expect(delivered.json().order).toMatchObject({ status: 'delivered', paymentMethod: 'cash_on_delivery' });
    expect(delivered.json().order.paidAt).toBe(delivered.json().order.deliveredAt);
    expect(await bed.booked(zone.id, delivery.slot)).toBe(1);
  });

  it('gives the pieces of a cash-on-delivery order back, once, when it was not sent off in time, or left at the counter past the pickup window', async () => {
    const customer = await bed.customer();
    const lamp = await bed.product({ name: 'Held Lamp', priceCents: 1_000, availableQuantity: 30 });
    const pickup = { method: 'pickup' };
    const placeCash = async () => {
      await bed.fill(customer, [[lamp.id, 5]]);
      const quote = await bed.quote(customer, pickup);
      const response = await bed.checkoutRequest(customer, { cartRevision: quote.cartRevision, expectedTotal: quote.total, delivery: pickup, payment: 'cash_on_delivery' });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().order as { id: string; createdAt: string; paymentDueAt: string };
    };
    const forgotten = await placeCash();
    // For pickup, the shop has PICKUP_HOLD_DAYS (7) to make it ready.
    expect(Date.parse(forgotten.paymentDueAt) - Date.parse(forgotten.createdAt)).toBe(7 * 24 * 3_600_000);
    const ready = await placeCash();
    const madeReady = await bed.act(bed.admin, ready.id, 'ship');
    expect(madeReady.statusCode).toBe(200);
    // Made ready, it waits at the counter for the pickup window (7 days) from then.
    const { shippedAt, paymentDueAt } = madeReady.json().order as { shippedAt: string; paymentDueAt: string };
    expect(Date.parse(paymentDueAt) - Date.parse(shippedAt)).toBe(7 * 24 * 3_600_000);
    expect(await bed.stockOf(lamp.id)).toBe(20);

    const overdue = (ids: string[]) => bed.t.database.db.update(orders).set({ paymentDueAt: sql`now() - interval '1 second'` }).where(inArray(orders.id, ids));
    await overdue([forgotten.id]);
    expect(await expireDueOrders(bed.t.database.db)).toBe(1);
    expect(await expireDueOrders(bed.t.database.db)).toBe(0);
    expect(await bed.stockOf(lamp.id)).toBe(25);
    const read = async (id: string) => (await bed.t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: { cookie: customer.cookie } })).json();
    expect(await read(forgotten.id)).toMatchObject({ status: 'cancelled' });
    expect(await read(ready.id)).toMatchObject({ status: 'shipped' });

    // Not collected within the window: the shop ends it, once, and the pieces go back on sale.
    await overdue([ready.id]);
    expect(await expireDueOrders(bed.t.database.db)).toBe(1);
    expect(await expireDueOrders(bed.t.database.db)).toBe(0);
    expect(await bed.stockOf(lamp.id)).toBe(30);
    expect(await read(ready.id)).toMatchObject({ status: 'cancelled', paidAt: null });

    // Collected (and paid) in time, an order is never ended; nor one out with the driver.
    const collected = await placeCash();
    expect((await bed.act(bed.admin, collected.id, 'ship')).statusCode).toBe(200);
    expect((await bed.act(bed.admin, collected.id, 'deliver')).statusCode).toBe(200);
    const { address } = await bed.zone();
    await bed.fill(customer, [[lamp.id, 1]]);
    const driven = await bed.place(customer, { method: 'home', address, slot: bed.slot() }, { payment: 'cash_on_delivery' });
    expect((await bed.act(bed.admin, driven.id, 'ship')).statusCode).toBe(200);
    await overdue([collected.id, driven.id]);
    expect(await expireDueOrders(bed.t.database.db)).toBe(0);
    expect(await read(collected.id)).toMatchObject({ status: 'delivered' });
    expect(await read(driven.id)).toMatchObject({ status: 'shipped' });
  });

  it('lets an admin cancel a shipped cash-on-delivery order refused at the door (a card order stays shipped)', async () => {
    const customer = await bed.customer();
    const lamp = await bed.product({ name: 'Door Lamp', priceCents: 1_000, availableQuantity: 100 });
    const { zone, address } = await bed.zone();
    const slot = bed.slot(6);
    await bed.fill(customer, [[lamp.id, 2]]);
    const refused = await bed.place(customer, { method: 'home', address, slot }, { payment: 'cash_on_delivery' });
    await bed.fill(customer, [[lamp.id, 1]]);
    const card = await bed.place(customer, { method: 'home', address, slot });
    expect((await bed.act(bed.admin, refused.id, 'ship')).statusCode).toBe(200);
    const cancelled = await bed.act(bed.admin, refused.id, 'cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().order).toMatchObject({ status: 'cancelled', paidAt: null });
    expect([await bed.stockOf(lamp.id), await bed.booked(zone.id, slot)]).toEqual([99, 1]);

    expect((await payWithTestCard(bed.t.app, customer, card.id)).statusCode).toBe(200);
    expect((await bed.act(bed.admin, card.id, 'ship')).statusCode).toBe(200);
    const notCancelled = await bed.act(bed.admin, card.id, 'cancel');
    expect([notCancelled.statusCode, notCancelled.json().detail]).toEqual([409, 'This order has already been shipped and cannot be cancelled']);
  });

  it('answers a retry with the same Idempotency-Key with the first order, even after its zone stopped delivering', async () => {
    const customer = await bed.customer();
    const bulb = await bed.product({ name: 'Retry Bulb', priceCents: 700 });
    const { zone, address } = await bed.zone();
    await bed.fill(customer, [[bulb.id, 1]]);
    const delivery = { method: 'home', address, slot: bed.slot() };
    const quote = await bed.quote(customer, delivery);
    const body = { cartRevision: quote.cartRevision, expectedTotal: quote.total, delivery };
    const first = await bed.checkoutRequest(customer, body, { 'idempotency-key': 'zone-retry-1' });
    expect(first.statusCode).toBe(201);
    await bed.t.database.db.update(deliveryZones).set({ active: false }).where(eq(deliveryZones.id, zone.id));
    const retry = await bed.checkoutRequest(customer, body, { 'idempotency-key': 'zone-retry-1' });
    expect([retry.statusCode, retry.json().order?.id]).toEqual([201, first.json().order.id]);
  });

  it('gives the slot and the stock of every line back when the order is cancelled', async () => {
    const customer = await bed.customer();
    const [a, b] = [await bed.product({ availableQuantity: 9 }), await bed.product({ availableQuantity: 7 })];
    const { zone, address } = await bed.zone();
    await bed.fill(customer, [
      [a.id, 4],
      [b.id, 7],
    ]);
    const slot = bed.slot(3);
    const order = await bed.place(customer, { method: 'home', address, slot });
    expect([await bed.stockOf(a.id), await bed.stockOf(b.id), await bed.booked(zone.id, slot)]).toEqual([5, 0, 1]);
    expect((await bed.act(customer, order.id, 'cancel')).statusCode).toBe(200);
    expect([await bed.stockOf(a.id), await bed.stockOf(b.id), await bed.booked(zone.id, slot)]).toEqual([9, 7, 0]);
  });

  it("delivers to a saved address by its id, saves a typed one when asked, and never uses someone else's", async () => {
    const customer = await bed.customer();
    const stranger = await bed.customer();
    const plug = await bed.product({ name: 'Address Plug', priceCents: 500 });
    const { address } = await bed.zone();
    await bed.fill(customer, [[plug.id, 1]]);
    const order = await bed.place(customer, { method: 'home', address: { ...address, label: 'Workshop' }, saveAddress: true, slot: bed.slot() });
    const saved = await bed.t.database.db.select().from(deliveryAddresses).where(eq(deliveryAddresses.userId, customer.id));
    expect(saved).toMatchObject([{ label: 'Workshop', postcode: address.postcode }]);

    await bed.fill(customer, [[plug.id, 1]]);
    const again = await bed.place(customer, { method: 'home', addressId: saved[0]!.id, slot: bed.slot() });
    expect(again.deliveryAddress).toBe(order.deliveryAddress);

    await bed.fill(stranger, [[plug.id, 1]]);
    const refused = await bed.quoteRequest(stranger, { method: 'home', addressId: saved[0]!.id, slot: bed.slot() });
    expect(refused.statusCode).toBe(404);
  });

  it('places the order without keeping the address when the address book is full', async () => {
    const customer = await bed.customer();
    const plug = await bed.product({ name: 'Full Book Plug', priceCents: 500 });
    const { address } = await bed.zone();
    for (let i = 0; i < MAX_SAVED_ADDRESSES; i += 1) {
      const saved = await bed.t.app.inject({ method: 'POST', url: '/api/addresses', headers: { cookie: customer.cookie }, payload: { ...address, label: `Site ${i}` } });
      expect(saved.statusCode, saved.body).toBe(201);
    }
    await bed.fill(customer, [[plug.id, 1]]);
    await bed.place(customer, { method: 'home', address: { ...address, label: 'One too many' }, saveAddress: true, slot: bed.slot() });
    const saved = await bed.t.database.db.select().from(deliveryAddresses).where(eq(deliveryAddresses.userId, customer.id));
    expect(saved).toHaveLength(MAX_SAVED_ADDRESSES);
  });

  it('answers a retried checkout with the first order (same Idempotency-Key), never a second', async () => {
    const customer = await bed.customer();
    const fuse = await bed.product({ name: 'Retry Fuse', priceCents: 300, availableQuantity: 20 });
    await bed.fill(customer, [[fuse.id, 3]]);
    const delivery = { method: 'pickup' };
    const quote = await bed.quote(customer, delivery);
    const body = { cartRevision: quote.cartRevision, expectedTotal: quote.total, delivery };
    const first = await bed.checkoutRequest(customer, body, { 'idempotency-key': 'checkout-retry-1' });
    const second = await bed.checkoutRequest(customer, body, { 'idempotency-key': 'checkout-retry-1' });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().order.id).toBe(first.json().order.id);
    expect(await bed.stockOf(fuse.id)).toBe(17);
  });
});
