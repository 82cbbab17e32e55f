import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMessages } from '../../../shared/schemas/orders.js';
import { orderTotals, type TaxRule } from '../../../shared/tax.js';
import { signUp, type TestUser } from '../../test/accounts-helpers.js';
import { insertProduct } from '../../test/fixtures.js';
import { orderForm, placeOrderFor } from '../../test/orders-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { products } from '../catalog/catalog.tables.js';
import { placeProductOrder } from './product-order.js';

/** Issue 14 §4: one shop-wide tax, prices gross or net; each order keeps its tax. */
describe.each(testDatabaseKinds())('tax on orders on %s', (kind) => {
  let t: TestApp;
  let customer: TestUser;

  beforeAll(async () => {
    t = await createTestApp(kind);
    customer = await signUp(t.app, { name: 'Ada Price' });
  });
  afterAll(() => t.close());

  it("shows the tax within an order under the shop's rule (content/shop.json: sales tax 9.75 %, prices include it)", async () => {
    expect(t.shop.tax).toEqual({ name: 'Sales tax', rateBasisPoints: 975, pricesIncludeTax: true });
    const product = await insertProduct(t.database.db, { priceCents: 6_000 });
    const order = await placeOrderFor(t.app, customer, product.id, 2);
    expect(order).toMatchObject({ total: 12_000, tax: { name: 'Sales tax', rateBasisPoints: 975, included: true, amount: 1_066 } });
    const read = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: { cookie: customer.cookie } });
    expect(read.json().tax).toEqual(order.tax);
  });

  it('refuses an order whose total with the tax added would pass the money limit, and takes nothing', async () => {
    const limits = t.config.unpaidOrders;
    const buyer = { id: customer.id, name: 'Ada Price', email: customer.email };
    const product = await insertProduct(t.database.db, { priceCents: 100_000_000, availableQuantity: 20 });
    const input = { productId: product.id, quantity: 7, ...orderForm };
    const net = { name: 'Sales tax', rateBasisPoints: 5_000, pricesIncludeTax: false };
    await expect(placeProductOrder(t.database.db, buyer, input, { limits, tax: net })).rejects.toMatchObject({ code: 'VALIDATION_FAILED', message: orderMessages.totalTooLarge });
    expect((await t.database.db.select().from(products).where(eq(products.id, product.id)))[0]?.availableQuantity).toBe(20);
    // The same lines under prices that include the tax stay within the limit.
    const { order } = await placeProductOrder(t.database.db, buyer, input, { limits, tax: { ...net, pricesIncludeTax: true } });
    expect(order.total).toBe(700_000_000);
  });

  it('keeps on the order the totals the shop works out, gross or net, for any amount', async () => {
    const limits = t.config.unpaidOrders;
    const buyer = { id: customer.id, name: 'Ada Price', email: customer.email };
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2_000_000 }), fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 5_000 }), fc.boolean(), async (price, quantity, rateBasisPoints, pricesIncludeTax) => {
        const tax: TaxRule = { name: 'Tax', rateBasisPoints, pricesIncludeTax };
        const product = await insertProduct(t.database.db, { priceCents: price, availableQuantity: 100 });
        const { order } = await placeProductOrder(t.database.db, buyer, { productId: product.id, quantity, ...orderForm }, { limits, tax });
        const expected = orderTotals(price * quantity, tax);
        expect({ total: order.total, tax: order.tax.amount }).toEqual(expected);
        const read = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: { cookie: customer.cookie } });
        expect(read.json()).toMatchObject({ total: expected.total, tax: { amount: expected.tax, included: pricesIncludeTax, rateBasisPoints }, lines: [{ lineTotal: price * quantity }] });
      }),
      { numRuns: 25 },
    );
  });
});
