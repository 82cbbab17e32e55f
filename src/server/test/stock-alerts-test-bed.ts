import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Mailer } from '../mail/mailer.js';
import { PRODUCT_BACK_IN_STOCK_TASK } from '../modules/catalog/stock-tasks.js';
import { STOCK_ALERT_EMAIL_TASK } from '../modules/stock-alerts/stock-alert-tasks.js';
import { stockAlerts } from '../modules/stock-alerts/stock-alerts.tables.js';
import { signUp, signUpAdmin, type TestUser } from './accounts-helpers.js';
import { capturingMailer } from './capturing-mailer.js';
import { insertProduct } from './fixtures.js';
import { outboxTasksNaming } from './outbox-tasks.js';
import { createTestApp, type TestApp } from './test-app.js';
import type { DatabaseKind } from './test-database.js';

export const PUBLIC_URL = 'https://shop.example';

let clients = 0;
/** A client address of its own, so the per-address limit is met only where a test means to. */
export function nextClient(): string {
  clients += 1;
  return `10.77.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`;
}

let addresses = 0;
export function newAddress(): string {
  addresses += 1;
  return `waiting-${addresses}-${Date.now()}@example.com`;
}

/**
 * The shop of the back-in-stock tests (a test file's describe block calls it): an admin, a
 * customer, a mail server that can be made to refuse messages, and the requests the tests make.
 */
export function stockAlertsTestBed(kind: DatabaseKind) {
  const mailer = capturingMailer();
  const bed = {
    t: undefined as unknown as TestApp,
    admin: undefined as unknown as TestUser,
    customer: undefined as unknown as TestUser,
    /** The mail server refuses this many messages to an address before it takes them again (other tests' mail still goes through). */
    refusedMails: new Map<string, number>(),
    soldOut: (overrides: { minOrderQuantity?: number } = {}) => insertProduct(bed.t.database.db, { availableQuantity: 0, ...overrides }),
    subscribe: (productId: string, email: unknown, remoteAddress = nextClient()) =>
      bed.t.app.inject({ method: 'POST', url: `/api/products/${productId}/stock-alerts`, payload: { email }, remoteAddress }),
    unsubscribe: (payload: Record<string, unknown>) => bed.t.app.inject({ method: 'POST', url: '/api/stock-alerts/unsubscribe', payload, remoteAddress: nextClient() }),
    setStock: async (productId: string, changes: { availableQuantity?: number; minOrderQuantity?: number }) => {
      const response = await bed.t.app.inject({ method: 'PATCH', url: `/api/products/${productId}`, headers: { cookie: bed.admin.cookie }, payload: changes });
      expect(response.statusCode, response.body).toBe(200);
    },
    alertsOf: (productId: string) => bed.t.database.db.select().from(stockAlerts).where(eq(stockAlerts.productId, productId)),
    backInStockTasksOf: (productId: string) => outboxTasksNaming(bed.t.database.db, PRODUCT_BACK_IN_STOCK_TASK, 'productId', [productId]),
    /** The outbox tasks that send the email of one alert (one per sending). */
    emailTasksOf: (alertId: string) => outboxTasksNaming(bed.t.database.db, STOCK_ALERT_EMAIL_TASK, 'alertId', [alertId]),
    mailsTo: (email: string) => mailer.shopMailTo(email),
    /** Runs every outbox task that is due (the product's, then the emails it records). */
    deliver: () => bed.t.app.outbox.drain(),
  };
  const flakyMailer: Mailer = {
    async send(mail) {
      const refusals = bed.refusedMails.get(mail.to) ?? 0;
      if (refusals > 0) {
        bed.refusedMails.set(mail.to, refusals - 1);
        throw new Error('the mail server is unavailable');
      }
      await mailer.send(mail);
    },
  };
  beforeAll(async () => {
    bed.t = await createTestApp(kind, { mailer: flakyMailer, env: { PUBLIC_URL } });
    bed.admin = await signUpAdmin(bed.t.app, bed.t.database.db);
    bed.customer = await signUp(bed.t.app);
  });
  afterAll(() => bed.t.close());
  return bed;
}
