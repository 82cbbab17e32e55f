import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '../../../shared/accounts.js';
import { stockAlertMessages } from '../../../shared/schemas/stock-alerts.js';
import { insertProduct } from '../../test/fixtures.js';
import { newAddress, nextClient, stockAlertsTestBed } from '../../test/stock-alerts-test-bed.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { STOCK_ALERT_RATE_LIMIT } from './stock-alerts.routes.js';
import { MAX_WAITING_ALERTS_PER_ADDRESS } from './stock-alerts.service.js';
import { stockAlerts } from './stock-alerts.tables.js';

describe.each(testDatabaseKinds())('back-in-stock alerts on %s', (kind) => {
  const bed = stockAlertsTestBed(kind);
  const { soldOut, subscribe, unsubscribe, setStock, alertsOf, mailsTo, deliver } = bed;

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
      const product = await insertProduct(bed.t.database.db, { availableQuantity: 5, minOrderQuantity: 5 });
      const response = await subscribe(product.id, newAddress());
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'CONFLICT', detail: stockAlertMessages.inStock });
      expect(await alertsOf(product.id)).toEqual([]);
    });

    it('counts a product below its minimum order as out of stock', async () => {
      const product = await insertProduct(bed.t.database.db, { availableQuantity: 4, minOrderQuantity: 5 });
      expect((await subscribe(product.id, newAddress())).statusCode).toBe(201);
    });

    it('answers 404 for an unknown or removed product', async () => {
      for (const id of [randomUUID(), 'no-such-product', 'x'.repeat(100)]) {
        const response = await subscribe(id, newAddress());
        expect(response.statusCode, id).toBe(404);
        expect(response.json().code).toBe('NOT_FOUND');
      }
      const removed = await soldOut();
      expect((await bed.t.app.inject({ method: 'DELETE', url: `/api/products/${removed.id}`, headers: { cookie: bed.admin.cookie } })).statusCode).toBe(200);
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
      const response = await bed.t.app.inject({
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
      const stored = await bed.t.database.db.select().from(stockAlerts).where(eq(stockAlerts.email, email));
      expect(stored).toHaveLength(MAX_WAITING_ALERTS_PER_ADDRESS);
      expect(stored.map((row) => row.productId)).not.toContain(products.at(-1)?.id);
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
