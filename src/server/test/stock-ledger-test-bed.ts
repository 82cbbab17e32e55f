import { eq, inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { offeredSlots } from '../../shared/delivery.js';
import type { CheckoutQuote } from '../../shared/schemas/checkout.js';
import type { Order } from '../../shared/schemas/orders.js';
import type { LowStockInbox, StockHistory } from '../../shared/schemas/stock-ledger.js';
import { outboxTasksNaming } from './outbox-tasks.js';
import { signUp, signUpConfirmed, type TestUser } from './accounts-helpers.js';
import { capturingMailer } from './capturing-mailer.js';
import { orderForm } from './orders-helpers.js';
import { storedPictureKey } from './picture-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';
import type { DatabaseKind } from './test-database.js';
import { users } from '../modules/accounts/accounts.tables.js';
import { checkoutSettings, deliveryZones } from '../modules/delivery/delivery.tables.js';
import { expireDueOrders } from '../modules/orders/order-expiry.js';
import { orders } from '../modules/orders/orders.tables.js';
import { products } from '../modules/catalog/catalog.tables.js';
import { createCategory } from '../modules/catalog/categories.service.js';
import { lowStockNotices, stockMovements } from '../modules/catalog/stock-ledger.tables.js';

export const PUBLIC_URL = 'https://shop.example';

let zones = 0;

/** The headers of a request made as this user (none: a visitor). */
function as(user: TestUser | null): Record<string, string> {
  return user ? { cookie: user.cookie } : {};
}

/**
 * The shop of the stock-ledger tests (a test file's describe block calls it): an admin and a
 * customer with names, products added through the API, and the requests that move stock: orders
 * (one product, or a cart paid in cash on delivery), cancellations, expiries and admins' edits.
 */
export function stockLedgerTestBed(kind: DatabaseKind) {
  const mailer = capturingMailer();
  const bed = {
    t: undefined as unknown as TestApp,
    mailer,
    admin: undefined as unknown as TestUser,
    customer: undefined as unknown as TestUser,
    imageKey: '',
    categoryId: '',
    as,
    /** POST /api/products as the admin; answers the response. */
    addRequest: (fields: Record<string, unknown>, user?: TestUser | null): Promise<LightMyRequestResponse> =>
      bed.t.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: as(user === undefined ? bed.admin : user),
        payload: { name: 'Ledger Drill', price: 4_999, availableQuantity: 20, minOrderQuantity: 1, description: 'A drill whose stock is followed.', imageKey: bed.imageKey, categoryId: bed.categoryId, ...fields },
      }),
    /** Adds a product through the API; answers its id. */
    add: async (fields: Record<string, unknown> = {}): Promise<string> => {
      const response = await bed.addRequest(fields);
      expect(response.statusCode, response.body).toBe(201);
      return response.json().product.id;
    },
    editRequest: (productId: string, changes: Record<string, unknown>, user?: TestUser | null): Promise<LightMyRequestResponse> =>
      bed.t.app.inject({ method: 'PATCH', url: `/api/products/${productId}`, headers: as(user === undefined ? bed.admin : user), payload: changes }),
    edit: async (productId: string, changes: Record<string, unknown>): Promise<void> => {
      const response = await bed.editRequest(productId, changes);
      expect(response.statusCode, response.body).toBe(200);
    },
    /** A one-product order (paid by card, so it expires when unpaid). */
    order: async (productId: string, quantity: number, user?: TestUser): Promise<Order> => {
      const response = await bed.t.app.inject({ method: 'POST', url: '/api/orders', headers: as(user ?? bed.customer), payload: { ...orderForm, productId, quantity } });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().order;
    },
    act: (user: TestUser, orderId: string, action: 'cancel' | 'ship' | 'deliver'): Promise<LightMyRequestResponse> => bed.t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/${action}`, headers: as(user) }),
    cancel: async (orderId: string, user?: TestUser): Promise<void> => {
      const response = await bed.act(user ?? bed.customer, orderId, 'cancel');
      expect(response.statusCode, response.body).toBe(200);
    },
    /** As if the orders' time to pay had run out, then the shop's sweep. */
    expire: async (orderIds: string[]): Promise<number> => {
      await bed.t.database.db.update(orders).set({ paymentDueAt: sql`now() - interval '1 second'` }).where(inArray(orders.id, orderIds));
      return expireDueOrders(bed.t.database.db);
    },
    /** A cart of these lines, checked out for home delivery and paid in cash on delivery. */
    cashOnDeliveryOrder: async (user: TestUser, lines: [string, number][]): Promise<Order> => {
      zones += 1;
      const prefix = `${kind === 'pglite' ? 6 : 7}${String(zones).padStart(3, '0')}`;
      await bed.t.database.db.insert(deliveryZones).values({ name: `Zone ${prefix}`, postcodePrefixes: [prefix], feeCents: 990, siteFeeCents: 2490, freeFromCents: null, slotCapacity: 50 });
      await bed.t.database.db.update(checkoutSettings).set({ cashOnDeliveryMaxCents: 10_000_000 });
      for (const [productId, quantity] of lines) {
        const put = await bed.t.app.inject({ method: 'PUT', url: `/api/cart/lines/${productId}`, headers: as(user), payload: { quantity } });
        expect(put.statusCode, put.body).toBe(200);
      }
      const slot = offeredSlots(bed.t.shop.delivery, bed.t.shop.timeZone, new Date())[0]!;
      const address = { recipient: 'Ada Builder', phone: '+1 555 014 2290', street: '12 Foundry Street', postcode: `${prefix}1`, city: 'Springfield', district: '' };
      const delivery = { method: 'home', address, slot };
      const quoted = await bed.t.app.inject({ method: 'POST', url: '/api/checkout/quote', headers: as(user), payload: { delivery } });
      expect(quoted.statusCode, quoted.body).toBe(200);
      const quote = quoted.json<CheckoutQuote>();
      const placed = await bed.t.app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: as(user),
        payload: { phone: '+1 555 014 2290', payment: 'cash_on_delivery', acceptTerms: true, cartRevision: quote.cartRevision, expectedTotal: quote.total, delivery },
      });
      expect(placed.statusCode, placed.body).toBe(201);
      return placed.json().order;
    },
    historyRequest: (productId: string, query = '', user?: TestUser | null): Promise<LightMyRequestResponse> =>
      bed.t.app.inject({ method: 'GET', url: `/api/admin/products/${productId}/stock-movements${query}`, headers: as(user === undefined ? bed.admin : user) }),
    /** The whole history through the API, newest first. */
    history: async (productId: string): Promise<StockHistory> => {
      const response = await bed.historyRequest(productId, '?pageSize=100');
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
    inbox: async (): Promise<LowStockInbox> => {
      const response = await bed.t.app.inject({ method: 'GET', url: '/api/admin/low-stock-notices?pageSize=100', headers: as(bed.admin) });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
    stockOf: async (productId: string): Promise<number | undefined> => (await bed.t.database.db.select().from(products).where(eq(products.id, productId)))[0]?.availableQuantity,
    movementsOf: (productId: string): Promise<(typeof stockMovements.$inferSelect)[]> => bed.t.database.db.select().from(stockMovements).where(eq(stockMovements.productId, productId)),
    noticesOf: (productId: string): Promise<(typeof lowStockNotices.$inferSelect)[]> => bed.t.database.db.select().from(lowStockNotices).where(eq(lowStockNotices.productId, productId)),
    /** The low-stock email tasks recorded for these notices. */
    emailTasksOf: (noticeIds: string[]) => outboxTasksNaming(bed.t.database.db, 'low-stock-email', 'noticeId', noticeIds),
    /** Runs every outbox task that is due. */
    deliver: (): Promise<void> => bed.t.app.outbox.drain(),
  };
  beforeAll(async () => {
    bed.t = await createTestApp(kind, { mailer, env: { PUBLIC_URL, ADMIN_EMAILS: 'owner@shop.example' } });
    bed.admin = await signUp(bed.t.app, { name: 'Alma Admin' });
    await bed.t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, bed.admin.id));
    bed.customer = await signUpConfirmed(bed.t.app, bed.t.database.db, { name: 'Casey Customer' });
    bed.imageKey = await storedPictureKey(bed.t);
    bed.categoryId = (await createCategory(bed.t.database.db, { name: `Ledger tools ${kind}` })).id;
  });
  afterAll(() => bed.t.close());
  return bed;
}
