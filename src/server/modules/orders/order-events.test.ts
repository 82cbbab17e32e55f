import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, signUpAdmin, type TestUser } from '../../test/accounts-helpers.js';
import { insertProduct } from '../../test/fixtures.js';
import { act, payWithTestCard, placeOrderFor } from '../../test/orders-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';

/** Reads server-sent events from a live stream until `count` "order" events arrived. */
async function collect(response: Response, count: number, timeoutMs = 10_000): Promise<{ orderId: string; status: string }[]> {
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no stream');
  const events: { orderId: string; status: string }[] = [];
  let buffer = '';
  const deadline = Date.now() + timeoutMs;
  while (events.length < count && Date.now() < deadline) {
    const chunk = await Promise.race([reader.read(), new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now()))]);
    if (!chunk || chunk.done) break;
    buffer += new TextDecoder().decode(chunk.value);
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (block.startsWith('event: order')) events.push(JSON.parse(block.split('data: ')[1] ?? '{}'));
    }
  }
  await reader.cancel();
  return events;
}

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

  const stream = (user?: TestUser) => fetch(`${base}/api/orders/events`, { headers: user ? { cookie: user.cookie } : {} });

  it('is for signed-in users', async () => {
    expect((await stream()).status).toBe(401);
  });

  it("tells a customer when an admin ships their order, and nothing about other customers' orders", async () => {
    const product = await insertProduct(t.database.db);
    const mine = await placeOrderFor(t.app, customer, product.id);
    await payWithTestCard(t.app, customer, mine.id);
    const theirs = await placeOrderFor(t.app, other, product.id);

    const response = await stream(customer);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const received = collect(response, 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await act(t.app, other, theirs.id, 'cancel');
    await act(t.app, admin, mine.id, 'ship');
    expect(await received).toEqual([{ orderId: mine.id, status: 'shipped' }]);
  });

  it('tells admins about every order', async () => {
    const product = await insertProduct(t.database.db);
    const response = await stream(admin);
    const received = collect(response, 2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const first = await placeOrderFor(t.app, customer, product.id);
    const second = await placeOrderFor(t.app, other, product.id);
    expect(await received).toEqual([
      { orderId: first.id, status: 'pending_payment' },
      { orderId: second.id, status: 'pending_payment' },
    ]);
  });
});
