import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { addDays } from '../../../shared/delivery.js';
import type { Quote } from '../../../shared/schemas/quotes.js';
import { signUp, signUpAdmin, signUpConfirmed, type TestUser } from '../../test/accounts-helpers.js';
import { capturingMailer } from '../../test/capturing-mailer.js';
import { insertProduct } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { DatabaseKind } from '../../test/test-database.js';
import type { NewProduct } from '../catalog/catalog.service.js';
import { applyForTradeAccount, approveTradeAccount } from '../trade/trade-accounts.service.js';
import { createTradeTier } from '../trade/trade-tiers.service.js';
import { shopToday } from './quote-days.js';
import { quotes } from './quotes.tables.js';

/** The shop's owner as ADMIN_EMAILS names them (told of requests without an account). */
export const OWNER_EMAIL = 'owner@shop.example';

let tiers = 0;

type Response = Awaited<ReturnType<TestApp['app']['inject']>>;

/**
 * The shop of the quote tests (a test file's describe block calls it): an admin, customers and
 * products made on demand, the quote requests and answers the tests make, and the emails sent.
 */
export function quotesTestBed(kind: DatabaseKind) {
  const mailer = capturingMailer();
  let t: TestApp;
  let admin: TestUser;

  const today = () => shopToday(t.shop.timeZone);
  const day = (fromToday: number) => addDays(today(), fromToday);
  const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown): Promise<Response> =>
    t.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  const ask = (user: TestUser, body: unknown) => call(user, 'POST', '/api/quotes', body);
  const answerRequest = (quoteId: string, body: unknown) => call(admin, 'POST', `/api/admin/quotes/${quoteId}/answer`, body);

  beforeAll(async () => {
    t = await createTestApp(kind, { mailer, env: { PUBLIC_URL: 'https://shop.example', ADMIN_EMAILS: OWNER_EMAIL } });
    admin = await signUpAdmin(t.app, t.database.db);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.app.outbox.drain();
    mailer.sent.length = 0;
  });

  return {
    get t(): TestApp {
      return t;
    },
    get admin(): TestUser {
      return admin;
    },
    mailer,
    /** A customer whose address is confirmed (the shop's emails then greet them by name). */
    customer: (name?: string) => signUpConfirmed(t.app, t.database.db, name === undefined ? {} : { name }),
    unconfirmedCustomer: (name: string) => signUp(t.app, { name }),
    product: (overrides: Partial<NewProduct> = {}) => insertProduct(t.database.db, { availableQuantity: 500, ...overrides }),
    /** Today in the shop's time zone, and a day counted from it. */
    today,
    day,
    call,
    ask,
    /** A request through the API, expecting 201; answers the quote. */
    request: async (user: TestUser, lines: [string, number][], note?: string): Promise<Quote> => {
      const response = await ask(user, { lines: lines.map(([productId, quantity]) => ({ productId, quantity })), ...(note === undefined ? {} : { note }) });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().quote;
    },
    answerRequest,
    /** The admin prices every line (`prices` in line order) until `validUntil` (default: a week ahead); answers the quote. */
    answer: async (quote: Quote, prices: number[], validUntil = day(7), note?: string): Promise<Quote> => {
      const response = await answerRequest(quote.id, { lines: quote.lines.map((line, index) => ({ lineNumber: line.lineNumber, unitPriceCents: prices[index] })), validUntil, ...(note === undefined ? {} : { note }) });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().quote;
    },
    decline: (quoteId: string, reason: unknown) => call(admin, 'POST', `/api/admin/quotes/${quoteId}/decline`, { reason }),
    withdraw: (user: TestUser, quoteId: string) => call(user, 'POST', `/api/quotes/${quoteId}/withdraw`),
    read: (user: TestUser, quoteId: string) => call(user, 'GET', `/api/quotes/${quoteId}`),
    /** Moves an answered quote's last day (e.g. into the past: it has expired). */
    setValidUntil: (quoteId: string, validUntil: string) => t.database.db.update(quotes).set({ validUntil }).where(eq(quotes.id, quoteId)),
    row: async (quoteId: string) => (await t.database.db.select().from(quotes).where(eq(quotes.id, quoteId)))[0]!,
    /** Makes the customer an approved trade account (without payment terms) whose tier takes this share off list prices. */
    makeTrade: async (userId: string, discountBasisPoints: number) => {
      tiers += 1;
      const tier = await createTradeTier(t.database.db, { name: `Quote tier ${kind} ${tiers}`, discountBasisPoints });
      await applyForTradeAccount(t.database.db, { id: userId, role: 'customer' }, { companyName: `Builders ${tiers} Ltd`, companyAddress: '1 Yard Lane\nSpringfield', vatNumber: '123456789' });
      await approveTradeAccount(t.database.db, admin.id, userId, { tierId: tier.id, paymentTermsDays: 0, creditLimitCents: 0 });
    },
    /** Sends what the outbox holds now. */
    deliverMail: () => t.app.outbox.drain(),
  };
}

/** A refusal: its status, problem+json, its message and the fields it names. */
export function expectRefused(response: Response, status: number, errors?: { field: string; message: string }[], detail?: string): void {
  expect(response.statusCode, response.body).toBe(status);
  expect(String(response.headers['content-type'])).toContain('application/problem+json');
  const problem = response.json<{ detail: string; errors?: { field: string; message: string }[] }>();
  if (errors) expect(problem.errors).toEqual(errors);
  if (detail !== undefined) expect(problem.detail).toBe(detail);
}
