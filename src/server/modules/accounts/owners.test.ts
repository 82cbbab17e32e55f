import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleChangePage } from '../../../shared/schemas/users.js';
import { userMessages } from '../../../shared/schemas/users.js';
import { signUp, signUpAdmin, type TestUser } from '../../test/accounts-helpers.js';
import { capturingMailer } from '../../test/capturing-mailer.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { users } from './accounts.tables.js';
import { promoteOwners } from './users.service.js';

/**
 * ADMIN_EMAILS names the shop's owners. Registering such an address no longer makes anyone an
 * admin: the owner must confirm the address through the link mailed to it. Owners cannot be
 * removed by other admins, and every role change is recorded for admins to see.
 */
describe.each(testDatabaseKinds())('owner accounts (ADMIN_EMAILS) on %s', (kind) => {
  let t: TestApp;
  const mailer = capturingMailer();
  const OWNERS = ['boss@example.com', 'second.owner@example.com', 'third.owner@example.com'];
  beforeAll(async () => {
    t = await createTestApp(kind, { mailer, env: { ADMIN_EMAILS: OWNERS.map((e) => e.toUpperCase()).join(','), PUBLIC_URL: 'https://shop.example.com' } });
  });
  afterAll(() => t.close());

  const role = async (user: TestUser) => (await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: user.cookie } })).json().user?.role;
  const linkTo = (email: string) => {
    const url = /https:\/\/shop\.example\.com(\/api\/auth\/verify-email\?\S+)/.exec(mailer.lastTo(email)?.text ?? '')?.[1];
    if (!url) throw new Error(`no confirmation link mailed to ${email}`);
    return url;
  };
  const open = (path: string) => t.app.inject({ method: 'GET', url: path });
  const history = async (admin: TestUser) => (await t.app.inject({ method: 'GET', url: '/api/users/role-changes?pageSize=100', headers: { cookie: admin.cookie } })).json<RoleChangePage>();

  it('makes the registrant of an owner address an admin only once the address is confirmed', async () => {
    const boss = await signUp(t.app, { email: 'boss@example.com', name: 'Bo Boss' });
    expect(await role(boss)).toBe('customer');
    const mail = mailer.lastTo('boss@example.com');
    expect(mail?.subject).toBe('Confirm your email address for Volt & Bolt');

    const confirmed = await open(linkTo('boss@example.com'));
    expect(confirmed.statusCode).toBe(302);
    expect(confirmed.headers.location).toBe('/email-verified');
    expect(await role(boss)).toBe('admin');
    expect((await history(boss)).items[0]).toMatchObject({ userEmail: 'boss@example.com', fromRole: 'customer', toRole: 'admin', changedBy: 'ADMIN_EMAILS' });
  });

  it('asks every other account to confirm too, in the shop\'s words alone; confirming keeps a customer a customer', async () => {
    const typed = 'URGENT your card was charged $899 call +1-555-0100';
    const customer = await signUp(t.app, { name: typed });
    const mail = mailer.lastTo(customer.email);
    expect(mail?.subject).toBe('Confirm your email address for Volt & Bolt');
    expect(mail?.text).not.toContain('URGENT');
    const confirmed = await open(linkTo(customer.email));
    expect(confirmed.headers.location).toBe('/email-verified');
    const session = (await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: customer.cookie } })).json().user;
    expect(session).toMatchObject({ role: 'customer', emailVerified: true });
  });

  it('keeps a stranger who registered an owner address a customer, and writes no typed name to the address', async () => {
    const stranger = await signUp(t.app, { email: 'second.owner@example.com', name: 'URGENT call +1-555-0100' });
    expect(mailer.lastTo('second.owner@example.com')?.text).not.toContain('URGENT');
    const forged = await open(`/api/auth/verify-email?token=${encodeURIComponent('eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6InNlY29uZC5vd25lckBleGFtcGxlLmNvbSJ9.forged')}&callbackURL=%2Femail-verified`);
    expect(forged.statusCode).toBe(302);
    expect(forged.headers.location).toBe('/email-verified?error=INVALID_TOKEN');
    expect(await role(stranger)).toBe('customer');
    expect(await promoteOwners(t.database.db, OWNERS)).toBe(0);
    expect(await role(stranger)).toBe('customer');
  });

  it('promotes confirmed owners at start-up, and records it', async () => {
    const owner = await signUp(t.app, { email: 'third.owner@example.com' });
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, owner.id));
    expect(await promoteOwners(t.database.db, OWNERS)).toBe(1);
    expect(await role(owner)).toBe('admin');
    expect(await promoteOwners(t.database.db, OWNERS)).toBe(0);
  });

  it('does not let another admin remove an owner, and records who removed or promoted whom', async () => {
    const [boss] = await t.database.db.select().from(users).where(eq(users.email, 'boss@example.com'));
    const other = await signUpAdmin(t.app, t.database.db);
    const [otherRow] = await t.database.db.select().from(users).where(eq(users.id, other.id));
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/users/${boss!.id}`, headers: { cookie: other.cookie } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(userMessages.ownerProtected);
    expect(await t.database.db.select().from(users).where(eq(users.id, boss!.id))).toHaveLength(1);

    // The unconfirmed registrant of an owner address is no owner: it can be removed.
    const [stranger] = await t.database.db.select().from(users).where(eq(users.email, 'second.owner@example.com'));
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${stranger!.id}`, headers: { cookie: other.cookie } })).statusCode).toBe(200);
    const promoted = await signUp(t.app);
    expect((await t.app.inject({ method: 'POST', url: `/api/users/${promoted.id}/admin`, headers: { cookie: other.cookie } })).statusCode).toBe(200);

    const { items } = await history(other);
    expect(items.slice(0, 2)).toMatchObject([
      { userEmail: promoted.email, fromRole: 'customer', toRole: 'admin', changedBy: otherRow!.email },
      { userEmail: 'second.owner@example.com', fromRole: 'customer', toRole: 'removed', changedBy: otherRow!.email },
    ]);
    for (const item of items) expect(Math.abs(Date.parse(item.at) - Date.now())).toBeLessThan(10 * 60_000);
    const customer = await signUp(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/role-changes', headers: { cookie: customer.cookie } })).statusCode).toBe(403);
  });
});
