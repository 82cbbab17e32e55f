import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, signUpAdmin, type TestUser } from '../../test/accounts-helpers.js';
import { openEventStream } from '../../test/event-stream.js';
import { insertProduct } from '../../test/fixtures.js';
import { act, payWithTestCard, placeOrderFor } from '../../test/orders-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';

describe.each(testDatabaseKinds())('live order updates (server-sent events through LISTEN/NOTIFY) on %s', (kind) => {
  let t: TestApp;
  let base: string;
  let customer: TestUser;
  let other: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    customer = await signUp(t.app);
    other = await signUp(t.app);
    admin = await signUpAdmin(t.app, t.database.db);
  });
  afterAll(() => t.close());

  /** Resolves once the stream is subscribed (its first bytes have arrived): every later change is heard. */
  const stream = (user?: TestUser) => openEventStream(`${base}/api/orders/events`, user ? { cookie: user.cookie } : {});

  it('is for signed-in users', async () => {
    expect((await stream()).status).toBe(401);
  });

  it("tells a customer when an admin ships their order, and nothing about other customers' orders", async () => {
    const product = await insertProduct(t.database.db);
    const mine = await placeOrderFor(t.app, customer, product.id);
    await payWithTestCard(t.app, customer, mine.id);
    const theirs = await placeOrderFor(t.app, other, product.id);
    const open = await stream(customer);
    expect(open.status).toBe(200);
    expect(open.contentType).toContain('text/event-stream');
    await act(t.app, other, theirs.id, 'cancel');
    await act(t.app, admin, mine.id, 'ship');
    // Changes are announced in commit order: had the other customer's cancellation reached this
    // stream, it would come first.
    expect(await open.next()).toEqual({ event: 'order', data: { orderId: mine.id, status: 'shipped' } });
    await open.close();
  });

  it('tells admins about every order', async () => {
    const product = await insertProduct(t.database.db);
    const open = await stream(admin);
    const first = await placeOrderFor(t.app, customer, product.id);
    const second = await placeOrderFor(t.app, other, product.id);
    expect([await open.next(), await open.next()]).toEqual([
      { event: 'order', data: { orderId: first.id, status: 'pending_payment' } },
      { event: 'order', data: { orderId: second.id, status: 'pending_payment' } },
    ]);
    await open.close();
  });
});
