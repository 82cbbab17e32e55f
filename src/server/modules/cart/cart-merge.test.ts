import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cappedToMaximumNotice, cappedToStockNotice, cartFullNotice, cartMessages, MAX_CART_LINES, noLongerSoldNotice, unknownProductsNotice } from '../../../shared/schemas/cart.js';
import { MAX_ORDER_QUANTITY, orderMessages, stockMessage } from '../../../shared/schemas/orders.js';
import { placeOrderFor } from '../../test/orders-helpers.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { cartTestBed, quantities } from './cart-test-bed.js';

/** A visitor's browser cart going into the account's cart at sign-in, and "Order again" (issue 14 §1, §7). */
describe.each(testDatabaseKinds())('adding many lines to a cart on %s', (kind) => {
  const bed = cartTestBed(kind);
  const { cartOf, put, merge } = bed;
  const merged = async (user: Parameters<typeof merge>[0], lines: { productId: string; quantity: number }[]) => {
    const response = await merge(user, { lines });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  describe('merging the browser cart at sign-in', () => {
    it('adds the browser lines after the account lines, adding up the quantities of a product in both, with one new revision', async () => {
      const customer = await bed.customer();
      const [saw, drill, tape] = [await bed.product({ name: 'Saw' }), await bed.product({ name: 'Drill' }), await bed.product({ name: 'Tape' })];
      await put(customer, saw.id, 2);
      const cart = await merged(customer, [
        { productId: drill.id, quantity: 1 },
        { productId: saw.id, quantity: 3 },
        { productId: tape.id, quantity: 4 },
      ]);
      expect(quantities(cart)).toEqual([
        ['Saw', 5],
        ['Drill', 1],
        ['Tape', 4],
      ]);
      expect(cart).toMatchObject({ revision: 2, count: 10, notices: [] });
      expect(await cartOf(customer)).toEqual({ ...cart, notices: [] });
    });

    it('caps a quantity at the stock, and says so', async () => {
      const customer = await bed.customer();
      const drill = await bed.product({ name: 'Cordless Drill X', availableQuantity: 4 });
      await put(customer, drill.id, 2);
      const cart = await merged(customer, [{ productId: drill.id, quantity: 3 }]);
      expect(quantities(cart)).toEqual([['Cordless Drill X', 4]]);
      expect(cart.lines[0].problem).toBeNull();
      expect(cart.notices).toEqual([cappedToStockNotice('Cordless Drill X', 4)]);
      expect(cart.notices).toEqual(['Only 4 pcs of Cordless Drill X are in stock; your cart holds 4.']);
    });

    it('never caps below the minimum: a line the stock cannot meet keeps its quantity and shows its problem', async () => {
      const customer = await bed.customer();
      const cable = await bed.product({ name: 'Cable', availableQuantity: 3, minOrderQuantity: 5 });
      const cart = await merged(customer, [{ productId: cable.id, quantity: 6 }]);
      expect(cart.lines).toMatchObject([{ name: 'Cable', quantity: 6, problem: stockMessage(3) }]);
      expect(cart.subtotal).toBe(0);
    });

    it('caps at the most one line holds', async () => {
      const customer = await bed.customer();
      const screw = await bed.product({ name: 'Screw', priceCents: 1, availableQuantity: 1_000_000 });
      await put(customer, screw.id, MAX_ORDER_QUANTITY - 10);
      const cart = await merged(customer, [{ productId: screw.id, quantity: 20 }]);
      expect(quantities(cart)).toEqual([['Screw', MAX_ORDER_QUANTITY]]);
      expect(cart.notices).toEqual([cappedToMaximumNotice('Screw')]);
    });

    it('leaves out products no longer sold or unknown, each with a notice', async () => {
      const customer = await bed.customer();
      const [kept, gone] = [await bed.product({ name: 'Kept' }), await bed.product({ name: 'Gone' })];
      await bed.archiveProduct(gone.id);
      const cart = await merged(customer, [
        { productId: gone.id, quantity: 1 },
        { productId: randomUUID(), quantity: 1 },
        { productId: kept.id, quantity: 2 },
        { productId: 'not-a-product', quantity: 1 },
      ]);
      expect(quantities(cart)).toEqual([['Kept', 2]]);
      expect(cart.notices).toEqual([noLongerSoldNotice('Gone'), unknownProductsNotice(2)]);
    });

    it(`adds new products only while the cart has fewer than ${MAX_CART_LINES}, naming each left out`, async () => {
      const customer = await bed.customer();
      for (let index = 0; index < MAX_CART_LINES - 1; index += 1) await put(customer, (await bed.product()).id, 1);
      const [a, b, c] = [await bed.product({ name: 'A' }), await bed.product({ name: 'B' }), await bed.product({ name: 'C' })];
      const first = (await cartOf(customer)).lines[0];
      const cart = await merged(customer, [
        { productId: a.id, quantity: 1 },
        { productId: first?.productId ?? '', quantity: 2 },
        { productId: b.id, quantity: 1 },
        { productId: c.id, quantity: 1 },
      ]);
      expect(cart.lines).toHaveLength(MAX_CART_LINES);
      expect(cart.lines.at(-1).name).toBe('A');
      expect(cart.lines[0].quantity).toBe(3);
      expect(cart.notices).toEqual([cartFullNotice('B'), cartFullNotice('C')]);
      expect(cart.notices[0]).toBe('Your cart can hold at most 50 different products: B was not added.');
    });

    it('keeps showing a price change of a line already in the account cart', async () => {
      const customer = await bed.customer();
      const product = await bed.product({ priceCents: 1999 });
      await put(customer, product.id, 1);
      await bed.editProduct(product.id, { price: 2499 });
      const cart = await merged(customer, [{ productId: product.id, quantity: 1 }]);
      expect(cart.lines[0]).toMatchObject({ quantity: 2, unitPrice: 2499, priceChange: { from: 1999, to: 2499 } });
    });

    it('does not raise the revision when nothing changed', async () => {
      const customer = await bed.customer();
      const product = await bed.product({ availableQuantity: 2 });
      await put(customer, product.id, 2);
      const full = await merged(customer, [{ productId: product.id, quantity: 5 }]);
      expect(full).toMatchObject({ revision: 1, notices: [cappedToStockNotice(product.name, 2)] });
      expect((await merged(customer, [])).revision).toBe(1);
      expect((await merged(customer, [{ productId: randomUUID(), quantity: 1 }])).revision).toBe(1);
    });

    it('adds the same browser cart again when it is merged twice (the client clears it after a merge)', async () => {
      const customer = await bed.customer();
      const product = await bed.product({ name: 'Twice' });
      await merged(customer, [{ productId: product.id, quantity: 2 }]);
      expect(quantities(await merged(customer, [{ productId: product.id, quantity: 2 }]))).toEqual([['Twice', 4]]);
    });

    it('refuses a malformed browser cart and merges nothing of it', async () => {
      const customer = await bed.customer();
      const product = await bed.product();
      const many = Array.from({ length: MAX_CART_LINES + 1 }, () => ({ productId: randomUUID(), quantity: 1 }));
      for (const [body, message] of [
        [{ lines: many }, cartMessages.tooManyLines],
        [
          {
            lines: [
              { productId: product.id, quantity: 1 },
              { productId: product.id, quantity: 1 },
            ],
          },
          cartMessages.productRepeated,
        ],
        [{ lines: [{ productId: product.id, quantity: -1 }] }, orderMessages.quantityPositive],
        [{}, cartMessages.linesRequired],
        [{ lines: 'all' }, cartMessages.linesRequired],
      ] as const) {
        const response = await merge(customer, body);
        expect(response.statusCode).toBe(400);
        expect(response.json().detail).toBe(message);
      }
      expect(await bed.storedLines(customer)).toEqual([]);
    });
  });

  describe('order again', () => {
    it("adds one of the customer's own orders to the cart, quantities adding up", async () => {
      const customer = await bed.customer();
      const product = await bed.product({ name: 'Again', availableQuantity: 50 });
      const order = await placeOrderFor(bed.t.app, customer, product.id, 3);
      const first = await bed.fromOrder(customer, order.id);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({ revision: 1, notices: [] });
      expect(quantities(first.json())).toEqual([['Again', 3]]);
      const second = await bed.fromOrder(customer, order.id);
      expect(quantities(second.json())).toEqual([['Again', 6]]);
      expect(second.json().revision).toBe(2);
    });

    it("answers 404 for someone else's order or an unknown one, and adds nothing", async () => {
      const [owner, other] = [await bed.customer(), await bed.customer()];
      const order = await placeOrderFor(bed.t.app, owner, (await bed.product()).id, 1);
      for (const [user, id] of [
        [other, order.id],
        [bed.admin, order.id],
        [other, randomUUID()],
        [other, 'not-an-order'],
      ] as const) {
        const response = await bed.fromOrder(user, id);
        expect(response.statusCode, id).toBe(404);
        expect(response.json()).toMatchObject({ code: 'NOT_FOUND', detail: orderMessages.notFound });
      }
      expect(await bed.storedLines(other)).toEqual([]);
      expect(await bed.storedLines(bed.admin)).toEqual([]);
    });

    it('leaves out products no longer sold and caps at the stock, saying so', async () => {
      const customer = await bed.customer();
      const [gone, short] = [await bed.product({ name: 'Gone again' }), await bed.product({ name: 'Short again', availableQuantity: 10 })];
      const goneOrder = await placeOrderFor(bed.t.app, customer, gone.id, 2);
      const shortOrder = await placeOrderFor(bed.t.app, customer, short.id, 6);
      await bed.archiveProduct(gone.id);
      const response = await bed.fromOrder(customer, goneOrder.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ revision: 0, lines: [], notices: [noLongerSoldNotice('Gone again')] });
      // 4 pieces are left after the order took 6.
      const capped = (await bed.fromOrder(customer, shortOrder.id)).json();
      expect(quantities(capped)).toEqual([['Short again', 4]]);
      expect(capped.notices).toEqual([cappedToStockNotice('Short again', 4)]);
    });
  });
});
