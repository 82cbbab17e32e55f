import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openPostgres } from '../../db/postgres.js';
import { contentDir } from '../../project-root.js';
import { signUp } from '../../test/accounts-helpers.js';
import { capturingMailer } from '../../test/capturing-mailer.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createPostgresTestDatabase, testDatabaseKinds } from '../../test/test-database.js';
import { loadShopConfig } from '../shop/shop-config.js';
import { sessions, users } from './accounts.tables.js';

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

describe.runIf(testDatabaseKinds().includes('postgres'))('kept sessions across app processes on PostgreSQL', () => {
  it("one process refuses a session the moment another has signed it out, and sees another's role change", async () => {
    const { database, url } = await createPostgresTestDatabase();
    const other = await openPostgres({ url });
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-sessions-two-processes-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const shop = await loadShopConfig(contentDir);
    const common = { config, shop, logger: false as const, webDir: path.join(dataDir, 'no-web'), mailer: capturingMailer() };
    const a = await buildApp({ ...common, database });
    const b = await buildApp({ ...common, database: other });
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
      await b.close();
      await a.close();
      await other.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
