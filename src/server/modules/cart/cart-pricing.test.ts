import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cartMessages, unknownProductsNotice } from '../../../shared/schemas/cart.js';
import { minimumMessage, orderMessages, stockMessage } from '../../../shared/schemas/orders.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { CART_PREVIEW_RATE_LIMIT } from './cart.routes.js';
import { cartTestBed, nextClient } from './cart-test-bed.js';

const tiers = [
  { minQuantity: 10, discountBasisPoints: 500 },
  { minQuantity: 50, discountBasisPoints: 1000 },
];
// 1,999 less 5 % is 1,899.05 → 1,899; less 10 % is 1,799.1 → 1,799.
const pricedTiers = [
  { minQuantity: 10, discountBasisPoints: 500, unitPrice: 1899 },
  { minQuantity: 50, discountBasisPoints: 1000, unitPrice: 1799 },
];

/** How cart lines are priced and checked against the shop as it is now (issue 14 §1, §3), stored or in the browser. */
describe.each(testDatabaseKinds())('cart prices and problems on %s', (kind) => {
  const bed = cartTestBed(kind);
  const { cartOf, put } = bed;

  it('prices a line at its quantity price and tells how many more pieces reach the next, near one the stock can fill', async () => {
    const customer = await bed.customer();
    const product = await bed.product({ priceCents: 1999, priceTiers: tiers, availableQuantity: 100 });
    const at8 = (await put(customer, product.id, 8)).lines[0];
    expect(at8).toMatchObject({ listUnitPrice: 1999, unitPrice: 1999, lineTotal: 15992, tiers: pricedTiers, nextTier: { more: 2, unitPrice: 1899 } });
    const at10 = (await put(customer, product.id, 10)).lines[0];
    // 40 more for the 50+ price is not near.
    expect(at10).toMatchObject({ unitPrice: 1899, lineTotal: 18990, nextTier: null, priceChange: null });
    const at45 = await put(customer, product.id, 45);
    expect(at45.lines[0]).toMatchObject({ unitPrice: 1899, lineTotal: 85455, nextTier: { more: 5, unitPrice: 1799 } });
    expect(at45.subtotal).toBe(85455);
    expect((await put(customer, product.id, 60)).lines[0]).toMatchObject({ unitPrice: 1799, lineTotal: 107940, nextTier: null });
  });

  it('suggests no quantity price the stock cannot fill', async () => {
    const customer = await bed.customer();
    const product = await bed.product({ priceCents: 1999, priceTiers: tiers, availableQuantity: 9 });
    expect((await put(customer, product.id, 8)).lines[0]).toMatchObject({ unitPrice: 1999, nextTier: null });
  });

  it('shows a price an admin changed since the line was added, without blocking it, until the customer sets the quantity again', async () => {
    const customer = await bed.customer();
    const product = await bed.product({ priceCents: 1999, availableQuantity: 100 });
    await put(customer, product.id, 2);
    await bed.editProduct(product.id, { price: 2499 });
    const cart = await cartOf(customer);
    expect(cart.lines[0]).toMatchObject({ listUnitPrice: 2499, unitPrice: 2499, lineTotal: 4998, priceChange: { from: 1999, to: 2499 }, problem: null });
    expect(cart.subtotal).toBe(4998);
    expect((await put(customer, product.id, 3)).lines[0]).toMatchObject({ unitPrice: 2499, priceChange: null });
  });

  it('shows a quantity price an admin added as a price change too', async () => {
    const customer = await bed.customer();
    const product = await bed.product({ priceCents: 1999, availableQuantity: 100 });
    await put(customer, product.id, 12);
    await bed.editProduct(product.id, { priceTiers: tiers });
    expect((await cartOf(customer)).lines[0]).toMatchObject({ unitPrice: 1899, priceChange: { from: 1999, to: 1899 }, tiers: pricedTiers });
  });

  it('keeps lines that can no longer be ordered as they are, each with its problem, out of the subtotal', async () => {
    const customer = await bed.customer();
    const fine = await bed.product({ name: 'Fine', priceCents: 1000 });
    const lowStock = await bed.product({ name: 'Low stock', priceCents: 2000, availableQuantity: 10 });
    const higherMinimum = await bed.product({ name: 'Higher minimum', priceCents: 3000 });
    const removed = await bed.product({ name: 'Removed', priceCents: 4000 });
    for (const product of [fine, lowStock, higherMinimum, removed]) await put(customer, product.id, 5);
    await bed.editProduct(lowStock.id, { availableQuantity: 3 });
    await bed.editProduct(higherMinimum.id, { minOrderQuantity: 6 });
    await bed.archiveProduct(removed.id);
    const cart = await cartOf(customer);
    expect(cart.lines.map((line) => [line.name, line.problem])).toEqual([
      ['Fine', null],
      ['Low stock', stockMessage(3)],
      ['Higher minimum', minimumMessage(6)],
      ['Removed', orderMessages.productUnavailable],
    ]);
    expect(cart.lines.find((line) => line.name === 'Low stock')).toMatchObject({ availableQuantity: 3, quantity: 5 });
    expect(cart.subtotal).toBe(5000);
    expect(cart.count).toBe(20);
  });

  describe("a visitor's browser cart", () => {
    it('is priced and checked like a stored cart, with prices from the shop, and stores nothing', async () => {
      const tiered = await bed.product({ name: 'Tiered', priceCents: 1999, priceTiers: tiers, availableQuantity: 100 });
      const short = await bed.product({ name: 'Short', priceCents: 500, availableQuantity: 2 });
      const body = {
        lines: [
          { productId: tiered.id, quantity: 12, unitPrice: 1, price: 1 },
          { productId: short.id, quantity: 4 },
        ],
        subtotal: 1,
      };
      const response = await bed.preview(body);
      expect(response.statusCode, response.body).toBe(200);
      const preview = response.json();
      expect(preview).toMatchObject({ revision: 0, subtotal: 22788, count: 16, notices: [] });
      expect(preview.lines).toMatchObject([
        { productId: tiered.id, slug: tiered.slug, name: 'Tiered', listUnitPrice: 1999, unitPrice: 1899, lineTotal: 22788, tiers: pricedTiers, priceChange: null, problem: null },
        { productId: short.id, unitPrice: 500, lineTotal: 2000, availableQuantity: 2, problem: stockMessage(2) },
      ]);

      // The same lines in a stored cart are priced the same.
      const customer = await bed.customer();
      await put(customer, tiered.id, 12);
      await bed.editProduct(short.id, { availableQuantity: 5 });
      await put(customer, short.id, 4);
      await bed.editProduct(short.id, { availableQuantity: 2 });
      const stored = await cartOf(customer);
      expect({ ...stored, revision: 0 }).toEqual(preview);

      // Asked by a signed-in customer, it stores nothing either.
      const other = await bed.customer();
      expect((await bed.preview(body, nextClient(), other)).statusCode).toBe(200);
      expect(await bed.storedRevision(other)).toBeUndefined();
      expect(await bed.storedLines(other)).toEqual([]);
    });

    it('leaves out products the shop does not know with a notice, and shows those no longer sold with their problem', async () => {
      const known = await bed.product({ name: 'Known' });
      const removed = await bed.product({ name: 'Gone' });
      await bed.archiveProduct(removed.id);
      const response = await bed.preview({
        lines: [
          { productId: randomUUID(), quantity: 1 },
          { productId: known.id, quantity: 2 },
          { productId: 'not-a-product', quantity: 1 },
          { productId: removed.id, quantity: 1 },
        ],
      });
      expect(response.statusCode).toBe(200);
      const preview = response.json();
      expect(preview.lines.map((line: { name: string; problem: string | null }) => [line.name, line.problem])).toEqual([
        ['Known', null],
        ['Gone', orderMessages.productUnavailable],
      ]);
      expect(preview.notices).toEqual([unknownProductsNotice(2)]);
      expect(preview.count).toBe(3);
    });

    it('refuses bad lines with a message on the field', async () => {
      const product = await bed.product();
      const many = Array.from({ length: 51 }, () => ({ productId: randomUUID(), quantity: 1 }));
      const cases: [unknown, string, string][] = [
        [{ lines: [{ productId: product.id, quantity: 0 }] }, 'lines.0.quantity', orderMessages.quantityPositive],
        [{ lines: [{ productId: product.id, quantity: 2.5 }] }, 'lines.0.quantity', orderMessages.quantityWhole],
        [{ lines: [{ quantity: 2 }] }, 'lines.0.productId', cartMessages.productRequired],
        [{ lines: many }, 'lines', cartMessages.tooManyLines],
        [
          {
            lines: [
              { productId: product.id, quantity: 1 },
              { productId: product.id, quantity: 2 },
            ],
          },
          'lines',
          cartMessages.productRepeated,
        ],
      ];
      for (const [body, field, message] of cases) {
        const response = await bed.preview(body);
        expect(response.statusCode, JSON.stringify(body).slice(0, 100)).toBe(400);
        expect(response.json().errors).toContainEqual({ field, message });
      }
    });

    it(`is limited to ${CART_PREVIEW_RATE_LIMIT.max} a minute per client address`, async () => {
      const address = nextClient();
      const body = { lines: [] };
      for (let index = 0; index < CART_PREVIEW_RATE_LIMIT.max; index += 1) expect((await bed.preview(body, address)).statusCode).toBe(200);
      const limited = await bed.preview(body, address);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', detail: cartMessages.rateLimited });
      expect((await bed.preview(body, nextClient())).statusCode).toBe(200);
    });
  });
});
