import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceTierMessages, unitPriceFor, type PriceTier } from '../../../shared/price-tiers.js';
import { signUp, signUpAdmin, type TestUser } from '../../test/accounts-helpers.js';
import { buildDiscoveryCatalog } from '../../test/discovery-fixtures.js';
import { insertProduct } from '../../test/fixtures.js';
import { postOrder } from '../../test/orders-helpers.js';
import { storedPictureKey } from '../../test/picture-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { products } from './catalog.tables.js';

/** Quantity-break prices (issue 14 §3): entered by admins, shown with the product, charged when ordered. */
describe.each(testDatabaseKinds())('quantity-break prices on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  let categoryId: string;
  let picture: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signUpAdmin(t.app, t.database.db);
    customer = await signUp(t.app);
    categoryId = (await buildDiscoveryCatalog(t.database.db)).categories.drills.id;
    picture = await storedPictureKey(t);
  });
  afterAll(() => t.close());

  const asAdmin = (method: 'POST' | 'PATCH', url: string, payload: object) => t.app.inject({ method, url, payload, headers: { cookie: admin.cookie } });
  let sequence = 0;
  const product = (change: object = {}) => {
    sequence += 1;
    return { name: `Cable drum ${sequence}`, price: 1999, availableQuantity: 500, minOrderQuantity: 1, description: 'A cable drum.', categoryId, pictures: [picture], ...change };
  };
  const tiers = [
    { minQuantity: 10, discountBasisPoints: 500 },
    { minQuantity: 50, discountBasisPoints: 1000 },
  ];

  it('are saved with a product and shown with the price of one piece at each', async () => {
    const response = await asAdmin('POST', '/api/products', product({ priceTiers: tiers }));
    expect(response.statusCode).toBe(201);
    // 1,999 less 5 % is 1,899.05 → 1,899; less 10 % is 1,799.1 → 1,799.
    const expected = [
      { minQuantity: 10, discountBasisPoints: 500, unitPrice: 1899 },
      { minQuantity: 50, discountBasisPoints: 1000, unitPrice: 1799 },
    ];
    expect(response.json().product.priceTiers).toEqual(expected);
    const read = await t.app.inject({ method: 'GET', url: `/api/products/${response.json().product.id}` });
    expect(read.json().priceTiers).toEqual(expected);
  });

  it('charge the tier price from its quantity on, and the full price below it, whatever the client sends', async () => {
    const { id } = (await asAdmin('POST', '/api/products', product({ priceTiers: tiers }))).json().product;
    const order = async (quantity: number) => {
      const response = await postOrder(t.app, customer, { productId: id, quantity, price: 1, unitPrice: 1, total: 1 });
      expect(response.statusCode).toBe(201);
      return response.json().order;
    };
    expect(await order(9)).toMatchObject({ total: 9 * 1999, lines: [{ unitPrice: 1999, quantity: 9, lineTotal: 9 * 1999 }] });
    expect(await order(10)).toMatchObject({ total: 10 * 1899, lines: [{ unitPrice: 1899, quantity: 10, lineTotal: 10 * 1899 }] });
    expect(await order(50)).toMatchObject({ total: 50 * 1799, lines: [{ unitPrice: 1799 }] });
  });

  it.each([
    ['a tier at or below the minimum order quantity', { minOrderQuantity: 10, priceTiers: [{ minQuantity: 10, discountBasisPoints: 500 }] }, priceTierMessages.aboveMinimum],
    ['a later tier with fewer pieces', { priceTiers: [tiers[1], tiers[0]] }, priceTierMessages.increasing],
    ['a later tier with a smaller discount', { priceTiers: [{ minQuantity: 10, discountBasisPoints: 1000 }, { minQuantity: 50, discountBasisPoints: 500 }] }, priceTierMessages.increasing],
    ['more than 90 % off', { priceTiers: [{ minQuantity: 10, discountBasisPoints: 9001 }] }, priceTierMessages.discountRange],
    ['no discount', { priceTiers: [{ minQuantity: 10, discountBasisPoints: 0 }] }, priceTierMessages.discountRange],
    ['a fraction of a basis point', { priceTiers: [{ minQuantity: 10, discountBasisPoints: 500.5 }] }, priceTierMessages.discountPrecision],
    ['a fractional quantity', { priceTiers: [{ minQuantity: 10.5, discountBasisPoints: 500 }] }, priceTierMessages.quantityWhole],
    ['six tiers', { priceTiers: [10, 20, 30, 40, 50, 60].map((minQuantity, i) => ({ minQuantity, discountBasisPoints: 100 * (i + 1) })) }, priceTierMessages.tooMany],
    ['a discount that makes a piece free', { price: 4, priceTiers: [{ minQuantity: 10, discountBasisPoints: 9000 }] }, priceTierMessages.freePiece],
    ['a tier that is not a list', { priceTiers: { minQuantity: 10, discountBasisPoints: 500 } }, undefined],
  ])('refuse %s with a message and add nothing', async (_case, change, message) => {
    const body = product(change);
    const response = await asAdmin('POST', '/api/products', body);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    if (message) expect(response.json().errors).toContainEqual({ field: expect.stringMatching(/^priceTiers/), message });
    expect(await t.database.db.select().from(products).where(eq(products.name, body.name))).toEqual([]);
  });

  it('keep a product whole when a new minimum order quantity or price would not suit its tiers, and go when emptied', async () => {
    const { id } = (await asAdmin('POST', '/api/products', product({ priceTiers: tiers }))).json().product;
    const refused = await asAdmin('PATCH', `/api/products/${id}`, { minOrderQuantity: 10, price: 2999 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'priceTiers', message: priceTierMessages.aboveMinimum }]);
    const [unchanged] = await t.database.db.select().from(products).where(eq(products.id, id));
    expect(unchanged).toMatchObject({ minOrderQuantity: 1, priceCents: 1999, priceTiers: tiers });

    const free = await asAdmin('PATCH', `/api/products/${id}`, { price: 4, priceTiers: [{ minQuantity: 10, discountBasisPoints: 9000 }] });
    expect(free.json().errors).toEqual([{ field: 'priceTiers', message: priceTierMessages.freePiece }]);
    expect((await asAdmin('PATCH', `/api/products/${id}`, { priceTiers: [{ minQuantity: 10, discountBasisPoints: 9000 }] })).statusCode).toBe(200);
    const cheaper = await asAdmin('PATCH', `/api/products/${id}`, { price: 4 });
    expect(cheaper.json().errors).toEqual([{ field: 'priceTiers', message: priceTierMessages.freePiece }]);

    const emptied = await asAdmin('PATCH', `/api/products/${id}`, { priceTiers: [] });
    expect(emptied.statusCode).toBe(200);
    expect(emptied.json().product.priceTiers).toEqual([]);
    const order = await postOrder(t.app, customer, { productId: id, quantity: 60 });
    expect(order.json().order.lines[0].unitPrice).toBe(1999);
  });

  it('charge for an order what the shop shows, for any price, tiers and quantity', async () => {
    const tierLists = fc
      .uniqueArray(fc.integer({ min: 2, max: 400 }), { minLength: 1, maxLength: 5 })
      .chain((starts) => fc.uniqueArray(fc.integer({ min: 1, max: 9000 }), { minLength: starts.length, maxLength: starts.length }).map((discounts) => ({ starts, discounts })))
      .map(({ starts, discounts }): PriceTier[] => {
        const sortedDiscounts = [...discounts].sort((a, b) => a - b);
        return [...starts].sort((a, b) => a - b).map((minQuantity, i) => ({ minQuantity, discountBasisPoints: sortedDiscounts[i]! }));
      });
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 1_000_000 }), tierLists, fc.integer({ min: 1, max: 450 }), async (price, priceTiers, quantity) => {
        const made = await insertProduct(t.database.db, { priceCents: price, priceTiers, availableQuantity: 1000 });
        const response = await postOrder(t.app, customer, { productId: made.id, quantity });
        expect(response.statusCode).toBe(201);
        expect(response.json().order.lines[0].unitPrice).toBe(unitPriceFor(price, priceTiers, quantity));
        // The customer's unpaid orders have limits; this one has done its work.
        await t.app.inject({ method: 'POST', url: `/api/orders/${response.json().order.id}/cancel`, headers: { cookie: customer.cookie } });
      }),
      { numRuns: 25 },
    );
  });
});
