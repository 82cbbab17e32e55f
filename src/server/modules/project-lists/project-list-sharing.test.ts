import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cappedToStockNotice, cartFullNotice, MAX_CART_LINES, type CartView } from '../../../shared/schemas/cart.js';
import {
  addedToCartMessage,
  copiedMessage,
  nameTakenMessage,
  notSoldReason,
  outOfStockReason,
  projectListMessages as m,
  raisedToMinimumNotice,
  type ListSummary,
  type ProjectList,
  type SharedList,
} from '../../../shared/schemas/project-lists.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { addLinesToCart } from '../cart/cart.service.js';
import { projectListsTestBed } from './project-lists-test-bed.js';

const quantities = (cart: CartView) => cart.lines.map((line) => [line.name, line.quantity]);

/** Job-site lists (issue 15 §7): the read-only link, copying it, and a whole list into the cart (and a cart into a list). */
describe.each(testDatabaseKinds())('sharing job-site lists and putting them in the cart on %s', (kind) => {
  const bed = projectListsTestBed(kind);
  const { call, newList, listOf, add, share, toCart } = bed;
  const shared = (token: string) => call(null, 'GET', `/api/shared-lists/${token}`);
  const cartOf = async (user: Parameters<typeof listOf>[0]): Promise<CartView> => (await call(user, 'GET', '/api/cart')).json();

  it('opens a read-only link with the list’s name, lines and totals, never who owns it', async () => {
    const owner = await bed.customer();
    const product = await bed.product({ name: 'Junction box', priceCents: 450 });
    const list = await newList(owner, 'Site A');
    await add(owner, list.id, product.id, 4);
    expect((await shared(randomBytes(32).toString('base64url'))).statusCode).toBe(404);

    const token = await share(owner, list.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Asking again keeps the link people already have.
    expect(await share(owner, list.id)).toBe(token);
    const view = await listOf(owner, list.id);
    expect(view.shareToken).toBe(token);

    const response = await shared(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<SharedList>();
    expect(body).toEqual({ name: 'Site A', lines: view.lines, total: 1800, pieces: 4 });
    expect(response.body).not.toContain(owner.id);
    expect(response.body).not.toContain(owner.email);
    expect(response.body).not.toContain(list.id);
    // A signed-in colleague sees the same.
    expect((await call(await bed.customer(), 'GET', `/api/shared-lists/${token}`)).json()).toEqual(body);
  });

  it('stops the link when sharing is turned off; turning it on again makes a new link; one list’s token never opens another', async () => {
    const owner = await bed.customer();
    const first = await newList(owner, 'Site A');
    const second = await newList(owner, 'Site B');
    const oldToken = await share(owner, first.id);
    const off = await call(owner, 'DELETE', `/api/project-lists/${first.id}/share`);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ message: m.shareOff, shareToken: null });
    const gone = await shared(oldToken);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().detail).toBe(m.sharedNotFound);
    expect((await listOf(owner, first.id)).shareToken).toBeNull();

    const secondToken = await share(owner, second.id);
    expect((await shared(secondToken)).json().name).toBe('Site B');
    expect((await shared(oldToken)).statusCode).toBe(404);
    const newToken = await share(owner, first.id);
    expect(newToken).not.toBe(oldToken);
    expect((await shared(newToken)).json().name).toBe('Site A');
    expect((await shared(oldToken)).statusCode).toBe(404);

    // Malformed tokens, a token cut short or made longer, a NUL: all "not found".
    for (const token of ['x', newToken.slice(0, 42), `${newToken}x`, `${newToken.slice(0, 42)}!`, '\u0000', 'a'.repeat(90)]) {
      expect((await shared(encodeURIComponent(token))).statusCode, token).toBe(404);
      expect((await call(await bed.customer(), 'POST', `/api/shared-lists/${encodeURIComponent(token)}/copy`)).statusCode, token).toBe(404);
    }
    // Deleting the list ends its link too.
    expect((await call(owner, 'DELETE', `/api/project-lists/${second.id}`)).statusCode).toBe(200);
    expect((await shared(secondToken)).statusCode).toBe(404);
  });

  it('lets a signed-in colleague copy a shared list into their own lists (products no longer sold left out, a name in use numbered)', async () => {
    const owner = await bed.customer();
    const colleague = await bed.customer();
    const cable = await bed.product({ name: 'Cable' });
    const lamp = await bed.product({ name: 'Lamp' });
    const list = await newList(owner, 'Site A');
    await add(owner, list.id, cable.id, 30);
    await add(owner, list.id, lamp.id, 2);
    const token = await share(owner, list.id);
    expect((await call(null, 'POST', `/api/shared-lists/${token}/copy`)).statusCode).toBe(401);

    const copied = await call(colleague, 'POST', `/api/shared-lists/${token}/copy`);
    expect(copied.statusCode, copied.body).toBe(201);
    const copy = copied.json<{ message: string; list: ListSummary }>();
    expect(copy).toMatchObject({ message: copiedMessage('Site A', 0), list: { name: 'Site A', lineCount: 2, pieces: 32, shared: false } });
    const view = await listOf(colleague, copy.list.id);
    expect(view.lines.map((line) => [line.name, line.quantity])).toEqual([
      ['Cable', 30],
      ['Lamp', 2],
    ]);
    // The copy is the colleague's own: changing it leaves the original as it was.
    await add(colleague, copy.list.id, cable.id, 5);
    expect((await listOf(owner, list.id)).pieces).toBe(32);

    await bed.archiveProduct(lamp.id);
    const again = (await call(colleague, 'POST', `/api/shared-lists/${token}/copy`)).json<{ message: string; list: ListSummary }>();
    expect(again).toMatchObject({ message: copiedMessage('Site A (2)', 1), list: { name: 'Site A (2)', lineCount: 1 } });
    expect(copiedMessage('Site A (2)', 1)).toBe('Copied to your lists as “Site A (2)”; a product no longer sold was left out');
  });

  it('puts every orderable line of a list into the cart at once and says which were not added and why', async () => {
    const customer = await bed.customer();
    const cable = await bed.product({ name: 'Cable', availableQuantity: 500, minOrderQuantity: 1 });
    const breaker = await bed.product({ name: 'Breaker', availableQuantity: 3, minOrderQuantity: 1 });
    const screws = await bed.product({ name: 'Screws', availableQuantity: 400, minOrderQuantity: 5 });
    const saw = await bed.product({ name: 'Saw', availableQuantity: 0, minOrderQuantity: 1 });
    const lamp = await bed.product({ name: 'Lamp' });
    const list = await newList(customer, 'Site A');
    for (const [product, quantity] of [
      [cable, 10],
      [breaker, 5],
      [screws, 2],
      [saw, 1],
      [lamp, 1],
    ] as const)
      await add(customer, list.id, product.id, quantity);
    await bed.archiveProduct(lamp.id);
    // The cart holds some cable already: the list's pieces add to it.
    expect((await call(customer, 'PUT', `/api/cart/lines/${cable.id}`, { quantity: 4 })).statusCode).toBe(200);

    const reply = await toCart(customer, `/api/project-lists/${list.id}/cart`);
    expect(reply.message).toBe(addedToCartMessage(3, 5));
    expect(reply.message).toBe('3 of 5 products were added to your cart');
    expect(reply.added).toBe(3);
    expect(reply.notAdded).toEqual([
      { productId: saw.id, name: 'Saw', reason: outOfStockReason('Saw') },
      { productId: lamp.id, name: 'Lamp', reason: notSoldReason('Lamp') },
    ]);
    // What there is of the breaker, the screws at their minimum.
    expect(quantities(reply.cart)).toEqual([
      ['Cable', 14],
      ['Breaker', 3],
      ['Screws', 5],
    ]);
    expect(reply.cart.notices).toEqual([raisedToMinimumNotice('Screws', 5), cappedToStockNotice('Breaker', 3)]);
    expect(await cartOf(customer)).toMatchObject({ lines: reply.cart.lines, revision: reply.cart.revision });
    // The list itself is unchanged.
    expect((await listOf(customer, list.id)).pieces).toBe(19);

    // A list with nothing orderable adds nothing and says so.
    const dead = await newList(customer, 'Nothing to order');
    await add(customer, dead.id, saw.id, 2);
    const none = await toCart(customer, `/api/project-lists/${dead.id}/cart`);
    expect(none).toMatchObject({ message: m.nothingAdded, added: 0, notAdded: [{ name: 'Saw', reason: outOfStockReason('Saw') }] });
    expect(none.cart.revision).toBe(reply.cart.revision);
  });

  it('leaves out, and names, products that do not fit in a full cart', async () => {
    const customer = await bed.customer();
    const filler = await Promise.all(Array.from({ length: MAX_CART_LINES - 1 }, () => bed.product()));
    for (const product of filler) expect((await call(customer, 'PUT', `/api/cart/lines/${product.id}`, { quantity: 1 })).statusCode).toBe(200);
    const fits = await bed.product({ name: 'Fits' });
    const tooMany = await bed.product({ name: 'Too many' });
    const list = await newList(customer, 'Site A');
    await add(customer, list.id, fits.id, 1);
    await add(customer, list.id, tooMany.id, 1);
    const reply = await toCart(customer, `/api/project-lists/${list.id}/cart`);
    expect(reply).toMatchObject({ added: 1, message: addedToCartMessage(1, 2), notAdded: [{ productId: tooMany.id, name: 'Too many', reason: cartFullNotice('Too many') }] });
    expect(reply.cart.notices).toEqual([]);
    expect(reply.cart.lines).toHaveLength(MAX_CART_LINES);
  });

  it('lets a signed-in colleague add a shared list to their own cart; a visitor is asked to sign in', async () => {
    const owner = await bed.customer();
    const colleague = await bed.customer();
    const product = await bed.product({ name: 'Conduit' });
    const list = await newList(owner, 'Site A');
    await add(owner, list.id, product.id, 6);
    const token = await share(owner, list.id);
    expect((await call(null, 'POST', `/api/shared-lists/${token}/cart`)).statusCode).toBe(401);
    const reply = await toCart(colleague, `/api/shared-lists/${token}/cart`);
    expect(reply).toMatchObject({ added: 1, message: addedToCartMessage(1, 1), notAdded: [] });
    expect(quantities(await cartOf(colleague))).toEqual([['Conduit', 6]]);
    expect((await cartOf(owner)).lines).toEqual([]);
    await call(owner, 'DELETE', `/api/project-lists/${list.id}/share`);
    expect((await call(colleague, 'POST', `/api/shared-lists/${token}/cart`)).statusCode).toBe(404);
  });

  it('saves the cart as a new list (products no longer sold left out); an empty cart or a name in use is refused', async () => {
    const customer = await bed.customer();
    const empty = await call(customer, 'POST', '/api/project-lists/from-cart', { name: 'From cart' });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().detail).toBe(m.cartEmpty);
    const drill = await bed.product({ name: 'Drill' });
    const bits = await bed.product({ name: 'Bits' });
    const gone = await bed.product({ name: 'Gone' });
    for (const [product, quantity] of [
      [drill, 1],
      [bits, 3],
      [gone, 2],
    ] as const)
      expect((await call(customer, 'PUT', `/api/cart/lines/${product.id}`, { quantity })).statusCode).toBe(200);
    await bed.archiveProduct(gone.id);

    for (const name of ['', 'x'.repeat(2000), 'a\u0000b']) expect((await call(customer, 'POST', '/api/project-lists/from-cart', { name })).statusCode, name).toBe(400);
    expect((await call(null, 'POST', '/api/project-lists/from-cart', { name: 'x' })).statusCode).toBe(401);
    const saved = await call(customer, 'POST', '/api/project-lists/from-cart', { name: 'Site C' });
    expect(saved.statusCode, saved.body).toBe(201);
    const { message, list } = saved.json<{ message: string; list: ListSummary }>();
    expect(message).toBe(m.savedFromCart);
    expect(list).toMatchObject({ name: 'Site C', lineCount: 2, pieces: 4 });
    const view: ProjectList = await listOf(customer, list.id);
    expect(view.lines.map((line) => [line.name, line.quantity])).toEqual([
      ['Drill', 1],
      ['Bits', 3],
    ]);
    // The cart stays as it was.
    expect((await cartOf(customer)).lines).toHaveLength(3);
    const again = await call(customer, 'POST', '/api/project-lists/from-cart', { name: 'site c' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(nameTakenMessage('site c'));
  });

  it('adds several lines to a cart in one go through the cart’s own service', async () => {
    const customer = await bed.customer();
    const first = await bed.product({ name: 'First', availableQuantity: 10 });
    const second = await bed.product({ name: 'Second', availableQuantity: 2 });
    const view = await addLinesToCart(bed.t.database.db, customer.id, [
      { productId: first.id, quantity: 4, name: 'First' },
      { productId: second.id, quantity: 5, name: 'Second' },
    ]);
    expect(quantities(view)).toEqual([
      ['First', 4],
      ['Second', 2],
    ]);
    expect(view.notices).toEqual([cappedToStockNotice('Second', 2)]);
    expect(view.revision).toBe(1);
    expect(await cartOf(customer)).toEqual({ ...view, notices: [] });
  });
});
