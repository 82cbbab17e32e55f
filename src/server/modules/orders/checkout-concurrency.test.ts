import { describe, expect, it } from 'vitest';
import { checkoutMessages } from '../../../shared/schemas/checkout.js';
import { checkoutTestBed } from '../../test/checkout-test-bed.js';
import { testDatabaseKinds } from '../../test/test-database.js';

/** Issue 14, "Tests": checkouts at the same moment never oversell, overbook or place a cart twice. */
describe.each(testDatabaseKinds())('checkouts at once on %s', (kind) => {
  const bed = checkoutTestBed(kind);

  it('sells the last pieces of a line to as many carts as there are pieces; the others are refused whole', async () => {
    const scarce = await bed.product({ name: 'Last Pieces Relay', availableQuantity: 2 });
    const plenty = await bed.product({ name: 'Plenty Clips', availableQuantity: 50 });
    const { address } = await bed.zone({ slotCapacity: 50 });
    const customers = await Promise.all(Array.from({ length: 5 }, () => bed.customer()));
    const delivery = { method: 'home', address, slot: bed.slot() };
    const reviewed = [];
    for (const customer of customers) {
      await bed.fill(customer, [
        [plenty.id, 3],
        [scarce.id, 1],
      ]);
      reviewed.push({ customer, quote: await bed.quote(customer, delivery) });
    }
    const answers = await Promise.all(reviewed.map(({ customer, quote }) => bed.checkoutRequest(customer, { cartRevision: quote.cartRevision, expectedTotal: quote.total, delivery })));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) expect(refused.json().errors[0].field).toBe('lines.1.quantity');
    expect(await bed.stockOf(scarce.id)).toBe(0);
    expect(await bed.stockOf(plenty.id)).toBe(50 - 2 * 3);
  });

  it('books the last places of a slot once each: never more deliveries than the capacity', async () => {
    const cable = await bed.product({ name: 'Slot Cable', availableQuantity: 100 });
    const { zone, address } = await bed.zone({ slotCapacity: 2 });
    const slot = bed.slot(5);
    const delivery = { method: 'home', address, slot };
    const reviewed = [];
    for (let i = 0; i < 5; i += 1) {
      const customer = await bed.customer();
      await bed.fill(customer, [[cable.id, 1]]);
      reviewed.push({ customer, quote: await bed.quote(customer, delivery) });
    }
    const answers = await Promise.all(reviewed.map(({ customer, quote }) => bed.checkoutRequest(customer, { cartRevision: quote.cartRevision, expectedTotal: quote.total, delivery })));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(2);
    for (const refused of answers.filter((answer) => answer.statusCode !== 201)) expect([refused.statusCode, refused.json().detail]).toEqual([409, checkoutMessages.slotFull]);
    expect(await bed.booked(zone.id, slot)).toBe(2);
    expect(await bed.stockOf(cable.id)).toBe(98);
  });

  it('cancels orders and places carts sharing two products in opposite orders at once, without a deadlock', async () => {
    const [low, high] = [await bed.product({ availableQuantity: 500 }), await bed.product({ availableQuantity: 500 })].sort((a, b) => (a.id < b.id ? -1 : 1));
    const delivery = { method: 'pickup' };
    const cancelling = [];
    for (let i = 0; i < 4; i += 1) {
      const customer = await bed.customer();
      // The order's lines go high, then low; the carts below go low, then high.
      await bed.fill(customer, [
        [high!.id, 2],
        [low!.id, 2],
      ]);
      cancelling.push({ customer, order: await bed.place(customer, delivery) });
    }
    const placing = [];
    for (let i = 0; i < 4; i += 1) {
      const customer = await bed.customer();
      await bed.fill(customer, [
        [low!.id, 1],
        [high!.id, 1],
      ]);
      placing.push({ customer, quote: await bed.quote(customer, delivery) });
    }
    const answers = await Promise.all([
      ...cancelling.map(({ customer, order }) => bed.act(customer, order.id, 'cancel')),
      ...placing.map(({ customer, quote }) => bed.checkoutRequest(customer, { cartRevision: quote.cartRevision, expectedTotal: quote.total, delivery })),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 201, 201, 201, 201]);
    expect([await bed.stockOf(low!.id), await bed.stockOf(high!.id)]).toEqual([496, 496]);
  });

  it('places one cart once when it is checked out twice at the same moment (two tabs)', async () => {
    const customer = await bed.customer();
    const socket = await bed.product({ name: 'Twice Socket', availableQuantity: 10 });
    await bed.fill(customer, [[socket.id, 4]]);
    const delivery = { method: 'pickup' };
    const quote = await bed.quote(customer, delivery);
    const body = { cartRevision: quote.cartRevision, expectedTotal: quote.total, delivery };
    const answers = await Promise.all([bed.checkoutRequest(customer, body), bed.checkoutRequest(customer, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().detail).toBe(checkoutMessages.cartChanged);
    expect(await bed.stockOf(socket.id)).toBe(6);
  });
});
