import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { TradeAccount, TradeAccountAdmin, TradeTier } from '../../../shared/schemas/trade.js';
import { outboxTasksNaming } from '../../test/outbox-tasks.js';
import { signUp, signUpAdmin, signUpConfirmed, type TestUser } from '../../test/accounts-helpers.js';
import { capturingMailer } from '../../test/capturing-mailer.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { DatabaseKind } from '../../test/test-database.js';
import { TRADE_ACCOUNT_EMAIL_TASK } from './trade-mail-tasks.js';
import { tradeAccounts } from './trade.tables.js';

export const PUBLIC_URL = 'https://shop.example';

let companies = 0;
/** A company's details as a customer types them, named uniquely. */
export function companyApplication(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  companies += 1;
  return { companyName: `Volt & Sons ${companies} Ltd`, companyAddress: `${companies} Foundry Street\n62701 Springfield`, vatNumber: '12-345.6789', ...overrides };
}

let tierNames = 0;
export function tierName(): string {
  tierNames += 1;
  return `Tier ${tierNames}-${Date.now() % 100_000}`;
}

/**
 * The shop of the trade-account tests (a test file's describe block calls it): two admins,
 * customers made on demand, a mailer that keeps what it sends, and the requests the tests make.
 */
export function tradeTestBed(kind: DatabaseKind) {
  const mailer = capturingMailer();
  /** Who calls the admin routes unless a test says otherwise. */
  const admins = { first: undefined as unknown as TestUser, second: undefined as unknown as TestUser };
  /** The cookie of who calls (none: a visitor). */
  const as = (user: TestUser | null | undefined) => (user ? { cookie: user.cookie } : {});
  const bed = {
    t: undefined as unknown as TestApp,
    get admin(): TestUser {
      return admins.first;
    },
    get secondAdmin(): TestUser {
      return admins.second;
    },
    mailer,
    /** A customer whose address is confirmed (the shop's emails then name them and their company). */
    customer: () => signUpConfirmed(bed.t.app, bed.t.database.db),
    unconfirmedCustomer: () => signUp(bed.t.app),
    applyFor: (user: TestUser | undefined, payload: unknown) => bed.t.app.inject({ method: 'POST', url: '/api/trade/account', payload: payload as object, headers: as(user) }),
    myAccount: async (user: TestUser): Promise<TradeAccount | null> => {
      const response = await bed.t.app.inject({ method: 'GET', url: '/api/trade/account', headers: as(user) });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ account: TradeAccount | null }>().account;
    },
    /** Applies with valid details, expecting 201. */
    applied: async (user: TestUser, overrides: Record<string, unknown> = {}): Promise<TradeAccount> => {
      const response = await bed.applyFor(user, companyApplication(overrides));
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ account: TradeAccount }>().account;
    },
    list: (query: string, user: TestUser | null = admins.first) => bed.t.app.inject({ method: 'GET', url: `/api/admin/trade-accounts${query}`, headers: as(user) }),
    approve: (userId: string, payload: unknown, user: TestUser | null = admins.first) =>
      bed.t.app.inject({ method: 'POST', url: `/api/admin/trade-accounts/${encodeURIComponent(userId)}/approve`, payload: payload as object, headers: as(user) }),
    refuse: (userId: string, payload: unknown, user: TestUser | null = admins.first) =>
      bed.t.app.inject({ method: 'POST', url: `/api/admin/trade-accounts/${encodeURIComponent(userId)}/refuse`, payload: payload as object, headers: as(user) }),
    patch: (userId: string, payload: unknown, user: TestUser | null = admins.first) =>
      bed.t.app.inject({ method: 'PATCH', url: `/api/admin/trade-accounts/${encodeURIComponent(userId)}`, payload: payload as object, headers: as(user) }),
    /** Approves, expecting 200. */
    approved: async (userId: string, terms: { tierId: string; paymentTermsDays?: number; creditLimitCents?: number }): Promise<TradeAccountAdmin> => {
      const response = await bed.approve(userId, { paymentTermsDays: 0, creditLimitCents: 0, ...terms });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ account: TradeAccountAdmin }>().account;
    },
    tiers: (user: TestUser | null = admins.first) => bed.t.app.inject({ method: 'GET', url: '/api/admin/trade-tiers', headers: as(user) }),
    createTier: (payload: unknown, user: TestUser | null = admins.first) => bed.t.app.inject({ method: 'POST', url: '/api/admin/trade-tiers', payload: payload as object, headers: as(user) }),
    patchTier: (id: string, payload: unknown, user: TestUser | null = admins.first) => bed.t.app.inject({ method: 'PATCH', url: `/api/admin/trade-tiers/${encodeURIComponent(id)}`, payload: payload as object, headers: as(user) }),
    deleteTier: (id: string, user: TestUser | null = admins.first) => bed.t.app.inject({ method: 'DELETE', url: `/api/admin/trade-tiers/${encodeURIComponent(id)}`, headers: as(user) }),
    /** Makes a tier, expecting 201. */
    tier: async (discountBasisPoints = 1_000, name = tierName()): Promise<TradeTier> => {
      const response = await bed.createTier({ name, discountBasisPoints });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ tier: TradeTier }>().tier;
    },
    /** The stored row, as the database holds it. */
    row: async (userId: string) => (await bed.t.database.db.select().from(tradeAccounts).where(eq(tradeAccounts.userId, userId)))[0],
    emailTasksOf: (userId: string) => outboxTasksNaming(bed.t.database.db, TRADE_ACCOUNT_EMAIL_TASK, 'userId', [userId]),
    mailsTo: (email: string) => mailer.shopMailTo(email),
    /** Runs every outbox task that is due. */
    deliver: () => bed.t.app.outbox.drain(),
  };
  beforeAll(async () => {
    bed.t = await createTestApp(kind, { mailer, env: { PUBLIC_URL } });
    admins.first = await signUpAdmin(bed.t.app, bed.t.database.db);
    admins.second = await signUpAdmin(bed.t.app, bed.t.database.db);
  });
  afterAll(() => bed.t.close());
  return bed;
}
