import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountMessages } from '../../../shared/accounts.js';
import { stockAlertMessages } from '../../../shared/schemas/stock-alerts.js';
import { signUp, signUpAdmin, type TestUser } from '../../test/accounts-helpers.js';
import type { Mailer } from '../../mail/mailer.js';
import { capturingMailer } from '../../test/capturing-mailer.js';
import { insertProduct } from '../../test/fixtures.js';
import { act, placeOrderFor } from '../../test/orders-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { outboxTasks } from '../../outbox/outbox.tables.js';
import { products } from '../catalog/catalog.tables.js';
import { returnStock } from '../catalog/stock.service.js';
import { claimWaitingAlerts } from './stock-alert-tasks.js';
import { STOCK_ALERT_RATE_LIMIT } from './stock-alerts.routes.js';
import { MAX_WAITING_ALERTS_PER_ADDRESS } from './stock-alerts.service.js';
import { stockAlerts } from './stock-alerts.tables.js';

const PUBLIC_URL = 'https://shop.example';

let clients = 0;
/** A client address of its own, so the per-address limit is met only where a test means to. */
function nextClient(): string {
  clients += 1;
  return `10.77.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`;
}

let addresses = 0;
function newAddress(): string {
  addresses += 1;
  return `waiting-${addresses}-${Date.now()}@example.com`;
}

describe.each(testDatabaseKinds())('back-in-stock alerts on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  const mailer = capturingMailer();
  /** The mail server refuses this many messages before it takes them again. */
  let mailServerDown = 0;
  const flakyMailer: Mailer = {
    async send(mail) {
      if (mailServerDown > 0) {
        mailServerDown -= 1;
        throw new Error('the mail server is unavailable');
      }
      await mailer.send(mail);
    },
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { mailer: flakyMailer, env: { PUBLIC_URL } });
    admin = await signUpAdmin(t.app, t.database.db);
    customer = await signUp(t.app);
  });
  afterAll(() => t.close());

  const soldOut = (overrides: { minOrderQuantity?: number } = {}) => insertProduct(t.database.db, { availableQuantity: 0, ...overrides });
  const subscribe = (productId: string, email: unknown, remoteAddress = nextClient()) =>
    t.app.inject({ method: 'POST', url: `/api/products/${productId}/stock-alerts`, payload: { email }, remoteAddress });
  const unsubscribe = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/stock-alerts/unsubscribe', payload, remoteAddress: nextClient() });
  const setStock = async (productId: string, changes: { availableQuantity?: number; minOrderQuantity?: number }) => {
    const response = await t.app.inject({ method: 'PATCH', url: `/api/products/${productId}`, headers: { cookie: admin.cookie }, payload: changes });
    expect(response.statusCode, response.body).toBe(200);
  };
  const alertsOf = (productId: string) => t.database.db.select().from(stockAlerts).where(eq(stockAlerts.productId, productId));
  const backInStockTasksOf = async (productId: string) =>
    (await t.database.db.select().from(outboxTasks).where(eq(outboxTasks.kind, 'product-back-in-stock'))).filter((task) => (task.payload as { productId?: string }).productId === productId);
  const mailsTo = (email: string) => mailer.sent.filter((mail) => mail.to === email);
  /** Runs every outbox task that is due (the product's, then the emails it records). */
  const deliver = () => t.app.outbox.drain();

  describe('asking for an alert', () => {
    it('stores one alert per address and product, the address in lower case, and answers the same every time', async () => {
      const product = await soldOut();
      const email = newAddress();
      const first = await subscribe(product.id, `  ${email.toUpperCase()} `);
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json()).toEqual({ message: stockAlertMessages.created });
      const again = await subscribe(product.id, email);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual({ message: stockAlertMessages.created });

      const rows = await alertsOf(product.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email, sentAt: null });
      expect(rows[0]?.token).toMatch(/^[\w-]{43}$/);
      // Nothing is mailed to confirm: the answer and the inbox tell nobody whether an address is known.
      await deliver();
      expect(mailsTo(email)).toEqual([]);
    });

    it('finds the product by its readable address too', async () => {
      const product = await soldOut();
      expect((await subscribe(product.slug, newAddress())).statusCode).toBe(201);
      expect(await alertsOf(product.id)).toHaveLength(1);
    });

    it('answers 409 for a product that can be ordered now, and stores nothing', async () => {
      const product = await insertProduct(t.database.db, { availableQuantity: 5, minOrderQuantity: 5 });
      const response = await subscribe(product.id, newAddress());
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'CONFLICT', detail: stockAlertMessages.inStock });
      expect(await alertsOf(product.id)).toEqual([]);
    });

    it('counts a product below its minimum order as out of stock', async () => {
      const product = await insertProduct(t.database.db, { availableQuantity: 4, minOrderQuantity: 5 });
      expect((await subscribe(product.id, newAddress())).statusCode).toBe(201);
    });

    it('answers 404 for an unknown or removed product', async () => {
      for (const id of [randomUUID(), 'no-such-product', 'x'.repeat(100)]) {
        const response = await subscribe(id, newAddress());
        expect(response.statusCode, id).toBe(404);
        expect(response.json().code).toBe('NOT_FOUND');
      }
      const removed = await soldOut();
      expect((await t.app.inject({ method: 'DELETE', url: `/api/products/${removed.id}`, headers: { cookie: admin.cookie } })).statusCode).toBe(200);
      expect((await subscribe(removed.id, newAddress())).statusCode).toBe(404);
      expect(await alertsOf(removed.id)).toEqual([]);
    });

    it('refuses a missing or malformed address with a readable message on the field', async () => {
      const product = await soldOut();
      for (const email of ['not-an-address', '', 'a@b', `${'x'.repeat(250)}@example.com`, 42, undefined]) {
        const response = await subscribe(product.id, email);
        expect(response.statusCode, String(email)).toBe(400);
        const problem = response.json();
        expect(problem.code).toBe('VALIDATION_FAILED');
        expect(problem.errors).toContainEqual({ field: 'email', message: email === '' || typeof email !== 'string' ? accountMessages.emailRequired : accountMessages.emailInvalid });
      }
      const bad = await subscribe(product.id, 'not-an-address');
      expect(bad.json().errors).toEqual([{ field: 'email', message: 'Provide a valid email' }]);
      expect(await alertsOf(product.id)).toEqual([]);
    });

    it('refuses a request that another site makes a browser send', async () => {
      const product = await soldOut();
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/products/${product.id}/stock-alerts`,
        payload: { email: newAddress() },
        headers: { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
        remoteAddress: nextClient(),
      });
      expect(response.statusCode).toBe(403);
      expect(await alertsOf(product.id)).toEqual([]);
    });

    it('limits how many alerts one client address may ask for', async () => {
      const product = await soldOut();
      const client = nextClient();
      for (let i = 0; i < STOCK_ALERT_RATE_LIMIT.max; i += 1) expect((await subscribe(product.id, newAddress(), client)).statusCode).toBe(201);
      const limited = await subscribe(product.id, newAddress(), client);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED', detail: stockAlertMessages.rateLimited });
      expect(await alertsOf(product.id)).toHaveLength(STOCK_ALERT_RATE_LIMIT.max);
      expect((await subscribe(product.id, newAddress())).statusCode).toBe(201);
    });

    it('lets one address wait for a bounded number of products, answering the same past the bound', async () => {
      const email = newAddress();
      const products = await Promise.all(Array.from({ length: MAX_WAITING_ALERTS_PER_ADDRESS + 1 }, () => soldOut()));
      for (const product of products) {
        const response = await subscribe(product.id, email);
        expect(response.statusCode).toBe(201);
        expect(response.json()).toEqual({ message: stockAlertMessages.created });
      }
      const stored = await t.database.db.select().from(stockAlerts).where(eq(stockAlerts.email, email));
      expect(stored).toHaveLength(MAX_WAITING_ALERTS_PER_ADDRESS);
      expect(stored.map((row) => row.productId)).not.toContain(products.at(-1)?.id);
    });
  });

  describe('sending when the product comes back', () => {
    it('sends one email per waiting address when an admin raises the stock, with the product and unsubscribe links', async () => {
      const product = await soldOut();
      const [first, second] = [newAddress(), newAddress()];
      await subscribe(product.id, first);
      await subscribe(product.id, second);
      await deliver();
      expect(mailsTo(first)).toEqual([]);

      await setStock(product.id, { availableQuantity: 12 });
      await deliver();
      const [token] = (await alertsOf(product.id)).filter((row) => row.email === first).map((row) => row.token);
      const unsubscribeUrl = `${PUBLIC_URL}/stock-alerts/unsubscribe?token=${token}`;
      const productUrl = `${PUBLIC_URL}/product/${product.slug}`;
      const mails = mailsTo(first);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail?.subject).toBe(`${product.name} is back in stock`);
      expect(mail?.text).toContain(productUrl);
      expect(mail?.text).toContain(unsubscribeUrl);
      expect(mail?.html).toContain(`href="${productUrl}"`);
      expect(mail?.html).toContain(`href="${unsubscribeUrl}"`);
      expect(mail?.headers).toEqual({ 'List-Unsubscribe': `<${unsubscribeUrl}>` });
      expect(mailsTo(second)).toHaveLength(1);
      expect((await alertsOf(product.id)).every((row) => row.sentAt !== null)).toBe(true);
    });

    it('sends nothing more when the stock comes back again later', async () => {
      const product = await soldOut();
      const email = newAddress();
      await subscribe(product.id, email);
      await setStock(product.id, { availableQuantity: 3 });
      await deliver();
      expect(mailsTo(email)).toHaveLength(1);

      await setStock(product.id, { availableQuantity: 10 });
      await setStock(product.id, { availableQuantity: 0 });
      await setStock(product.id, { availableQuantity: 8 });
      await deliver();
      expect(mailsTo(email)).toHaveLength(1);
    });

    it('claims each waiting alert once, however many times and places the return is handled', async () => {
      const product = await soldOut();
      const emails = [newAddress(), newAddress(), newAddress()];
      for (const email of emails) await subscribe(product.id, email);
      await t.database.db.update(products).set({ availableQuantity: 5 }).where(eq(products.id, product.id));
      const claimed = await Promise.all([claimWaitingAlerts(t.database.db, product.id), claimWaitingAlerts(t.database.db, product.id), claimWaitingAlerts(t.database.db, product.id)]);
      expect(claimed.reduce((sum, n) => sum + n, 0)).toBe(3);
      await deliver();
      expect(await claimWaitingAlerts(t.database.db, product.id)).toBe(0);
      for (const email of emails) expect(mailsTo(email)).toHaveLength(1);
    });

    it('keeps the alerts waiting when the product sold out again before they were handled', async () => {
      const product = await soldOut();
      const email = newAddress();
      await subscribe(product.id, email);
      expect(await claimWaitingAlerts(t.database.db, product.id)).toBe(0);
      await deliver();
      expect(mailsTo(email)).toEqual([]);
      expect(await alertsOf(product.id)).toMatchObject([{ email, sentAt: null }]);
    });

    it('sends when lowering the minimum order makes the product orderable', async () => {
      const product = await insertProduct(t.database.db, { availableQuantity: 4, minOrderQuantity: 5 });
      const email = newAddress();
      await subscribe(product.id, email);
      await setStock(product.id, { availableQuantity: 4 });
      await deliver();
      expect(mailsTo(email)).toEqual([]);
      await setStock(product.id, { minOrderQuantity: 2 });
      await deliver();
      expect(mailsTo(email)).toHaveLength(1);
    });

    it('writes again after the address asks again for a product that sold out again', async () => {
      const product = await soldOut();
      const email = newAddress();
      await subscribe(product.id, email);
      await setStock(product.id, { availableQuantity: 3 });
      await deliver();
      await setStock(product.id, { availableQuantity: 0 });
      expect((await subscribe(product.id, email)).statusCode).toBe(201);
      expect(await alertsOf(product.id)).toHaveLength(1);
      await setStock(product.id, { availableQuantity: 3 });
      await deliver();
      expect(mailsTo(email)).toHaveLength(2);
    });

    it('sends when a cancelled order gives back the pieces that make the product orderable', async () => {
      const product = await insertProduct(t.database.db, { availableQuantity: 5, minOrderQuantity: 5 });
      const order = await placeOrderFor(t.app, customer, product.id, 5);
      const email = newAddress();
      expect((await subscribe(product.id, email)).statusCode).toBe(201);
      await deliver();
      expect(mailsTo(email)).toEqual([]);

      expect((await act(t.app, customer, order.id, 'cancel')).statusCode).toBe(200);
      await deliver();
      expect(mailsTo(email)).toHaveLength(1);
      expect(mailsTo(email)[0]?.subject).toBe(`${product.name} is back in stock`);
    });

    it('records nothing when a cancellation leaves a product that was orderable anyway', async () => {
      const product = await insertProduct(t.database.db, { availableQuantity: 10, minOrderQuantity: 1 });
      const order = await placeOrderFor(t.app, customer, product.id, 2);
      expect((await act(t.app, customer, order.id, 'cancel')).statusCode).toBe(200);
      expect(await backInStockTasksOf(product.id)).toEqual([]);
    });

    it('tries again when the mail server fails, and still sends once', async () => {
      const product = await soldOut();
      const email = newAddress();
      await subscribe(product.id, email);
      mailServerDown = 1;
      await setStock(product.id, { availableQuantity: 6 });
      await deliver();
      expect(mailServerDown).toBe(0);
      expect(mailsTo(email)).toEqual([]);
      // The outbox runs the email again after its back-off (about a second).
      await vi.waitFor(() => expect(mailsTo(email)).toHaveLength(1), { timeout: 15_000, interval: 100 });
      await deliver();
      expect(mailsTo(email)).toHaveLength(1);
    });

    it('does not write to an address that unsubscribed', async () => {
      const product = await soldOut();
      const [leaving, staying] = [newAddress(), newAddress()];
      await subscribe(product.id, leaving);
      await subscribe(product.id, staying);
      const token = (await alertsOf(product.id)).find((row) => row.email === leaving)?.token;

      const response = await unsubscribe({ token });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: stockAlertMessages.unsubscribed });
      expect((await alertsOf(product.id)).map((row) => row.email)).toEqual([staying]);

      await setStock(product.id, { availableQuantity: 20 });
      await deliver();
      expect(mailsTo(leaving)).toEqual([]);
      expect(mailsTo(staying)).toHaveLength(1);
    });

    it('does not send when the transaction that gave the stock back rolls back', async () => {
      const product = await soldOut();
      const email = newAddress();
      await subscribe(product.id, email);
      await expect(
        t.database.db.transaction(async (tx) => {
          await returnStock(tx, product.id, 7);
          throw new Error('something later in the transaction failed');
        }),
      ).rejects.toThrow('something later in the transaction failed');
      expect(await backInStockTasksOf(product.id)).toEqual([]);
      await deliver();
      expect(mailsTo(email)).toEqual([]);
      expect(await alertsOf(product.id)).toMatchObject([{ email, sentAt: null }]);
      expect((await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json().availableQuantity).toBe(0);

      // The alert still waits, and goes when the stock really comes back.
      await setStock(product.id, { availableQuantity: 2 });
      await deliver();
      expect(mailsTo(email)).toHaveLength(1);
    });
  });

  describe('unsubscribing', () => {
    it('works once: the same link afterwards, or an unknown one, is not valid', async () => {
      const product = await soldOut();
      await subscribe(product.id, newAddress());
      const [alert] = await alertsOf(product.id);
      expect((await unsubscribe({ token: alert?.token })).statusCode).toBe(200);
      for (const token of [alert?.token, 'not-a-real-token']) {
        const response = await unsubscribe({ token });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'NOT_FOUND', detail: stockAlertMessages.linkInvalid });
      }
    });

    it('refuses a missing or oversized token with the link message', async () => {
      for (const payload of [{}, { token: '' }, { token: 'x'.repeat(201) }, { token: 7 }]) {
        const response = await unsubscribe(payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().errors).toEqual([{ field: 'token', message: stockAlertMessages.linkInvalid }]);
      }
    });

    it('still works after the email went, and forgets the address', async () => {
      const product = await soldOut();
      const email = newAddress();
      await subscribe(product.id, email);
      await setStock(product.id, { availableQuantity: 1 });
      await deliver();
      const link = /\/stock-alerts\/unsubscribe\?token=([\w-]+)/.exec(mailsTo(email)[0]?.text ?? '')?.[1];
      expect(link).toBeDefined();
      expect((await unsubscribe({ token: link })).statusCode).toBe(200);
      expect(await alertsOf(product.id)).toEqual([]);
    });
  });
});
