import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../shared/money.js';
import { checkoutMessages } from '../../../shared/schemas/checkout.js';
import { discountMessages as m, expiredMessage, minimumNotReachedMessage, notYetValidMessage, usedByYouTimesMessage } from '../../../shared/schemas/discounts.js';
import { invoiceUrl } from '../../../shared/schemas/invoices.js';
import type { Order } from '../../../shared/schemas/orders.js';
import { payWithTestCard } from '../../test/orders-helpers.js';
import { readPdfText } from '../../test/pdf-text.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { products } from '../catalog/catalog.tables.js';
import { expireDueOrders } from '../orders/order-expiry.js';
import { orders } from '../orders/orders.tables.js';
import { dayText } from './discount-days.js';
import { discountTestBed, expectCodeRefused } from './discount-test-bed.js';

const pickup = { method: 'pickup' };
const money = (cents: number) => formatMoney(cents, 'USD', 'en-US');

/** Issue 15 §4: discount codes at the checkout — the review, the order, the refusals, and the use given back. */
describe.each(testDatabaseKinds())('discount codes at the checkout on %s', (kind) => {
  const { bed, codes } = discountTestBed(kind);

  it('reviews and places the cart with a code typed in any case: the same numbers, kept on the order, one use recorded', async () => {
    const code = await codes.make({ code: 'Spring-Ten', percentBasisPoints: 1_000 });
    const customer = await bed.customer();
    const drill = await bed.product({ priceCents: 10_050, availableQuantity: 20 });
    await bed.fill(customer, [[drill.id, 1]]);
    const plain = await bed.quote(customer, pickup);
    expect(plain).toMatchObject({ discountCode: null, discountCents: 0, total: 10_050 });

    const quote = await codes.quote(customer, pickup, '  spring-TEN ');
    // 10 % of $100.50 is $10.05; the demo shop's sales tax of 9.75 % within the $90.45 charged.
    expect(quote).toMatchObject({ subtotal: 10_050, discountCode: 'Spring-Ten', discountCents: 1_005, total: 9_045, tax: { amount: 804 } });
    expect(await codes.row(code.id)).toMatchObject({ usedCount: 0 });

    const response = await bed.checkoutRequest(customer, { cartRevision: quote.cartRevision, expectedTotal: quote.total, delivery: pickup, discountCode: 'spring-ten' });
    expect(response.statusCode, response.body).toBe(201);
    const order: Order = response.json().order;
    expect(order).toMatchObject({ subtotal: 10_050, discountCode: 'Spring-Ten', discountCents: 1_005, total: 9_045, tax: { amount: 804 } });
    const read = await bed.t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: { cookie: customer.cookie } });
    expect(read.json()).toMatchObject({ discountCode: 'Spring-Ten', discountCents: 1_005, total: 9_045 });
    expect(await codes.row(code.id)).toMatchObject({ usedCount: 1 });
    expect(await codes.uses(code.id)).toEqual([expect.objectContaining({ orderId: order.id, userId: customer.id, discountCents: 1_005 })]);
  });

  it('takes a fixed amount off the lines, never more than them, and never the delivery fee', async () => {
    const code = await codes.make({ kind: 'amount', amount: 5_000, percentBasisPoints: undefined });
    const { address } = await bed.zone({ feeCents: 990, freeFromCents: null });
    const delivery = { method: 'home', address, slot: bed.slot() };
    const customer = await bed.customer();
    const clips = await bed.product({ priceCents: 1_500 });
    await bed.fill(customer, [[clips.id, 2]]);
    const order = await codes.place(customer, delivery, code.code);
    expect(order).toMatchObject({ subtotal: 3_000, discountCents: 3_000, delivery: { fee: 990 }, total: 990 });
  });

  it('delivers free only when the lines after the discount reach the zone’s amount, and works the tax out on what is charged', async () => {
    const code = await codes.make({ percentBasisPoints: 2_000 });
    const { address } = await bed.zone({ feeCents: 990, freeFromCents: 10_000 });
    const delivery = { method: 'home', address, slot: bed.slot() };
    const customer = await bed.customer();
    const saw = await bed.product({ priceCents: 11_000 });
    await bed.fill(customer, [[saw.id, 1]]);
    expect((await bed.quote(customer, delivery)).delivery.fee).toBe(0);
    const quote = await codes.quote(customer, delivery, code.code);
    // $110 less 20 % is $88: below the $100 of free delivery. The sales tax (9.75 %) is within the $97.90 charged.
    expect(quote).toMatchObject({ subtotal: 11_000, discountCents: 2_200, delivery: { fee: 990 }, total: 8_800 + 990, tax: { amount: 870 } });
    const order = await codes.place(customer, delivery, code.code);
    expect(order).toMatchObject({ discountCents: 2_200, delivery: { fee: 990 }, total: 9_790, tax: { amount: 870 } });
  });

  it('refuses a total that no longer holds: a review without the code placed with it, or the price changed since', async () => {
    const code = await codes.make();
    const customer = await bed.customer();
    const lamp = await bed.product({ priceCents: 4_000 });
    await bed.fill(customer, [[lamp.id, 1]]);
    const withoutCode = await bed.quote(customer, pickup);
    const sneaked = await bed.checkoutRequest(customer, { cartRevision: withoutCode.cartRevision, expectedTotal: withoutCode.total, delivery: pickup, discountCode: code.code });
    expect([sneaked.statusCode, sneaked.json().detail]).toEqual([409, checkoutMessages.totalChanged]);
    const reviewed = await codes.quote(customer, pickup, code.code);
    await bed.t.database.db.update(products).set({ priceCents: 4_500 }).where(eq(products.id, lamp.id));
    const changed = await bed.checkoutRequest(customer, { cartRevision: reviewed.cartRevision, expectedTotal: reviewed.total, delivery: pickup, discountCode: code.code });
    expect([changed.statusCode, changed.json().detail]).toEqual([409, checkoutMessages.totalChanged]);
    expect((await codes.row(code.id)).usedCount).toBe(0);
    expect(await bed.stockOf(lamp.id)).toBe(50);
    // A discount the client names is not taken: the shop works it out.
    const again = await codes.quote(customer, pickup, code.code);
    const placed = await bed.checkoutRequest(customer, { cartRevision: again.cartRevision, expectedTotal: again.total, delivery: pickup, discountCode: code.code, discountCents: 4_000, total: 1 });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order).toMatchObject({ subtotal: 4_500, discountCents: 450, total: 4_050 });
  });

  describe('refusals, at the review and at the order, naming the field discountCode; nothing is written', () => {
    const refusedBoth = async (discountCode: string, status: number, message: string) => {
      const customer = await bed.customer();
      const relay = await bed.product({ priceCents: 2_000, availableQuantity: 10 });
      await bed.fill(customer, [[relay.id, 2]]);
      expectCodeRefused(await codes.quoteRequest(customer, pickup, discountCode), status, message);
      const plain = await bed.quote(customer, pickup);
      expectCodeRefused(await bed.checkoutRequest(customer, { cartRevision: plain.cartRevision, expectedTotal: plain.total, delivery: pickup, discountCode }), status, message);
      expect(await bed.stockOf(relay.id)).toBe(10);
      const mine = await bed.t.app.inject({ method: 'GET', url: '/api/orders/mine', headers: { cookie: customer.cookie } });
      expect(mine.json().total).toBe(0);
    };

    it('an unknown code (409, as every code that cannot be used: the status does not tell codes apart), and text that cannot be a code', async () => {
      await refusedBoth('NO-SUCH-CODE', 409, m.unknown);
      await refusedBoth('ten % off', 409, m.unknown);
      const customer = await bed.customer();
      const empty = await codes.quoteRequest(customer, pickup, '   ');
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors).toContainEqual({ field: 'discountCode', message: m.codeEmpty });
      expect((await codes.quoteRequest(customer, pickup, 'x'.repeat(101))).json().errors).toContainEqual({ field: 'discountCode', message: m.unknown });
    });

    it('an archived code (409)', async () => {
      const code = await codes.make();
      expect((await codes.change(code.id, { archived: true })).statusCode).toBe(200);
      await refusedBoth(code.code, 409, m.noLongerValid);
    });

    it('a code not valid yet and a code past its last day (409), saying the day', async () => {
      const later = await codes.make({ startsOn: '2999-05-04' });
      await refusedBoth(later.code, 409, notYetValidMessage('May 4, 2999'));
      const past = await codes.make({ startsOn: '2001-01-01', endsOn: '2001-01-31' });
      await refusedBoth(past.code, 409, expiredMessage(dayText('2001-01-31', 'en-US')));
      expect(expiredMessage(dayText('2001-01-31', 'en-US'))).toBe('This code was valid until January 31, 2001. It has expired.');
    });

    it('a code whose minimum the lines do not reach (400), saying how much more', async () => {
      const code = await codes.make({ minOrder: 5_000 });
      await refusedBoth(code.code, 400, minimumNotReachedMessage(1_000, 5_000, 'USD', 'en-US'));
      expect(minimumNotReachedMessage(1_000, 5_000, 'USD', 'en-US')).toBe(`Add ${money(1_000)} more to use this code: it is for orders from ${money(5_000)}.`);
      // Reached exactly: taken.
      const customer = await bed.customer();
      const relay = await bed.product({ priceCents: 2_500 });
      await bed.fill(customer, [[relay.id, 2]]);
      expect((await codes.place(customer, pickup, code.code)).discountCents).toBe(500);
    });

    it('a code used as often as it may be (409), and one this customer has used already (409)', async () => {
      const once = await codes.make({ maxUses: 1 });
      const first = await bed.customer();
      const socket = await bed.product({ priceCents: 1_000 });
      await bed.fill(first, [[socket.id, 1]]);
      await codes.place(first, pickup, once.code);
      await refusedBoth(once.code, 409, m.usedUp);

      const perCustomer = await codes.make({ maxUsesPerCustomer: 2 });
      const regular = await bed.customer();
      for (let i = 0; i < 2; i += 1) {
        await bed.fill(regular, [[socket.id, 1]]);
        await codes.place(regular, pickup, perCustomer.code);
      }
      await bed.fill(regular, [[socket.id, 1]]);
      expectCodeRefused(await codes.quoteRequest(regular, pickup, perCustomer.code), 409, usedByYouTimesMessage(2));
      // Another customer still may.
      const other = await bed.customer();
      await bed.fill(other, [[socket.id, 1]]);
      expect((await codes.place(other, pickup, perCustomer.code)).discountCode).toBe(perCustomer.code);
    });
  });

  it('gives the use back when the order is cancelled, and when it expires unpaid', async () => {
    const code = await codes.make({ maxUses: 1, maxUsesPerCustomer: 1 });
    const customer = await bed.customer();
    const cable = await bed.product({ priceCents: 3_000 });
    await bed.fill(customer, [[cable.id, 1]]);
    const first = await codes.place(customer, pickup, code.code);
    expect((await codes.row(code.id)).usedCount).toBe(1);
    expect((await bed.act(customer, first.id, 'cancel')).statusCode).toBe(200);
    expect((await codes.row(code.id)).usedCount).toBe(0);
    expect(await codes.uses(code.id)).toEqual([]);
    // The order keeps what it was placed with.
    const cancelled = await bed.t.app.inject({ method: 'GET', url: `/api/orders/${first.id}`, headers: { cookie: customer.cookie } });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', discountCode: code.code, discountCents: 300 });

    await bed.fill(customer, [[cable.id, 1]]);
    const second = await codes.place(customer, pickup, code.code);
    expect((await codes.row(code.id)).usedCount).toBe(1);
    await bed.t.database.db.update(orders).set({ paymentDueAt: sql`now() - interval '1 second'` }).where(eq(orders.id, second.id));
    expect(await expireDueOrders(bed.t.database.db)).toBeGreaterThanOrEqual(1);
    expect((await codes.row(code.id)).usedCount).toBe(0);
    expect(await codes.uses(code.id)).toEqual([]);
    await bed.fill(customer, [[cable.id, 1]]);
    expect((await codes.place(customer, pickup, code.code)).discountCents).toBe(300);
  });

  it('prints the code and what it took off on the invoice of the paid order', async () => {
    const code = await codes.make({ code: 'Invoice-Five', kind: 'amount', amount: 500, percentBasisPoints: undefined });
    const customer = await bed.customer();
    const tester = await bed.product({ name: 'Voltage Tester VT-9', priceCents: 2_990 });
    await bed.fill(customer, [[tester.id, 1]]);
    const order = await codes.place(customer, pickup, 'invoice-five');
    expect((await payWithTestCard(bed.t.app, customer, order.id)).statusCode).toBe(200);
    const pdf = await bed.t.app.inject({ method: 'GET', url: invoiceUrl(order.id), headers: { cookie: customer.cookie } });
    expect(pdf.statusCode).toBe(200);
    const { text } = await readPdfText(pdf.rawPayload);
    expect(text).toContain('Subtotal $29.90');
    expect(text).toContain(`Discount (code ${code.code}) \u2013$5.00`);
    expect(text).toContain('Total $24.90');
  });
});
