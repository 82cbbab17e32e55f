import { describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/delivery.js';
import { checkoutMessages } from '../../../shared/schemas/checkout.js';
import { deliveryMessages } from '../../../shared/schemas/delivery.js';
import { orderMessages, stockMessage } from '../../../shared/schemas/orders.js';
import type { TestUser } from '../../test/accounts-helpers.js';
import { checkoutTestBed } from '../../test/checkout-test-bed.js';
import { testDatabaseKinds } from '../../test/test-database.js';

/** Issue 14, "Bad input": every refusal is clear, and nothing of a refused checkout is written. */
describe.each(testDatabaseKinds())('checkout refusals on %s', (kind) => {
  const bed = checkoutTestBed(kind);

  /** A customer with two lines in the cart and an address in a zone. */
  async function cartWithTwoLines(stock = 10) {
    const customer = await bed.customer();
    const first = await bed.product({ name: `First ${stock}`, priceCents: 1_000, availableQuantity: stock });
    const second = await bed.product({ name: `Second ${stock}`, priceCents: 2_000, availableQuantity: stock });
    await bed.fill(customer, [
      [first.id, 2],
      [second.id, 3],
    ]);
    const { zone, address } = await bed.zone({ slotCapacity: 1 });
    return { customer, first, second, zone, address };
  }

  async function expectNothingWritten(customer: TestUser, stocks: [string, number][]) {
    for (const [productId, stock] of stocks) expect(await bed.stockOf(productId)).toBe(stock);
    const orders = await bed.t.app.inject({ method: 'GET', url: '/api/orders/mine', headers: { cookie: customer.cookie } });
    expect(orders.json().total).toBe(0);
  }

  it('refuses the whole cart when one line can no longer be had, naming each such line; no other line loses stock', async () => {
    const { customer, first, second, address } = await cartWithTwoLines();
    const delivery = { method: 'home', address, slot: bed.slot() };
    const quote = await bed.quote(customer, delivery);
    await bed.t.app.inject({ method: 'PATCH', url: `/api/products/${second.id}`, headers: { cookie: bed.admin.cookie }, payload: { availableQuantity: 1 } });
    const response = await bed.checkoutRequest(customer, { cartRevision: quote.cartRevision, expectedTotal: quote.total, delivery });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual([{ field: 'lines.1.quantity', message: `${second.name}: ${stockMessage(1)}` }]);
    await expectNothingWritten(customer, [
      [first.id, 10],
      [second.id, 1],
    ]);
    expect((await bed.t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: customer.cookie } })).json().lines).toHaveLength(2);

    await bed.t.app.inject({ method: 'DELETE', url: `/api/products/${first.id}`, headers: { cookie: bed.admin.cookie } });
    const archived = await bed.quoteRequest(customer, delivery);
    expect(archived.statusCode).toBe(409);
    expect(archived.json().errors.map((error: { message: string }) => error.message)).toEqual([`${first.name}: ${orderMessages.productUnavailable}`, `${second.name}: ${stockMessage(1)}`]);
  });

  it('refuses a cart that changed since the review, and a total that changed (an admin changed a price)', async () => {
    const { customer, first, address } = await cartWithTwoLines();
    const delivery = { method: 'home', address, slot: bed.slot() };
    const quote = await bed.quote(customer, delivery);
    await bed.fill(customer, [[first.id, 4]]);
    const changed = await bed.checkoutRequest(customer, { cartRevision: quote.cartRevision, expectedTotal: quote.total, delivery });
    expect([changed.statusCode, changed.json().detail]).toEqual([409, checkoutMessages.cartChanged]);

    const again = await bed.quote(customer, delivery);
    const repriced = await bed.t.app.inject({ method: 'PATCH', url: `/api/products/${first.id}`, headers: { cookie: bed.admin.cookie }, payload: { price: 1_100 } });
    expect(repriced.statusCode).toBe(200);
    const dearer = await bed.checkoutRequest(customer, { cartRevision: again.cartRevision, expectedTotal: again.total, delivery });
    expect([dearer.statusCode, dearer.json().detail]).toEqual([409, checkoutMessages.totalChanged]);
    // Prices, fees and totals in the body count for nothing: only what the review showed is compared.
    const tampered = await bed.checkoutRequest(customer, { cartRevision: again.cartRevision, expectedTotal: 1, delivery: { ...delivery, fee: 0 }, unitPrice: 1, total: 1 });
    expect([tampered.statusCode, tampered.json().detail]).toEqual([409, checkoutMessages.totalChanged]);
    await expectNothingWritten(customer, [[first.id, 10]]);
  });

  it('refuses an empty cart, missing terms, an address outside every zone, a missing, past or unknown slot, and site delivery without notes', async () => {
    const { customer, address, first } = await cartWithTwoLines();
    const lonely = await bed.customer();
    const empty = await bed.checkoutRequest(lonely, { cartRevision: 0, expectedTotal: 0, delivery: { method: 'pickup' } });
    expect([empty.statusCode, empty.json().detail]).toEqual([409, checkoutMessages.cartEmpty]);

    const quote = await bed.quote(customer, { method: 'home', address, slot: bed.slot() });
    const base = { cartRevision: quote.cartRevision, expectedTotal: quote.total };
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ delivery: { method: 'home', address, slot: bed.slot() }, acceptTerms: false }, 400, checkoutMessages.termsRequired],
      [{ delivery: { method: 'home', address: { ...address, postcode: '10001' }, slot: bed.slot() } }, 400, deliveryMessages.noZone],
      [{ delivery: { method: 'home', slot: bed.slot() } }, 400, checkoutMessages.addressRequired],
      [{ delivery: { method: 'home', address } }, 400, checkoutMessages.slotRequired],
      [{ delivery: { method: 'home', address, slot: { ...bed.slot(), day: addDays(bed.slot().day, -1) } } }, 400, checkoutMessages.slotNotOffered],
      [{ delivery: { method: 'home', address, slot: { ...bed.slot(), window: '03:00-04:00' } } }, 400, checkoutMessages.slotNotOffered],
      [{ delivery: { method: 'home', address, slot: { day: '2026-02-30', window: '08:00-12:00' } } }, 400, checkoutMessages.slotNotOffered],
      [{ delivery: { method: 'site', address, slot: bed.slot() } }, 400, checkoutMessages.siteNotesRequired],
      [{ delivery: { method: 'drone' } }, 400, ''],
      [{ delivery: { method: 'pickup' }, payment: 'cheque' }, 400, ''],
    ];
    for (const [body, status, message] of refusals) {
      const response = await bed.checkoutRequest(customer, { ...base, ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      if (message) expect(response.json().errors?.map((e: { message: string }) => e.message) ?? [response.json().detail]).toContain(message);
    }
    await expectNothingWritten(customer, [[first.id, 10]]);
  });

  it('refuses cash on delivery above the limit and keeps the cart', async () => {
    const { customer, first, address } = await cartWithTwoLines();
    await bed.setCashOnDeliveryMax(5_000);
    const delivery = { method: 'home', address, slot: bed.slot() };
    const quote = await bed.quote(customer, delivery);
    expect(quote.cashOnDelivery).toEqual({ allowed: false, max: 5_000, emailConfirmed: true });
    const response = await bed.checkoutRequest(customer, { cartRevision: quote.cartRevision, expectedTotal: quote.total, delivery, payment: 'cash_on_delivery' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'payment', message: 'Cash on delivery is possible for orders up to $50.00. Please pay by card.' }]);
    await expectNothingWritten(customer, [[first.id, 10]]);
    await bed.setCashOnDeliveryMax(50_000);
  });

  it('refuses a slot that is fully booked, taking nothing', async () => {
    const { customer, first, zone, address } = await cartWithTwoLines();
    const other = await bed.customer();
    await bed.fill(other, [[first.id, 1]]);
    const slot = bed.slot(4);
    await bed.place(other, { method: 'home', address, slot });
    const response = await bed.reviewAndPlace(customer, { method: 'home', address, slot });
    expect([response.statusCode, response.json().detail]).toEqual([409, checkoutMessages.slotFull]);
    expect(await bed.booked(zone.id, slot)).toBe(1);
    await expectNothingWritten(customer, [[first.id, 9]]);
  });

  it('asks visitors to sign in', async () => {
    const quote = await bed.t.app.inject({ method: 'POST', url: '/api/checkout/quote', payload: { delivery: { method: 'pickup' } } });
    const place = await bed.t.app.inject({ method: 'POST', url: '/api/checkout', payload: {} });
    expect([quote.statusCode, place.statusCode]).toEqual([401, 401]);
  });
});
