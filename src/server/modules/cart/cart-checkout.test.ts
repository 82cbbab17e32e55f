import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/test-database.js';
import { cartTestBed } from './cart-test-bed.js';
import { emptyCart, lockCart } from './cart.service.js';

/** What checkout uses of the cart, inside its own transaction (issue 14 §2): the cart locked, then emptied. */
describe.each(testDatabaseKinds())('the cart at checkout on %s', (kind) => {
  const bed = cartTestBed(kind);
  const inTransaction = <T>(work: Parameters<typeof bed.t.database.db.transaction<T>>[0]) => bed.t.database.db.transaction(work);

  it('answers revision 0 and no lines for a customer without a cart', async () => {
    const customer = await bed.customer();
    expect(await inTransaction((tx) => lockCart(tx, customer.id))).toEqual({ revision: 0, lines: [] });
    await inTransaction((tx) => emptyCart(tx, customer.id, []));
    expect(await bed.storedRevision(customer)).toBeUndefined();
  });

  it('answers the revision and the lines in the order they were added; emptying takes out the ordered ones and raises the revision', async () => {
    const customer = await bed.customer();
    const [a, b, c] = [await bed.product(), await bed.product(), await bed.product()];
    await bed.put(customer, b.id, 2);
    await bed.put(customer, a.id, 1);
    await bed.put(customer, c.id, 5);
    expect(await inTransaction((tx) => lockCart(tx, customer.id))).toEqual({
      revision: 3,
      lines: [
        { productId: b.id, quantity: 2 },
        { productId: a.id, quantity: 1 },
        { productId: c.id, quantity: 5 },
      ],
    });
    await inTransaction((tx) => emptyCart(tx, customer.id, [b.id, c.id]));
    const cart = await bed.cartOf(customer);
    expect(cart.revision).toBe(4);
    expect(cart.lines.map((line) => line.productId)).toEqual([a.id]);
  });

  it('hands the cart to one checkout at a time: the second sees what the first left', async () => {
    const customer = await bed.customer();
    const product = await bed.product();
    await bed.put(customer, product.id, 1);
    const checkout = () =>
      inTransaction(async (tx) => {
        const cart = await lockCart(tx, customer.id);
        if (cart.lines.length > 0) await emptyCart(tx, customer.id, cart.lines.map((line) => line.productId));
        return cart;
      });
    const seen = await Promise.all([checkout(), checkout()]);
    const [first, second] = seen.sort((x, y) => x.revision - y.revision);
    expect(first).toEqual({ revision: 1, lines: [{ productId: product.id, quantity: 1 }] });
    expect(second).toEqual({ revision: 2, lines: [] });
  });
});

/** Another connection cannot take the cart while a checkout holds it (PGlite has one connection: nothing runs beside a transaction there). */
describe.each(testDatabaseKinds().filter((kind) => kind === 'postgres'))('the cart lock on %s', (kind) => {
  const bed = cartTestBed(kind);
  const inTransaction = <T>(work: Parameters<typeof bed.t.database.db.transaction<T>>[0]) => bed.t.database.db.transaction(work);

  it('keeps the cart row locked until the checkout ends', async () => {
    const customer = await bed.customer();
    await bed.put(customer, (await bed.product()).id, 1);
    await inTransaction(async (tx) => {
      await lockCart(tx, customer.id);
      const elsewhere = inTransaction((other) => other.execute(sql`select 1 from carts where user_id = ${customer.id} for update nowait`));
      await expect(elsewhere).rejects.toThrow();
    });
    // Once it has ended, a change goes through.
    expect((await bed.cartOf(customer)).revision).toBe(1);
    expect((await bed.put(customer, (await bed.product()).id, 1)).revision).toBe(2);
  });
});
