import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/errors.js';
import { discountMessages as m } from '../../../shared/schemas/discounts.js';
import type { TestUser } from '../../test/accounts-helpers.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { placeOrder } from '../orders/place-order.js';
import { orders } from '../orders/orders.tables.js';
import { discountTestBed } from './discount-test-bed.js';

const pickup = { method: 'pickup' };

/** Issue 15 §4 and "Tests": a code's limits hold however many orders use it at the same moment. */
describe.each(testDatabaseKinds())('discount codes used at once on %s', (kind) => {
  const { bed, codes } = discountTestBed(kind);

  /**
   * Every customer's cart reviewed with the code, ready to be placed at the same moment. Each holds
   * a product of its own, so nothing but the code's own lock puts the orders one after the other.
   */
  const reviewedCarts = async (count: number, discountCode: string, priceCents: number) => {
    const reviewed = [];
    for (let i = 0; i < count; i += 1) {
      const customer = await bed.customer();
      const product = await bed.product({ priceCents });
      await bed.fill(customer, [[product.id, 1]]);
      reviewed.push({ customer, quote: await codes.quote(customer, pickup, discountCode) });
    }
    return reviewed;
  };

  /** The code's uses as counted, as recorded, and as the orders not cancelled carry them: always the same. */
  const expectUsesAgree = async (codeId: string, code: string) => {
    const row = await codes.row(codeId);
    const uses = await codes.uses(codeId);
    const [live] = await bed.t.database.db
      .select({ count: sql<number>`count(*)::integer` })
      .from(orders)
      .where(sql`${orders.discountCode} = ${code} and ${orders.status} <> 'cancelled'`);
    expect([row.usedCount, uses.length]).toEqual([live?.count, live?.count]);
    return row.usedCount;
  };

  it('places exactly max_uses discounted orders when more customers race for the code; the others are refused with 409', async () => {
    const code = await codes.make({ maxUses: 3 });
    const reviewed = await reviewedCarts(8, code.code, 2_000);
    const answers = await Promise.all(
      reviewed.map(({ customer, quote }) => bed.checkoutRequest(customer, { cartRevision: quote.cartRevision, expectedTotal: quote.total, delivery: pickup, discountCode: code.code })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    for (const placed of answers.filter((answer) => answer.statusCode === 201)) expect(placed.json().order).toMatchObject({ discountCode: code.code, discountCents: 200, total: 1_800 });
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) expect(refused.json().errors).toEqual([{ field: 'discountCode', message: m.usedUp }]);
    expect(await expectUsesAgree(code.id, code.code)).toBe(3);
  });

  it('lets one customer racing with themselves use a code once when it allows one use per customer', async () => {
    const code = await codes.make({ maxUsesPerCustomer: 1 });
    const customer = await bed.customer();
    const clamp = await bed.product({ priceCents: 1_000, availableQuantity: 100 });
    // Two orders placed at the very same moment, each valid on its own (not one cart placed twice).
    const place = () =>
      placeOrder(
        bed.t.database.db,
        {
          customer: { id: customer.id, name: 'Racing Customer', email: customer.email },
          phone: '+1 555 014 2290',
          delivery: { method: 'pickup', address: 'Counter', zone: null, slot: null, siteNotes: null },
          paymentChoice: 'card',
          deliveryFee: () => 0,
          lines: () => Promise.resolve([{ productId: clamp.id, quantity: 1 }]),
          wording: 'cart',
          discount: { code: code.code, shop: bed.t.shop },
        },
        { limits: bed.t.config.unpaidOrders, tax: bed.t.shop.tax },
      );
    const outcomes = await Promise.allSettled([place(), place(), place(), place()]);
    const placed = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(placed).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') {
        expect(outcome.reason).toBeInstanceOf(AppError);
        expect((outcome.reason as AppError).status).toBe(409);
        expect((outcome.reason as AppError).details?.errors).toEqual([{ field: 'discountCode', message: m.usedByYou }]);
      }
    }
    expect(await expectUsesAgree(code.id, code.code)).toBe(1);
    expect(await bed.stockOf(clamp.id)).toBe(99);

    // The same cart sent twice at once (two tabs): one order, one use.
    await bed.fill(customer, [[clamp.id, 2]]);
    const other = await codes.make({ maxUsesPerCustomer: 1 });
    const quote = await codes.quote(customer, pickup, other.code);
    const body = { cartRevision: quote.cartRevision, expectedTotal: quote.total, delivery: pickup, discountCode: other.code };
    const answers = await Promise.all([bed.checkoutRequest(customer, body), bed.checkoutRequest(customer, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await expectUsesAgree(other.id, other.code)).toBe(1);
  });

  it('never goes past the limit while cancelled orders give uses back and others take them', async () => {
    const code = await codes.make({ maxUses: 2 });
    const holders: { customer: TestUser; orderId: string }[] = [];
    for (let i = 0; i < 2; i += 1) {
      const customer = await bed.customer();
      await bed.fill(customer, [[(await bed.product({ priceCents: 1_500 })).id, 1]]);
      holders.push({ customer, orderId: (await codes.place(customer, pickup, code.code)).id });
    }
    const reviewed = [];
    for (let i = 0; i < 6; i += 1) {
      const customer = await bed.customer();
      await bed.fill(customer, [[(await bed.product({ priceCents: 1_500 })).id, 1]]);
      // Reviewed while the code is used up: each places the total less its 10 %, once a use is free.
      reviewed.push({ customer, quote: await bed.quote(customer, pickup) });
    }
    const answers = await Promise.all([
      ...holders.map(({ customer, orderId }) => bed.act(customer, orderId, 'cancel')),
      ...reviewed.map(({ customer, quote }) => bed.checkoutRequest(customer, { cartRevision: quote.cartRevision, expectedTotal: quote.total - 150, delivery: pickup, discountCode: code.code })),
    ]);
    expect(answers.slice(0, 2).map((answer) => answer.statusCode)).toEqual([200, 200]);
    const placed = answers.slice(2).filter((answer) => answer.statusCode === 201).length;
    for (const refused of answers.slice(2).filter((answer) => answer.statusCode !== 201)) expect([refused.statusCode, refused.json().errors]).toEqual([409, [{ field: 'discountCode', message: m.usedUp }]]);
    expect(placed).toBeLessThanOrEqual(2);
    expect(await expectUsesAgree(code.id, code.code)).toBe(placed);
    const [row] = await bed.t.database.db.select().from(orders).where(eq(orders.id, holders[0]!.orderId));
    expect(row?.status).toBe('cancelled');
  });
});
