import { describe, expect, it } from 'vitest';
import { productMessages } from '../../../shared/catalog.js';
import { stockLedgerMessages, type StockMovement } from '../../../shared/schemas/stock-ledger.js';
import { signUpConfirmed } from '../../test/accounts-helpers.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { stockLedgerTestBed } from '../../test/stock-ledger-test-bed.js';

const UNKNOWN_ID = '4b0f4a36-2a8d-4c39-9a57-0d8a1f3e0c11';

/** The fields of a movement a test compares (id and time aside). */
const shown = ({ reason, change, quantityBefore, quantityAfter, orderNumber, actorName }: StockMovement) => ({ reason, change, quantityBefore, quantityAfter, orderNumber, actorName });

/** Issue 15 §2: every change of a product's pieces is in its history, with reason, counts, order and who. */
describe.each(testDatabaseKinds())('the stock ledger on %s', (kind) => {
  const bed = stockLedgerTestBed(kind);

  it('records the first count of a new product and each edit of it by the admin; other edits record nothing', async () => {
    const id = await bed.add({ availableQuantity: 30 });
    await bed.edit(id, { availableQuantity: 25 });
    await bed.edit(id, { price: 5_499, name: 'Ledger Drill, new price' });
    await bed.edit(id, { availableQuantity: 40 });
    const history = await bed.history(id);
    expect(history.product).toMatchObject({ id, name: 'Ledger Drill, new price', availableQuantity: 40, lowStockThreshold: null, archived: false });
    expect(history.items.map(shown)).toEqual([
      { reason: 'manual', change: 15, quantityBefore: 25, quantityAfter: 40, orderNumber: null, actorName: 'Alma Admin' },
      { reason: 'manual', change: -5, quantityBefore: 30, quantityAfter: 25, orderNumber: null, actorName: 'Alma Admin' },
      { reason: 'created', change: 30, quantityBefore: 0, quantityAfter: 30, orderNumber: null, actorName: 'Alma Admin' },
    ]);
  });

  it('records an order with its number and customer, and its cancellation by the customer or an admin', async () => {
    const id = await bed.add({ availableQuantity: 20 });
    const first = await bed.order(id, 3);
    const second = await bed.order(id, 4);
    await bed.cancel(first.id);
    await bed.cancel(second.id, bed.admin);
    const history = await bed.history(id);
    expect(history.items.map(shown)).toEqual([
      { reason: 'cancellation', change: 4, quantityBefore: 16, quantityAfter: 20, orderNumber: second.number, actorName: 'Alma Admin' },
      { reason: 'cancellation', change: 3, quantityBefore: 13, quantityAfter: 16, orderNumber: first.number, actorName: 'Casey Customer' },
      { reason: 'order', change: -4, quantityBefore: 17, quantityAfter: 13, orderNumber: second.number, actorName: 'Casey Customer' },
      { reason: 'order', change: -3, quantityBefore: 20, quantityAfter: 17, orderNumber: first.number, actorName: 'Casey Customer' },
      { reason: 'created', change: 20, quantityBefore: 0, quantityAfter: 20, orderNumber: null, actorName: 'Alma Admin' },
    ]);
    expect(history.items[0]?.orderId).toBe(second.id);
    const [movement] = (await bed.movementsOf(id)).filter((row) => row.orderId === first.id && row.reason === 'order');
    expect(movement?.actorUserId).toBe(bed.customer.id);
  });

  it('records an unpaid order that expired as the shop (no person)', async () => {
    const id = await bed.add({ availableQuantity: 10 });
    const order = await bed.order(id, 6);
    expect(await bed.expire([order.id])).toBeGreaterThanOrEqual(1);
    const [latest] = (await bed.history(id)).items;
    expect(latest && shown(latest)).toEqual({ reason: 'expiry', change: 6, quantityBefore: 4, quantityAfter: 10, orderNumber: order.number, actorName: null });
    expect((await bed.movementsOf(id)).find((row) => row.reason === 'expiry')?.actorUserId).toBeNull();
  });

  it('records goods refused at the door (a shipped cash-on-delivery order cancelled) as a return, a line per product', async () => {
    const lamp = await bed.add({ name: 'Ledger Lamp', availableQuantity: 12 });
    const cable = await bed.add({ name: 'Ledger Cable', availableQuantity: 8 });
    const customer = await signUpConfirmed(bed.t.app, bed.t.database.db, { name: 'Dora Door' });
    const order = await bed.cashOnDeliveryOrder(customer, [
      [lamp, 2],
      [cable, 5],
    ]);
    expect((await bed.act(bed.admin, order.id, 'ship')).statusCode).toBe(200);
    await bed.cancel(order.id, bed.admin);
    const [lampReturn, lampOrder] = (await bed.history(lamp)).items.map(shown);
    expect(lampOrder).toEqual({ reason: 'order', change: -2, quantityBefore: 12, quantityAfter: 10, orderNumber: order.number, actorName: 'Dora Door' });
    expect(lampReturn).toEqual({ reason: 'return', change: 2, quantityBefore: 10, quantityAfter: 12, orderNumber: order.number, actorName: 'Alma Admin' });
    expect((await bed.history(cable)).items.map(shown).slice(0, 2)).toEqual([
      { reason: 'return', change: 5, quantityBefore: 3, quantityAfter: 8, orderNumber: order.number, actorName: 'Alma Admin' },
      { reason: 'order', change: -5, quantityBefore: 8, quantityAfter: 3, orderNumber: order.number, actorName: 'Dora Door' },
    ]);
  });

  it('writes nothing in the ledger when an order is refused', async () => {
    const id = await bed.add({ availableQuantity: 2 });
    const refused = await bed.t.app.inject({ method: 'POST', url: '/api/orders', headers: bed.as(bed.customer), payload: { phone: '+1 555 014 2290 12', deliveryAddress: '12 Foundry Street', productId: id, quantity: 3 } });
    expect(refused.statusCode).toBe(409);
    expect((await bed.movementsOf(id)).map((row) => row.reason)).toEqual(['created']);
  });

  it('pages the history newest first', async () => {
    const id = await bed.add({ availableQuantity: 1 });
    for (const quantity of [2, 3, 4, 5]) await bed.edit(id, { availableQuantity: quantity });
    const response = await bed.historyRequest(id, '?page=2&pageSize=2');
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ page: 2, pageSize: 2, total: 5, totalPages: 3 });
    expect(page.items.map((item: StockMovement) => item.quantityAfter)).toEqual([3, 2]);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps the history of a product removed from the shop', async () => {
    const id = await bed.add({ availableQuantity: 7 });
    expect((await bed.t.app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: bed.as(bed.admin) })).statusCode).toBe(200);
    const history = await bed.history(id);
    expect(history.product.archived).toBe(true);
    expect(history.items).toHaveLength(1);
  });

  it('shows the history to admins only', async () => {
    const id = await bed.add();
    expect((await bed.historyRequest(id, '', null)).statusCode).toBe(401);
    const customer = await bed.historyRequest(id, '', bed.customer);
    expect(customer.statusCode).toBe(403);
    expect(customer.headers['content-type']).toContain('application/problem+json');
  });

  it.each([
    ['an unknown product', UNKNOWN_ID, '', 404],
    ['an id that is not one', 'not-a-product', '', 404],
    ['page 0', null, '?page=0', 400],
    ['a page size of 1000', null, '?pageSize=1000', 400],
    ['a page that is not a number', null, '?page=two', 400],
  ] as const)('answers %s with a problem', async (_, productId, query, status) => {
    const id = productId ?? (await bed.add());
    const response = await bed.historyRequest(id, query);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain('application/problem+json');
    if (status === 404) expect(response.json().detail).toBe(stockLedgerMessages.productNotFound);
  });

  it.each([[-1], [2.5], ['five']])('refuses a low-stock threshold of %j when adding or editing, and changes nothing', async (threshold) => {
    const added = await bed.addRequest({ lowStockThreshold: threshold, name: `Refused threshold ${String(threshold)}` });
    expect(added.statusCode).toBe(400);
    expect(added.json().errors).toContainEqual({ field: 'lowStockThreshold', message: productMessages.thresholdWhole });
    const id = await bed.add({ availableQuantity: 9 });
    const edited = await bed.editRequest(id, { lowStockThreshold: threshold, availableQuantity: 3 });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().errors).toContainEqual({ field: 'lowStockThreshold', message: productMessages.thresholdWhole });
    expect(await bed.stockOf(id)).toBe(9);
    expect(await bed.movementsOf(id)).toHaveLength(1);
  });

  it('keeps the threshold of a product as its form edits it, and clears it', async () => {
    const id = await bed.add({ lowStockThreshold: 4 });
    const read = async () => (await bed.t.app.inject({ method: 'GET', url: `/api/admin/products/${id}`, headers: bed.as(bed.admin) })).json().lowStockThreshold;
    expect(await read()).toBe(4);
    await bed.edit(id, { lowStockThreshold: 0 });
    expect(await read()).toBe(0);
    await bed.edit(id, { name: 'Threshold kept' });
    expect(await read()).toBe(0);
    await bed.edit(id, { lowStockThreshold: null });
    expect(await read()).toBeNull();
    // The public product does not show it.
    expect((await bed.t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json()).not.toHaveProperty('lowStockThreshold');
  });
});
