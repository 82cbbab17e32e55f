import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactInbox } from '../../../shared/schemas/contact.js';
import { signUp, signUpAdmin, type TestUser } from '../../test/accounts-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';

describe.each(testDatabaseKinds())('contact inbox on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signUpAdmin(t.app, t.database.db);
    customer = await signUp(t.app);
    for (const subject of ['First question', 'Second question']) {
      await t.app.inject({ method: 'POST', url: '/api/contact', payload: { email: 'buyer@example.com', subject, message: 'Do you deliver on Saturdays?' }, remoteAddress: '10.40.0.1' });
    }
  });
  afterAll(() => t.close());

  const inbox = (user: TestUser | null) => t.app.inject({ method: 'GET', url: '/api/contact-messages', headers: user ? { cookie: user.cookie } : {} });

  it('is for admins only', async () => {
    expect((await inbox(null)).statusCode).toBe(401);
    expect((await inbox(customer)).statusCode).toBe(403);
    const id = (await inbox(admin)).json<ContactInbox>().items[0]?.id;
    const patch = await t.app.inject({ method: 'PATCH', url: `/api/contact-messages/${id}`, payload: { read: true }, headers: { cookie: customer.cookie } });
    expect(patch.statusCode).toBe(403);
  });

  it('lists messages newest first with the unread count, and marks them read and unread', async () => {
    const first = (await inbox(admin)).json<ContactInbox>();
    expect(first.items.map((m) => m.subject)).toEqual(['Second question', 'First question']);
    expect(first).toMatchObject({ total: 2, unread: 2 });
    const id = first.items[0]?.id;
    const read = await t.app.inject({ method: 'PATCH', url: `/api/contact-messages/${id}`, payload: { read: true }, headers: { cookie: admin.cookie } });
    expect(read.json()).toMatchObject({ id, read: true });
    expect((await inbox(admin)).json<ContactInbox>().unread).toBe(1);
    await t.app.inject({ method: 'PATCH', url: `/api/contact-messages/${id}`, payload: { read: false }, headers: { cookie: admin.cookie } });
    expect((await inbox(admin)).json<ContactInbox>().unread).toBe(2);
    const missing = await t.app.inject({ method: 'PATCH', url: '/api/contact-messages/nope', payload: { read: true }, headers: { cookie: admin.cookie } });
    expect(missing.statusCode).toBe(404);
  });
});
