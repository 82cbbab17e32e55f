import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { addDays, dayIn } from '../../shared/delivery.js';
import type { CheckoutQuote } from '../../shared/schemas/checkout.js';
import type { Order } from '../../shared/schemas/orders.js';
import type { TradeInvoicePage } from '../../shared/schemas/trade.js';
import type { NewProduct } from '../modules/catalog/catalog.service.js';
import { products } from '../modules/catalog/catalog.tables.js';
import { orders } from '../modules/orders/orders.tables.js';
import { quoteLines, quotes } from '../modules/quotes/quotes.tables.js';
import { tradeBuyerOf } from '../modules/trade/trade-buyer.service.js';
import { tradeAccounts, tradeTiers } from '../modules/trade/trade.tables.js';
import { signUpAdmin, signUpConfirmed, type TestUser } from './accounts-helpers.js';
import { capturingMailer } from './capturing-mailer.js';
import { insertProduct } from './fixtures.js';
import { createTestApp, type TestApp } from './test-app.js';
import type { DatabaseKind } from './test-database.js';

export const PUBLIC_URL = 'https://shop.example';
export const PICKUP = { method: 'pickup' } as const;

let made = 0;
const unique = () => {
  made += 1;
  return `${made}-${randomUUID().slice(0, 8)}`;
};

export interface TradeTerms {
  /** The tier's share off list prices (1,000 = 10 %). */
  discountBasisPoints?: number;
  paymentTermsDays?: number;
  creditLimitCents?: number;
  status?: 'applied' | 'approved' | 'refused';
}

/**
 * The shop of the tests of trade prices, paying on invoice and the admins' invoices (a test
 * file's describe block calls it): an admin, customers and trade customers made on demand (the
 * trade account written straight into its tables), a mailer that keeps what it sends, and the
 * requests the tests make. Deliveries are picked up (no fee, no slot) unless a test says otherwise.
 */
export function tradeOrdersTestBed(kind: DatabaseKind, env: Record<string, string> = {}) {
  const mailer = capturingMailer();
  const as = (user: TestUser) => ({ cookie: user.cookie });
  const made: { t?: TestApp; admin?: TestUser } = {};
  const app = (): TestApp => {
    if (!made.t) throw new Error('the test bed is made before the tests run');
    return made.t;
  };
  const bed = {
    get t(): TestApp {
      return app();
    },
    get admin(): TestUser {
      if (!made.admin) throw new Error('the test bed is made before the tests run');
      return made.admin;
    },
    mailer,
    /** A customer whose address is confirmed (cash on delivery needs one). */
    customer: (): Promise<TestUser> => signUpConfirmed(app().app, app().database.db),
    product: (overrides: Partial<NewProduct> = {}) => insertProduct(app().database.db, { availableQuantity: 50, ...overrides }),
    stockOf: async (productId: string) => (await app().database.db.select().from(products).where(eq(products.id, productId)))[0]?.availableQuantity,
    /** A customer with a trade account (approved, 10 % off, 30 days, $1,000.00 credit unless told otherwise). */
    tradeCustomer: async (terms: TradeTerms = {}): Promise<TestUser> => {
      const user = await bed.customer();
      await bed.giveTradeAccount(user.id, terms);
      return user;
    },
    giveTradeAccount: async (userId: string, { discountBasisPoints = 1_000, paymentTermsDays = 30, creditLimitCents = 100_000, status = 'approved' }: TradeTerms = {}): Promise<{ id: string }> => {
      const name = `Tier ${unique()}`;
      const [tier] = await app().database.db.insert(tradeTiers).values({ name, nameKey: name.toUpperCase(), discountBasisPoints }).returning();
      await app().database.db.insert(tradeAccounts).values({
        userId,
        status,
        companyName: `Sparks ${unique()} Ltd`,
        companyAddress: '7 Foundry Street\n62701 Springfield',
        vatNumber: '123456789',
        tierId: status === 'approved' ? tier!.id : null,
        paymentTermsDays: status === 'approved' ? paymentTermsDays : 0,
        creditLimitCents: status === 'approved' ? creditLimitCents : 0,
        refusalReason: status === 'refused' ? 'We could not confirm the VAT number' : null,
        decidedAt: status === 'applied' ? null : new Date(),
      });
      return tier!;
    },
    setTierDiscount: (tierId: string, discountBasisPoints: number) => app().database.db.update(tradeTiers).set({ discountBasisPoints }).where(eq(tradeTiers.id, tierId)),
    /** The credit the customer's open invoices use, as the checkout reads it. */
    creditUsed: async (userId: string) => (await tradeBuyerOf(app().database.db, userId)).invoice?.creditUsed,
    /** An answered quote of the customer, valid for a week, at these piece prices. */
    answeredQuote: async (userId: string, lines: { productId: string; quantity: number; unitPriceCents: number }[]) => {
      const validUntil = addDays(dayIn(app().shop.timeZone, new Date()), 7);
      const [quote] = await app().database.db.insert(quotes).values({ number: `Q-${unique()}`, userId, status: 'answered', validUntil, answeredAt: new Date() }).returning();
      await app().database.db.insert(quoteLines).values(lines.map((line, index) => ({ quoteId: quote!.id, lineNumber: index + 1, productId: line.productId, productName: `Quoted ${index + 1}`, quantity: line.quantity, unitPriceCents: line.unitPriceCents })));
      return quote!;
    },
    /** Puts lines in the customer's cart through the API. */
    fill: async (user: TestUser, lines: [string, number][]): Promise<void> => {
      for (const [productId, quantity] of lines) {
        const response = await app().app.inject({ method: 'PUT', url: `/api/cart/lines/${productId}`, headers: as(user), payload: { quantity } });
        expect(response.statusCode, response.body).toBe(200);
      }
    },
    reviewRequest: (user: TestUser, body: Record<string, unknown> = {}): Promise<LightMyRequestResponse> => app().app.inject({ method: 'POST', url: '/api/checkout/quote', headers: as(user), payload: { delivery: PICKUP, ...body } }),
    review: async (user: TestUser, body: Record<string, unknown> = {}): Promise<CheckoutQuote> => {
      const response = await bed.reviewRequest(user, body);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
    checkoutRequest: (user: TestUser, body: Record<string, unknown>): Promise<LightMyRequestResponse> =>
      app().app.inject({ method: 'POST', url: '/api/checkout', headers: as(user), payload: { delivery: PICKUP, phone: '+1 555 014 2290', payment: 'card', acceptTerms: true, ...body } }),
    /** Reviews (the cart, or the quote of `body.quoteId`), then places it as reviewed; answers the response. */
    reviewAndPlace: async (user: TestUser, body: Record<string, unknown> = {}): Promise<LightMyRequestResponse> => {
      const review = await bed.review(user, body);
      const revision = body.quoteId === undefined ? { cartRevision: review.cartRevision } : {};
      return bed.checkoutRequest(user, { ...revision, expectedTotal: review.total, ...body });
    },
    /** As `reviewAndPlace`, expecting 201; answers the order. */
    place: async (user: TestUser, body: Record<string, unknown> = {}): Promise<Order> => {
      const response = await bed.reviewAndPlace(user, body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ order: Order }>().order;
    },
    /** Fills the cart with `pieces` of a product of this price and places it on invoice; answers the order. */
    invoiceOrder: async (user: TestUser, priceCents: number, pieces = 1): Promise<Order> => {
      const product = await bed.product({ priceCents });
      await bed.fill(user, [[product.id, pieces]]);
      return bed.place(user, { payment: 'invoice' });
    },
    orderRow: async (orderId: string) => (await app().database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!,
    act: (user: TestUser, orderId: string, action: 'cancel' | 'ship' | 'deliver'): Promise<LightMyRequestResponse> => app().app.inject({ method: 'POST', url: `/api/orders/${orderId}/${action}`, headers: as(user) }),
    invoicesRequest: (query = '', user?: TestUser): Promise<LightMyRequestResponse> => app().app.inject({ method: 'GET', url: `/api/admin/trade-invoices${query}`, headers: as(user ?? bed.admin) }),
    invoices: async (query = ''): Promise<TradeInvoicePage> => {
      const response = await bed.invoicesRequest(query);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
    markPaid: (orderId: string, user?: TestUser): Promise<LightMyRequestResponse> => app().app.inject({ method: 'POST', url: `/api/admin/trade-invoices/${encodeURIComponent(orderId)}/paid`, headers: as(user ?? bed.admin) }),
    /** Moves an order's last day to pay `days` days before today (the shop's day). */
    dueDaysAgo: (orderId: string, days: number) =>
      app().database.db
        .update(orders)
        .set({ invoiceDueOn: addDays(dayIn(app().shop.timeZone, new Date()), -days) })
        .where(eq(orders.id, orderId)),
    /** Runs every outbox task that is due (the emails). */
    deliver: () => app().app.outbox.drain(),
    mailsAbout: (user: TestUser, orderNumber: string) => mailer.sent.filter((mail) => mail.to === user.email && mail.subject.includes(orderNumber)),
  };
  beforeAll(async () => {
    made.t = await createTestApp(kind, { mailer, env: { PUBLIC_URL, ...env } });
    made.admin = await signUpAdmin(made.t.app, made.t.database.db);
  });
  afterAll(() => made.t?.close());
  return bed;
}
