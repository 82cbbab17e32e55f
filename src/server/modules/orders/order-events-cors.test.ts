import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerToken, signUp, type TestUser } from '../../test/accounts-helpers.js';
import { openEventStream } from '../../test/event-stream.js';
import { PRIVATE_CACHE_CONTROL } from '../../http/private-answers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { ORDER_EVENTS_CHANNEL } from './order-notifications.js';

const PARTNER = 'https://partner.example';

/**
 * A page of an origin in CORS_ORIGINS reads the order-event stream with a bearer token: the stream
 * is written by hand (the reply is hijacked), and still carries the CORS headers the browser needs
 * to let the page read it, and the shop's security headers.
 */
describe.each(testDatabaseKinds())('the order-event stream for a page of CORS_ORIGINS, on %s', (kind) => {
  let t: TestApp;
  let base: string;
  let customer: TestUser;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { CORS_ORIGINS: PARTNER } });
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    customer = await signUp(t.app);
    token = await bearerToken(t.app, customer);
  });
  afterAll(() => t.close());

  it('carries the CORS and security headers set before it, with its own content type', async () => {
    const open = await openEventStream(`${base}/api/orders/events`, { origin: PARTNER, authorization: `Bearer ${token}` });
    expect(open.status).toBe(200);
    expect(open.contentType).toBe('text/event-stream; charset=utf-8');
    expect(open.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(open.headers.get('vary')?.toLowerCase()).toContain('origin');
    expect(open.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(open.headers.get('x-content-type-options')).toBe('nosniff');
    expect(open.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);

    const orderId = crypto.randomUUID();
    await t.database.db.execute(sql`select pg_notify(${ORDER_EVENTS_CHANNEL}, ${JSON.stringify({ orderId, userId: customer.id, status: 'paid' })})`);
    expect(await open.next()).toEqual({ event: 'order', data: { orderId, status: 'paid' } });
    await open.close();
  });

  it('gives a page of another origin no CORS headers', async () => {
    const open = await openEventStream(`${base}/api/orders/events`, { origin: 'https://elsewhere.example', authorization: `Bearer ${token}` });
    expect(open.status).toBe(200);
    expect(open.headers.get('access-control-allow-origin')).toBeNull();
    await open.close();
  });
});
