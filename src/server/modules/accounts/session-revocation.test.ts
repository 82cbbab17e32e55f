import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { signUp, signUpAdmin } from '../../test/accounts-helpers.js';
import { capturingMailer } from '../../test/capturing-mailer.js';
import { createTwoAppsOnOneDatabase } from '../../test/two-apps-one-database.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { sessions, users } from './accounts.tables.js';
import { ACCOUNTS_CHANGED_CHANNEL } from './session-cache.js';

const soon = { timeout: 5000, interval: 20 };
const profileStatus = async (app: FastifyInstance, cookie: string) => (await app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).statusCode;

/**
 * Resolved sessions are kept in memory (session-cache.ts); these prove that every way a session
 * or an account changes in the database reaches them, from this process or any other.
 */
describe.each(testDatabaseKinds())('kept sessions follow the database on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('refuses a session ended by hand in the database, once the change is announced', async () => {
    const user = await signUp(t.app);
    expect(await profileStatus(t.app, user.cookie)).toBe(200);
    await t.database.db.delete(sessions).where(eq(sessions.userId, user.id));
    await vi.waitFor(async () => expect(await profileStatus(t.app, user.cookie)).toBe(401), soon);
  });

  it('shows an account renamed by hand', async () => {
    const user = await signUp(t.app, { name: 'Before Rename' });
    const session = async () => (await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: user.cookie } })).json().user;
    expect(await session()).toMatchObject({ name: 'Before Rename' });
    await t.database.db.update(users).set({ name: 'After Rename' }).where(eq(users.id, user.id));
    await vi.waitFor(async () => expect(await session()).toMatchObject({ name: 'After Rename' }), soon);
  });
});

describe.each(testDatabaseKinds())('announcements of account changes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('name the accounts a statement changed, and are not sent when it changed none', async () => {
    const [ann, bob, cy, dee] = [await signUp(t.app), await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const heard: string[] = [];
    const unlisten = await t.database.listen(ACCOUNTS_CHANGED_CHANNEL, (payload) => heard.push(payload));
    try {
      const { db } = t.database;
      await db.delete(sessions).where(eq(sessions.userId, ann!.id));
      await db.update(users).set({ name: 'Renamed' }).where(eq(users.id, bob!.id));
      await db.update(users).set({ name: 'Nobody' }).where(eq(users.id, 'no-such-user'));
      await db.delete(sessions).where(inArray(sessions.userId, [cy!.id, dee!.id]));
      await db.execute(sql`truncate sessions`);
      await vi.waitFor(() => expect(heard).toHaveLength(4), soon);
      expect(heard.slice(0, 2)).toEqual([ann!.id, bob!.id]);
      expect(heard[2]!.split(',').sort()).toEqual([cy!.id, dee!.id].sort());
      expect(heard[3]).toBe(''); // everyone
    } finally {
      await unlisten();
    }
  });
});

/** The database as the app sees it, except that announcements of account changes never arrive. */
const deafToAccountChanges = (database: DatabaseHandle): DatabaseHandle => ({
  ...database,
  listen: (channel, onMessage, gaps) => (channel === ACCOUNTS_CHANGED_CHANNEL ? Promise.resolve(async () => undefined) : database.listen(channel, onMessage, gaps)),
});

describe.each(testDatabaseKinds())("the accounts routes' own changes hold for the next request, without waiting for the announcement, on %s", (kind) => {
  let t: TestApp;
  const mailer = capturingMailer();
  beforeAll(async () => {
    t = await createTestApp(kind, { mailer, wrapDatabase: deafToAccountChanges });
  });
  afterAll(() => t.close());
  const sessionOf = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json().user;

  it('sign-out, renaming, making an admin and removing a user', async () => {
    const admin = await signUpAdmin(t.app, t.database.db);
    const leaving = await signUp(t.app);
    const renamed = await signUp(t.app, { name: 'Old Name' });
    const promoted = await signUp(t.app);
    const removed = await signUp(t.app);
    for (const user of [admin, leaving, renamed, promoted, removed]) expect((await sessionOf(user.cookie))?.id).toBe(user.id);

    expect((await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: leaving.cookie }, payload: {} })).statusCode).toBe(200);
    expect(await sessionOf(leaving.cookie)).toBeNull();

    const profile = { name: 'New Name', phone: '+1 555 014 2290', dateOfBirth: '1990-04-15', hometown: 'Springfield', nationality: 'American', education: 'Electrician' };
    expect((await t.app.inject({ method: 'PUT', url: '/api/profile', headers: { cookie: renamed.cookie }, payload: profile })).statusCode).toBe(200);
    expect(await sessionOf(renamed.cookie)).toMatchObject({ name: 'New Name' });

    expect((await t.app.inject({ method: 'POST', url: `/api/users/${promoted.id}/admin`, headers: { cookie: admin.cookie }, payload: {} })).statusCode).toBe(200);
    expect(await sessionOf(promoted.cookie)).toMatchObject({ role: 'admin' });

    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${removed.id}`, headers: { cookie: admin.cookie } })).statusCode).toBe(200);
    expect(await sessionOf(removed.cookie)).toBeNull();
  });

  it('a password reset ends the sessions of the account', async () => {
    const user = await signUp(t.app);
    expect((await sessionOf(user.cookie))?.id).toBe(user.id);
    await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: user.email }, remoteAddress: '10.9.0.1' });
    const token = /\/api\/auth\/reset-password\/([^?\s]+)/.exec(mailer.lastTo(user.email)?.text ?? '')?.[1] ?? '';
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword: 'a brand new secret' } })).statusCode).toBe(200);
    expect(await sessionOf(user.cookie)).toBeNull();
  });
});

describe.runIf(testDatabaseKinds().includes('postgres'))('kept sessions across app processes on PostgreSQL', () => {
  it("one process refuses a session the moment another has signed it out, and sees another's role change", async () => {
    const { a, b, database, close } = await createTwoAppsOnOneDatabase('postgres');
    try {
      const leaving = await signUp(a);
      const promoted = await signUp(a);
      const admin = await signUp(a);
      await database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
      await vi.waitFor(async () => expect((await b.inject({ method: 'GET', url: '/api/users', headers: { cookie: admin.cookie } })).statusCode).toBe(200), soon);

      // b now holds all three sessions.
      expect(await profileStatus(b, leaving.cookie)).toBe(200);
      expect((await b.inject({ method: 'GET', url: '/api/users', headers: { cookie: promoted.cookie } })).statusCode).toBe(403);

      expect((await a.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: leaving.cookie }, payload: {} })).statusCode).toBe(200);
      expect((await a.inject({ method: 'POST', url: `/api/users/${promoted.id}/admin`, headers: { cookie: admin.cookie }, payload: {} })).statusCode).toBe(200);

      await vi.waitFor(async () => expect(await profileStatus(b, leaving.cookie)).toBe(401), soon);
      await vi.waitFor(async () => expect((await b.inject({ method: 'GET', url: '/api/users', headers: { cookie: promoted.cookie } })).statusCode).toBe(200), soon);
    } finally {
      await close();
    }
  });
});
