import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stockLedgerMessages, type LowStockNotice } from '../../../shared/schemas/stock-ledger.js';
import { capturingMailer } from '../../test/capturing-mailer.js';
import { products } from './catalog.tables.js';
import { lowStockNotices } from './stock-ledger.tables.js';
import { sendLowStockEmail } from './low-stock-mail.js';
import { returnStock } from './stock.service.js';
import { PUBLIC_URL, stockLedgerTestBed } from '../../test/stock-ledger-test-bed.js';
import { testDatabaseKinds } from '../../test/test-database.js';

const UNKNOWN_ID = '4b0f4a36-2a8d-4c39-9a57-0d8a1f3e0c11';

/**
 * Issue 15 §2: a product's low-stock threshold. Falling to it opens one notice in the admins'
 * inbox and records one email, not again while the stock stays low; rising above resolves it.
 */
describe.each(testDatabaseKinds())('low-stock notices on %s', (kind) => {
  const bed = stockLedgerTestBed(kind);
  const noticeIn = async (productId: string): Promise<LowStockNotice | undefined> => (await bed.inbox()).items.find((notice) => notice.product.id === productId);
  const mailsAbout = (name: string) => bed.mailer.sent.filter((mail) => mail.subject.includes(name));

  it('opens one notice and one email when an order takes the stock to the threshold, and no other while it stays low', async () => {
    const name = 'Threshold Grinder';
    const id = await bed.add({ name, availableQuantity: 8, lowStockThreshold: 5 });
    await bed.order(id, 2);
    expect(await bed.noticesOf(id)).toEqual([]);
    const crossing = await bed.order(id, 1);
    const notices = await bed.noticesOf(id);
    expect(notices).toMatchObject([{ quantity: 5, threshold: 5, resolvedAt: null, readAt: null }]);
    expect(await bed.emailTasksOf(notices.map((notice) => notice.id))).toHaveLength(1);

    await bed.order(id, 1);
    await bed.edit(id, { availableQuantity: 3 });
    expect(await bed.noticesOf(id)).toHaveLength(1);
    expect(await bed.emailTasksOf(notices.map((notice) => notice.id))).toHaveLength(1);

    const shown = await noticeIn(id);
    expect(shown).toMatchObject({ quantity: 5, threshold: 5, read: false, product: { id, name, availableQuantity: 3, lowStockThreshold: 5 } });
    expect((await bed.history(id)).items.find((movement) => movement.reason === 'order' && movement.quantityAfter === 5)?.orderNumber).toBe(crossing.number);

    await bed.deliver();
    const [mail, ...more] = mailsAbout(name);
    expect(more).toEqual([]);
    expect(mail?.to.split(', ')).toEqual(expect.arrayContaining([bed.admin.email.toLowerCase(), 'owner@shop.example']));
    expect(mail?.to).not.toContain(bed.customer.email.toLowerCase());
    expect(mail?.subject).toBe(`Low stock: ${name} (5 left)`);
    expect(mail?.text).toContain(`${PUBLIC_URL}/dashboard/products/${id}/stock`);
    expect(mail?.text).toContain(`${PUBLIC_URL}/dashboard/messages?show=low-stock`);
  });

  it('resolves the notice when stock rises above the threshold, and opens a new one on the next fall', async () => {
    const id = await bed.add({ availableQuantity: 6, lowStockThreshold: 4 });
    const order = await bed.order(id, 3);
    const [first] = await bed.noticesOf(id);
    expect(first).toMatchObject({ quantity: 3, resolvedAt: null });
    await bed.cancel(order.id);
    expect((await bed.noticesOf(id)).find((notice) => notice.id === first?.id)?.resolvedAt).toBeInstanceOf(Date);
    expect(await noticeIn(id)).toBeUndefined();

    await bed.order(id, 2);
    const open = (await bed.noticesOf(id)).filter((notice) => notice.resolvedAt === null);
    expect(open).toMatchObject([{ quantity: 4, threshold: 4 }]);
    expect(open[0]?.id).not.toBe(first?.id);
    // The first email was not handled and is not a day old: no second one (issue 39, hole 5).
    expect(await bed.emailTasksOf((await bed.noticesOf(id)).map((notice) => notice.id))).toHaveLength(1);
  });

  it('emails the admins once per product while stock dips to its threshold and back, until an admin handles it or a day has passed (issue 39, hole 5)', async () => {
    const id = await bed.add({ availableQuantity: 6, lowStockThreshold: 3 });
    const emails = async () => bed.emailTasksOf((await bed.noticesOf(id)).map((notice) => notice.id));
    const dipAndBack = async () => bed.cancel((await bed.order(id, 3)).id);
    for (let round = 0; round < 4; round += 1) await dipAndBack();
    expect(await bed.noticesOf(id)).toHaveLength(4);
    expect(await emails()).toHaveLength(1);

    // An admin reads the product's notice: the next dip mails again.
    const low = await bed.order(id, 3);
    const open = (await bed.noticesOf(id)).find((notice) => notice.resolvedAt === null);
    expect((await bed.t.app.inject({ method: 'POST', url: `/api/admin/low-stock-notices/${open!.id}/read`, headers: bed.as(bed.admin) })).statusCode).toBe(200);
    await bed.cancel(low.id);
    await dipAndBack();
    expect(await emails()).toHaveLength(2);
    await dipAndBack();
    expect(await emails()).toHaveLength(2);

    // A day after the last email, unhandled, the next dip mails again.
    await bed.t.database.db.update(lowStockNotices).set({ emailedAt: sql`emailed_at - interval '25 hours'` }).where(and(eq(lowStockNotices.productId, id), isNotNull(lowStockNotices.emailedAt)));
    await dipAndBack();
    expect(await emails()).toHaveLength(3);
  });

  it('resolves through an admin raising the stock, lowering the threshold or clearing it; at the threshold stays low', async () => {
    const id = await bed.add({ availableQuantity: 10, lowStockThreshold: 10 });
    const open = async () => (await bed.noticesOf(id)).filter((notice) => notice.resolvedAt === null);
    expect(await open()).toMatchObject([{ quantity: 10, threshold: 10 }]);
    await bed.edit(id, { availableQuantity: 11 });
    expect(await open()).toEqual([]);
    await bed.edit(id, { lowStockThreshold: 12 });
    expect(await open()).toMatchObject([{ quantity: 11, threshold: 12 }]);
    await bed.edit(id, { lowStockThreshold: 5 });
    expect(await open()).toEqual([]);
    await bed.edit(id, { availableQuantity: 2 });
    expect(await open()).toHaveLength(1);
    await bed.edit(id, { lowStockThreshold: null });
    expect(await open()).toEqual([]);
  });

  it('does not open a notice for a product without a threshold, or a threshold of 0 until it is sold out', async () => {
    const none = await bed.add({ availableQuantity: 3 });
    await bed.order(none, 3);
    expect(await bed.noticesOf(none)).toEqual([]);
    const zero = await bed.add({ availableQuantity: 3, lowStockThreshold: 0 });
    await bed.order(zero, 2);
    expect(await bed.noticesOf(zero)).toEqual([]);
    await bed.order(zero, 1);
    expect(await bed.noticesOf(zero)).toMatchObject([{ quantity: 0, threshold: 0 }]);
  });

  it('marks a notice read: it leaves the inbox, stays open, and no other comes while the stock stays low', async () => {
    const id = await bed.add({ availableQuantity: 4, lowStockThreshold: 5 });
    const notice = await noticeIn(id);
    expect(notice).toBeDefined();
    const marked = await bed.t.app.inject({ method: 'POST', url: `/api/admin/low-stock-notices/${notice!.id}/read`, headers: bed.as(bed.admin) });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({ message: stockLedgerMessages.noticeRead, notice: { id: notice!.id, read: true } });
    const again = await bed.t.app.inject({ method: 'POST', url: `/api/admin/low-stock-notices/${notice!.id}/read`, headers: bed.as(bed.admin) });
    expect(again.statusCode).toBe(200);
    expect(await noticeIn(id)).toBeUndefined();

    await bed.order(id, 1);
    expect(await bed.noticesOf(id)).toMatchObject([{ id: notice!.id, resolvedAt: null }]);
    expect(await noticeIn(id)).toBeUndefined();
  });

  it('lists the open notices newest first, and not those of products removed from the shop', async () => {
    const older = await bed.add({ availableQuantity: 1, lowStockThreshold: 1 });
    const newer = await bed.add({ availableQuantity: 1, lowStockThreshold: 1 });
    const removed = await bed.add({ availableQuantity: 1, lowStockThreshold: 1 });
    expect((await bed.t.app.inject({ method: 'DELETE', url: `/api/products/${removed}`, headers: bed.as(bed.admin) })).statusCode).toBe(200);
    const inbox = await bed.inbox();
    const ids = inbox.items.map((notice) => notice.product.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(ids).not.toContain(removed);
    expect(inbox.unread).toBe(inbox.total);
  });

  it('sends no email when the stock rose again (or the product left the shop) before it could go', async () => {
    const mailer = capturingMailer();
    const mailing = { mailer, publicUrl: PUBLIC_URL, shopName: 'The shop', ownerEmails: [] };
    const restocked = await bed.add({ availableQuantity: 2, lowStockThreshold: 2 });
    const [notice] = await bed.noticesOf(restocked);
    await bed.edit(restocked, { availableQuantity: 50 });
    expect(await sendLowStockEmail(bed.t.database.db, mailing, notice!.id)).toBe(false);
    const removed = await bed.add({ availableQuantity: 2, lowStockThreshold: 2 });
    const [removedNotice] = await bed.noticesOf(removed);
    await bed.t.app.inject({ method: 'DELETE', url: `/api/products/${removed}`, headers: bed.as(bed.admin) });
    expect(await sendLowStockEmail(bed.t.database.db, mailing, removedNotice!.id)).toBe(false);
    expect(mailer.sent).toEqual([]);
  });

  it('opens nothing when the transaction that changed the stock rolls back', async () => {
    const id = await bed.add({ availableQuantity: 9, lowStockThreshold: 5 });
    await bed.order(id, 5);
    const [open] = await bed.noticesOf(id);
    await expect(
      bed.t.database.db.transaction(async (tx) => {
        await returnStock(tx, [{ productId: id, quantity: 5 }], { reason: 'cancellation' });
        throw new Error('something later in the transaction failed');
      }),
    ).rejects.toThrow('something later in the transaction failed');
    expect(await bed.noticesOf(id)).toMatchObject([{ id: open?.id, resolvedAt: null }]);
    expect((await bed.movementsOf(id)).map((row) => row.reason).sort()).toEqual(['created', 'order']);
    expect((await bed.t.database.db.select().from(products).where(eq(products.id, id)))[0]?.availableQuantity).toBe(4);
  });

  it('is for admins only, and answers unknown notices and bad pages with a problem', async () => {
    const list = (user: typeof bed.admin | null, query = '') => bed.t.app.inject({ method: 'GET', url: `/api/admin/low-stock-notices${query}`, headers: bed.as(user) });
    const read = (user: typeof bed.admin | null, id: string) => bed.t.app.inject({ method: 'POST', url: `/api/admin/low-stock-notices/${id}/read`, headers: bed.as(user) });
    expect((await list(null)).statusCode).toBe(401);
    expect((await list(bed.customer)).statusCode).toBe(403);
    expect((await read(null, UNKNOWN_ID)).statusCode).toBe(401);
    expect((await read(bed.customer, UNKNOWN_ID)).statusCode).toBe(403);
    for (const id of [UNKNOWN_ID, 'not-a-notice']) {
      const response = await read(bed.admin, id);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json().detail).toBe(stockLedgerMessages.noticeNotFound);
    }
    expect((await list(bed.admin, '?page=0')).statusCode).toBe(400);
    expect((await list(bed.admin, '?pageSize=101')).statusCode).toBe(400);
  });
});
