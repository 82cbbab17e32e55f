import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cartMessages, MAX_CART_LINES } from '../../../shared/schemas/cart.js';
import { MAX_ORDER_QUANTITY, minimumMessage, orderMessages, stockMessage } from '../../../shared/schemas/orders.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { cartTestBed, quantities } from './cart-test-bed.js';

/** A signed-in customer's cart (issue 14 §1): setting, removing, refusing, and how lines are priced and checked. */
describe.each(testDatabaseKinds())('the cart on %s', (kind) => {
  const bed = cartTestBed(kind);
  const { cartOf, put, setLine, removeLine, storedRevision, storedLines } = bed;

  it('is empty at first, at revision 0', async () => {
    const customer = await bed.customer();
    expect(await cartOf(customer)).toEqual({ revision: 0, lines: [], subtotal: 0, count: 0, notices: [] });
  });

  it('adds a line with its product, price and stock, priced by the shop whatever the body says', async () => {
    const customer = await bed.customer();
    const product = await bed.product({ name: 'Cordless Drill X', priceCents: 12999, availableQuantity: 7, minOrderQuantity: 2 });
    const response = await setLine(customer, product.id, { quantity: 3, price: 1, unitPrice: 1, lineTotal: 1 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      revision: 1,
      lines: [
        {
          productId: product.id,
          slug: product.slug,
          name: 'Cordless Drill X',
          pictureUrl: `/media/${'a'.repeat(24)}-400.webp`,
          listUnitPrice: 12999,
          unitPrice: 12999,
          quantity: 3,
          lineTotal: 38997,
          availableQuantity: 7,
          minOrderQuantity: 2,
          tiers: [],
          nextTier: null,
          priceChange: null,
          problem: null,
        },
      ],
      subtotal: 38997,
      count: 3,
      notices: [],
    });
    expect(await cartOf(customer)).toEqual(response.json());
    expect(await storedLines(customer)).toMatchObject([{ productId: product.id, quantity: 3, addedUnitPriceCents: 12999 }]);
  });

  it('sets the quantity (not adds to it), raising the revision by one on every change', async () => {
    const customer = await bed.customer();
    const product = await bed.product({ priceCents: 500 });
    expect((await put(customer, product.id, 2)).revision).toBe(1);
    const set = await put(customer, product.id, 5);
    expect(set).toMatchObject({ revision: 2, subtotal: 2500, count: 5 });
    expect(set.lines).toHaveLength(1);
    expect((await put(customer, product.id, 5)).revision).toBe(3);
    expect(await storedRevision(customer)).toBe(3);
  });

  it('keeps lines in the order they were added, also when one changes later', async () => {
    const customer = await bed.customer();
    const names = ['First', 'Second', 'Third', 'Fourth'];
    const products = [];
    for (const name of names) products.push(await bed.product({ name }));
    for (const product of products) await put(customer, product.id, 1);
    await put(customer, products[0]?.id ?? '', 4);
    const cart = await cartOf(customer);
    expect(quantities(cart)).toEqual([
      ['First', 4],
      ['Second', 1],
      ['Third', 1],
      ['Fourth', 1],
    ]);
    expect(cart.count).toBe(7);
  });

  it('removes a line and raises the revision; removing one that is not there changes nothing', async () => {
    const customer = await bed.customer();
    const [kept, removed] = [await bed.product({ name: 'Kept' }), await bed.product({ name: 'Removed' })];
    await put(customer, kept.id, 1);
    await put(customer, removed.id, 2);
    const response = await removeLine(customer, removed.id);
    expect(response.statusCode).toBe(200);
    expect(quantities(response.json())).toEqual([['Kept', 1]]);
    expect(response.json().revision).toBe(3);
    for (const absent of [removed.id, randomUUID(), 'not-a-product']) {
      const again = await removeLine(customer, absent);
      expect(again.statusCode, absent).toBe(200);
      expect(again.json().revision).toBe(3);
    }
    expect(await storedRevision(customer)).toBe(3);
    // With no cart at all, too.
    const newcomer = await bed.customer();
    expect((await removeLine(newcomer, kept.id)).json()).toMatchObject({ revision: 0, lines: [] });
    expect(await storedRevision(newcomer)).toBeUndefined();
  });

  it('refuses a product that is unknown or no longer sold (404), storing nothing', async () => {
    const customer = await bed.customer();
    const archived = await bed.product();
    await bed.archiveProduct(archived.id);
    for (const id of [randomUUID(), archived.id, 'not-a-product', 'x'.repeat(100)]) {
      const response = await setLine(customer, id, { quantity: 1 });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', detail: orderMessages.productUnavailable });
    }
    expect(await storedRevision(customer)).toBeUndefined();
    expect(await storedLines(customer)).toEqual([]);
  });

  it("refuses a quantity that is not a whole number from 1 to the most one line holds, with the order form's messages", async () => {
    const customer = await bed.customer();
    const product = await bed.product({ availableQuantity: 1_000_000 });
    const cases: [unknown, string][] = [
      [undefined, orderMessages.quantityRequired],
      ['3', orderMessages.quantityRequired],
      [null, orderMessages.quantityRequired],
      [1.5, orderMessages.quantityWhole],
      [0, orderMessages.quantityPositive],
      [-2, orderMessages.quantityPositive],
      [MAX_ORDER_QUANTITY + 1, stockMessage(MAX_ORDER_QUANTITY)],
    ];
    for (const [quantity, message] of cases) {
      const response = await setLine(customer, product.id, { quantity });
      expect(response.statusCode, String(quantity)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', detail: message, errors: [{ field: 'quantity', message }] });
    }
    expect(await storedLines(customer)).toEqual([]);
    expect(await storedRevision(customer)).toBeUndefined();
  });

  it('refuses a quantity below the minimum (400) or above the stock (409), keeping the cart as it was', async () => {
    const customer = await bed.customer();
    const product = await bed.product({ availableQuantity: 8, minOrderQuantity: 3 });
    await put(customer, product.id, 4);
    const below = await setLine(customer, product.id, { quantity: 2 });
    expect(below.statusCode).toBe(400);
    expect(below.json()).toMatchObject({ code: 'VALIDATION_FAILED', detail: minimumMessage(3), errors: [{ field: 'quantity', message: minimumMessage(3) }] });
    const above = await setLine(customer, product.id, { quantity: 9 });
    expect(above.statusCode).toBe(409);
    expect(above.json()).toMatchObject({ code: 'CONFLICT', detail: stockMessage(8), errors: [{ field: 'quantity', message: stockMessage(8) }] });
    expect(await cartOf(customer)).toMatchObject({ revision: 1, count: 4 });
  });

  it('refuses a line too large to order', async () => {
    const customer = await bed.customer();
    const product = await bed.product({ priceCents: 100_000_000, availableQuantity: 50 });
    const response = await setLine(customer, product.id, { quantity: 11 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail: orderMessages.totalTooLarge, errors: [{ field: 'quantity', message: orderMessages.totalTooLarge }] });
    expect(await storedLines(customer)).toEqual([]);
  });

  it(`holds at most ${MAX_CART_LINES} different products; the lines already there can still change`, async () => {
    const customer = await bed.customer();
    const products = [];
    for (let index = 0; index <= MAX_CART_LINES; index += 1) products.push(await bed.product());
    for (const product of products.slice(0, MAX_CART_LINES)) await put(customer, product.id, 1);
    const extra = products[MAX_CART_LINES]?.id ?? '';
    const refused = await setLine(customer, extra, { quantity: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', detail: cartMessages.tooManyLines });
    expect(refused.json().detail).toBe('Your cart can hold at most 50 different products');
    expect(await storedLines(customer)).toHaveLength(MAX_CART_LINES);
    expect(await storedRevision(customer)).toBe(MAX_CART_LINES);
    expect((await put(customer, products[0]?.id ?? '', 3)).count).toBe(MAX_CART_LINES + 2);
  });

  it(`lets only one of several products added at once take the ${MAX_CART_LINES}th place`, async () => {
    const customer = await bed.customer();
    for (let index = 0; index < MAX_CART_LINES - 1; index += 1) await put(customer, (await bed.product()).id, 1);
    const racing = [];
    for (let index = 0; index < 8; index += 1) racing.push(await bed.product());
    const answers = await Promise.all(racing.map((product) => setLine(customer, product.id, { quantity: 1 })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await storedLines(customer)).toHaveLength(MAX_CART_LINES);
    expect(await storedRevision(customer)).toBe(MAX_CART_LINES);
  });

  it('belongs to its customer alone', async () => {
    const [one, other] = [await bed.customer(), await bed.customer()];
    const product = await bed.product();
    await put(one, product.id, 2);
    expect(await cartOf(other)).toMatchObject({ revision: 0, lines: [] });
    await removeLine(other, product.id);
    expect((await cartOf(one)).count).toBe(2);
  });

  it('answers 401 to visitors on every route of a stored cart, and stores nothing', async () => {
    const product = await bed.product();
    const answers = [
      await bed.getCart(),
      await setLine(undefined, product.id, { quantity: 1 }),
      await removeLine(undefined, product.id),
      await bed.merge(undefined, { lines: [{ productId: product.id, quantity: 1 }] }),
      await bed.fromOrder(undefined, randomUUID()),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json().code).toBe('UNAUTHORIZED');
    }
  });
});
