import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../demo/seed-demo-data.js';
import { demoProducts } from '../../demo/demo-products.js';
import { outboxTasks } from '../../outbox/outbox.tables.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { localMediaStorage } from '../media/media-storage.js';
import { products } from './catalog.tables.js';
import { lowStockNotices, stockMovements } from './stock-ledger.tables.js';

/** The demo shop starts with a stock history per product and, for the products already low, notices in the inbox. */
describe.each(testDatabaseKinds())('the demo data’s stock ledger on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemoData(t.database.db, localMediaStorage(`${t.config.dataDir}/media`));
  });
  afterAll(() => t.close());

  it('records each product’s first count as added by the shop, on the day it was added', async () => {
    const rows = await t.database.db.select({ product: products, movement: stockMovements }).from(products).innerJoin(stockMovements, eq(stockMovements.productId, products.id));
    expect(rows).toHaveLength(demoProducts.length);
    for (const { product, movement } of rows) {
      expect(movement, product.name).toMatchObject({ reason: 'created', quantityBefore: 0, quantityAfter: product.availableQuantity, change: product.availableQuantity, actorUserId: null, actorName: null });
      expect(movement.at.getTime(), product.name).toBe(product.createdAt.getTime());
    }
  });

  it('gives some products a threshold, and those already at or below it a notice, without emailing anyone', async () => {
    const withThreshold = demoProducts.filter((product) => product.lowStockThreshold !== undefined);
    expect(withThreshold.length).toBeGreaterThanOrEqual(3);
    const low = withThreshold.filter((product) => product.availableQuantity <= product.lowStockThreshold!);
    expect(low.length).toBeGreaterThanOrEqual(2);
    const open = await t.database.db.select({ name: products.name }).from(lowStockNotices).innerJoin(products, eq(products.id, lowStockNotices.productId)).where(isNull(lowStockNotices.resolvedAt));
    expect(open.map((row) => row.name).sort()).toEqual(low.map((product) => product.name).sort());
    expect(await t.database.db.select().from(outboxTasks).where(eq(outboxTasks.kind, 'low-stock-email'))).toEqual([]);
  });
});
