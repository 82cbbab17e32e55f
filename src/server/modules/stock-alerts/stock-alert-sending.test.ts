import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { stockAlertMessages } from '../../../shared/schemas/stock-alerts.js';
import { insertProduct } from '../../test/fixtures.js';
import { act, placeOrderFor } from '../../test/orders-helpers.js';
import { newAddress, PUBLIC_URL, stockAlertsTestBed } from '../../test/stock-alerts-test-bed.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { products } from '../catalog/catalog.tables.js';
import { returnStock } from '../catalog/stock.service.js';
import { claimWaitingAlerts } from './stock-alert-tasks.js';

describe.each(testDatabaseKinds())('back-in-stock emails on %s', (kind) => {
  const bed = stockAlertsTestBed(kind);
  const { soldOut, subscribe, unsubscribe, setStock, alertsOf, backInStockTasksOf, mailsTo, deliver } = bed;

  describe('sending when the product comes back', () => {
    it('sends one email per waiting address when an bed.admin raises the stock, with the product and unsubscribe links', async () => {
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
      await bed.t.database.db.update(products).set({ availableQuantity: 5 }).where(eq(products.id, product.id));
      const claimed = await Promise.all([claimWaitingAlerts(bed.t.database.db, product.id), claimWaitingAlerts(bed.t.database.db, product.id), claimWaitingAlerts(bed.t.database.db, product.id)]);
      expect(claimed.reduce((sum, n) => sum + n, 0)).toBe(3);
      await deliver();
      expect(await claimWaitingAlerts(bed.t.database.db, product.id)).toBe(0);
      for (const email of emails) expect(mailsTo(email)).toHaveLength(1);
    });

    it('keeps the alerts waiting when the product sold out again before they were handled', async () => {
      const product = await soldOut();
      const email = newAddress();
      await subscribe(product.id, email);
      expect(await claimWaitingAlerts(bed.t.database.db, product.id)).toBe(0);
      await deliver();
      expect(mailsTo(email)).toEqual([]);
      expect(await alertsOf(product.id)).toMatchObject([{ email, sentAt: null }]);
    });

    it('sends when lowering the minimum order makes the product orderable', async () => {
      const product = await insertProduct(bed.t.database.db, { availableQuantity: 4, minOrderQuantity: 5 });
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
      const product = await insertProduct(bed.t.database.db, { availableQuantity: 5, minOrderQuantity: 5 });
      const order = await placeOrderFor(bed.t.app, bed.customer, product.id, 5);
      const email = newAddress();
      expect((await subscribe(product.id, email)).statusCode).toBe(201);
      await deliver();
      expect(mailsTo(email)).toEqual([]);

      expect((await act(bed.t.app, bed.customer, order.id, 'cancel')).statusCode).toBe(200);
      await deliver();
      expect(mailsTo(email)).toHaveLength(1);
      expect(mailsTo(email)[0]?.subject).toBe(`${product.name} is back in stock`);
    });

    it('records nothing when a cancellation leaves a product that was orderable anyway', async () => {
      const product = await insertProduct(bed.t.database.db, { availableQuantity: 10, minOrderQuantity: 1 });
      const order = await placeOrderFor(bed.t.app, bed.customer, product.id, 2);
      expect((await act(bed.t.app, bed.customer, order.id, 'cancel')).statusCode).toBe(200);
      expect(await backInStockTasksOf(product.id)).toEqual([]);
    });

    it('tries again when the mail server fails, and still sends once', async () => {
      const product = await soldOut();
      const email = newAddress();
      await subscribe(product.id, email);
      bed.refusedMails.set(email, 1);
      await setStock(product.id, { availableQuantity: 6 });
      await deliver();
      // The mail server refused the first attempt.
      expect(bed.refusedMails.get(email)).toBe(0);
      // The outbox runs the email again after its back-off (about a second): it arrives once,
      // on the second attempt. (Whether the retry came before this line depends on the
      // machine's speed, so the attempts are counted rather than the mailbox looked at in between.)
      await vi.waitFor(() => expect(mailsTo(email)).toHaveLength(1), { timeout: 15_000, interval: 100 });
      await deliver();
      expect(mailsTo(email)).toHaveLength(1);
      const [alert] = await alertsOf(product.id);
      const tasks = await bed.emailTasksOf(alert!.id);
      expect(tasks).toMatchObject([{ attempts: 2, lastError: null }]);
      expect(tasks[0]?.doneAt).toBeInstanceOf(Date);
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
        bed.t.database.db.transaction(async (tx) => {
          await returnStock(tx, [{ productId: product.id, quantity: 7 }]);
          throw new Error('something later in the transaction failed');
        }),
      ).rejects.toThrow('something later in the transaction failed');
      expect(await backInStockTasksOf(product.id)).toEqual([]);
      await deliver();
      expect(mailsTo(email)).toEqual([]);
      expect(await alertsOf(product.id)).toMatchObject([{ email, sentAt: null }]);
      expect((await bed.t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json().availableQuantity).toBe(0);

      // The alert still waits, and goes when the stock really comes back.
      await setStock(product.id, { availableQuantity: 2 });
      await deliver();
      expect(mailsTo(email)).toHaveLength(1);
    });
  });

});
