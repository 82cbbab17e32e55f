import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../accounts/accounts.tables.js';
import { signUp, signUpAdmin, type TestUser } from '../../test/accounts-helpers.js';
import { openEventStream } from '../../test/event-stream.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { MAX_STREAMS_PER_ACCOUNT, TOO_MANY_STREAMS } from './order-events.routes.js';
import { ORDER_EVENTS_CHANNEL } from './order-notifications.js';

/**
 * An open order-events stream must not outlive its authorisation: it is checked again before each
 * event, so sign-out, removal, a ban or a role change ends it instead of delivering more.
 */
describe.each(testDatabaseKinds())('order-event streams end with their authorisation on %s', (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  const stream = (user: TestUser) => openEventStream(`${base}/api/orders/events`, { cookie: user.cookie });
  /** An order change as the shop announces it (any process, through the database). */
  const announce = (userId: string | null, orderId = crypto.randomUUID()) =>
    t.database.db.execute(sql`select pg_notify(${ORDER_EVENTS_CHANNEL}, ${JSON.stringify({ orderId, userId, status: 'paid' })})`);

  it('delivers while the session holds, and ends after sign-out without delivering more', async () => {
    const customer = await signUp(t.app);
    const open = await stream(customer);
    expect(open.status).toBe(200);
    const first = crypto.randomUUID();
    await announce(customer.id, first);
    expect(await open.next()).toEqual({ event: 'order', data: { orderId: first, status: 'paid' } });

    const signOut = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: customer.cookie }, payload: {} });
    expect(signOut.statusCode).toBe(200);
    await announce(customer.id);
    expect(await open.next()).toBe('closed');
  });

  it("ends a removed admin's stream before it hears of another order", async () => {
    const owner = await signUpAdmin(t.app, t.database.db);
    const removed = await signUpAdmin(t.app, t.database.db);
    const customer = await signUp(t.app);
    const open = await stream(removed);
    await announce(customer.id);
    expect((await open.next()) !== 'closed').toBe(true);

    const removal = await t.app.inject({ method: 'DELETE', url: `/api/users/${removed.id}`, headers: { cookie: owner.cookie } });
    expect(removal.statusCode).toBe(200);
    await announce(customer.id);
    expect(await open.next()).toBe('closed');
  });

  it('ends the stream of an account banned or changed by hand in the database', async () => {
    const banned = await signUp(t.app);
    const promoted = await signUp(t.app);
    const bannedStream = await stream(banned);
    const promotedStream = await stream(promoted);
    await t.database.db.update(users).set({ banned: true }).where(eq(users.id, banned.id));
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, promoted.id));
    // A change by hand reaches the app through the database's announcement, a moment later: until
    // then events may still arrive; then the stream's next event closes it (if it never did, the
    // loop would not end and the test would time out).
    for (const [user, open] of [
      [banned, bannedStream],
      [promoted, promotedStream],
    ] as const) {
      let next;
      do {
        await announce(user.id);
        next = await open.next();
      } while (next !== 'closed');
    }
  });

  it(`allows ${MAX_STREAMS_PER_ACCOUNT} open streams per account, and another once one has closed`, async () => {
    const customer = await signUp(t.app);
    const other = await signUp(t.app);
    const open = await Promise.all(Array.from({ length: MAX_STREAMS_PER_ACCOUNT }, () => stream(customer)));
    expect(open.map((s) => s.status)).toEqual(Array(MAX_STREAMS_PER_ACCOUNT).fill(200));
    const refused = await fetch(`${base}/api/orders/events`, { headers: { cookie: customer.cookie } });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ detail: TOO_MANY_STREAMS });
    expect((await stream(other)).status).toBe(200);

    await open[0]!.close();
    await expect.poll(async () => (await stream(customer)).status).toBe(200);
    await Promise.all(open.map((s) => s.close()));
  });
});
