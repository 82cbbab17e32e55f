import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp, type TestUser } from '../../test/accounts-helpers.js';
import { insertProduct } from '../../test/fixtures.js';
import { placeOrderFor, postOrder } from '../../test/orders-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';

/** The numbers the shop draws for new orders, in order: each test sets the draws it needs. */
const draws = vi.hoisted(() => ({ next: [] as string[], made: 0 }));
vi.mock('./order-number.js', () => ({
  newOrderNumber: () => {
    draws.made += 1;
    return draws.next.shift() ?? `T${String(draws.made).padStart(3, '0')}-${Date.now().toString(36).slice(-4).toUpperCase()}`;
  },
}));

describe.each(testDatabaseKinds())('order numbers on %s', (kind) => {
  let t: TestApp;
  let customer: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    customer = await signUp(t.app);
  });
  afterAll(() => t.close());

  it('draws again when the number is already taken, instead of failing', async () => {
    const product = await insertProduct(t.database.db, { availableQuantity: 10 });
    draws.next.push('DUPE-0001');
    const first = await placeOrderFor(t.app, customer, product.id, 1);
    expect(first.number).toBe('DUPE-0001');
    draws.next.push('DUPE-0001', 'DUPE-0001', 'FRSH-0002');
    const second = await postOrder(t.app, customer, { productId: product.id, quantity: 1 });
    expect(second.statusCode).toBe(201);
    expect(second.json().order.number).toBe('FRSH-0002');
  });
});
