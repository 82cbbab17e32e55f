import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/schemas/orders.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { lowStockNotices, stockMovements } from './stock-ledger.tables.js';
import { stockLedgerTestBed } from '../../test/stock-ledger-test-bed.js';

/** One step of a day in the shop, on one of the products (`product` picks it, `pick` an open order). */
type Step =
  | { kind: 'order'; product: number; quantity: number }
  | { kind: 'cancel'; pick: number; byAdmin: boolean }
  | { kind: 'expire'; pick: number }
  | { kind: 'edit'; product: number; quantity: number; threshold: number | null | undefined }
  | { kind: 'refused-at-door'; product: number; quantity: number };

const PRODUCTS = 2;

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('order' as const), product: fc.nat(PRODUCTS - 1), quantity: fc.integer({ min: 1, max: 6 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat(), byAdmin: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('expire' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      product: fc.nat(PRODUCTS - 1),
      quantity: fc.integer({ min: 0, max: 25 }),
      threshold: fc.option(fc.option(fc.integer({ min: 0, max: 12 }), { nil: null }), { nil: undefined }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('refused-at-door' as const), product: fc.nat(PRODUCTS - 1), quantity: fc.integer({ min: 1, max: 3 }) }) },
);

/**
 * Issue 15 §2: whatever mix of orders, cancellations, expiries, goods refused at the door and
 * admins' edits happened, a product's ledger adds up to its count (each movement starting where
 * the one before ended), and it has an open low-stock notice exactly while it is at or below its
 * threshold.
 */
describe.each(testDatabaseKinds())('the stock ledger adds up on %s', (kind) => {
  const bed = stockLedgerTestBed(kind);

  it('after any mix of orders, cancellations, expiries, returns and edits', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), fc.array(fc.option(fc.integer({ min: 0, max: 12 }), { nil: null }), { minLength: PRODUCTS, maxLength: PRODUCTS }), async (steps, thresholds) => {
        const ids: string[] = [];
        for (const threshold of thresholds) ids.push(await bed.add({ availableQuantity: 12, lowStockThreshold: threshold }));
        const open: Order[] = [];
        const take = (pick: number) => (open.length === 0 ? undefined : open.splice(pick % open.length, 1)[0]);
        for (const s of steps) {
          if (s.kind === 'order') {
            const response = await bed.t.app.inject({ method: 'POST', url: '/api/orders', headers: bed.as(bed.customer), payload: { phone: '+1 555 014 2290 12', deliveryAddress: '12 Foundry Street', productId: ids[s.product], quantity: s.quantity } });
            expect([201, 409], response.body).toContain(response.statusCode);
            if (response.statusCode === 201) open.push(response.json().order);
          } else if (s.kind === 'cancel') {
            const order = take(s.pick);
            if (order) await bed.cancel(order.id, s.byAdmin ? bed.admin : bed.customer);
          } else if (s.kind === 'expire') {
            const order = take(s.pick);
            if (order) await bed.expire([order.id]);
          } else if (s.kind === 'edit') {
            await bed.edit(ids[s.product]!, { availableQuantity: s.quantity, ...(s.threshold === undefined ? {} : { lowStockThreshold: s.threshold }) });
          } else if ((await bed.stockOf(ids[s.product]!))! >= s.quantity) {
            const order = await bed.cashOnDeliveryOrder(bed.customer, [[ids[s.product]!, s.quantity]]);
            expect((await bed.act(bed.admin, order.id, 'ship')).statusCode).toBe(200);
            await bed.cancel(order.id, bed.admin);
          }
        }
        for (const id of ids) {
          const { product } = await bed.history(id);
          const movements = await bed.t.database.db.select().from(stockMovements).where(eq(stockMovements.productId, id)).orderBy(asc(stockMovements.at));
          expect(movements[0]).toMatchObject({ reason: 'created', quantityBefore: 0 });
          expect(movements.reduce((sum, movement) => sum + movement.change, 0)).toBe(product.availableQuantity - movements[0]!.quantityBefore);
          movements.slice(1).forEach((movement, index) => expect(movement.quantityBefore).toBe(movements[index]!.quantityAfter));
          expect(movements.at(-1)?.quantityAfter).toBe(product.availableQuantity);
          const notices = await bed.t.database.db.select().from(lowStockNotices).where(eq(lowStockNotices.productId, id));
          const low = product.lowStockThreshold !== null && product.availableQuantity <= product.lowStockThreshold;
          expect(notices.filter((notice) => notice.resolvedAt === null)).toHaveLength(low ? 1 : 0);
        }
      }),
      { numRuns: 12 },
    );
    // Twelve runs of up to fourteen requests each: a few seconds alone, but well past the default
    // 30 s on a machine busy with another job.
  }, 180_000);
});
