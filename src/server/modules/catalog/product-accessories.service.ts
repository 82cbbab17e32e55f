import { and, asc, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import type { Product } from '../../../shared/schemas/catalog.js';
import { accessoryMessages } from '../../../shared/schemas/product-accessories.js';
import type { Database, Executor } from '../../db/database.js';
import { isUuid } from '../../db/uuid.js';
import { products } from './catalog.tables.js';
import { productNotFound, toProduct } from './catalog.service.js';
import { productAccessories } from './product-accessories.tables.js';

const live = isNull(products.archivedAt);

/**
 * What a product goes with (issue 38 §5), in the admins' order: live products only (one removed
 * from the shop drops out of every list without a word, and comes back if it is restored).
 */
export async function accessoriesOf(db: Executor, productId: string): Promise<Product[]> {
  const rows = await db
    .select({ product: products })
    .from(productAccessories)
    .innerJoin(products, eq(products.id, productAccessories.accessoryId))
    .where(and(eq(productAccessories.productId, productId), live))
    .orderBy(asc(productAccessories.position));
  return rows.map((row) => toProduct(row.product));
}

/** What the live product `productId` goes with, for its admin form; 404 for any other id. */
export async function accessoriesForAdmin(db: Executor, productId: string): Promise<Product[]> {
  if (!isUuid(productId)) throw productNotFound();
  const [product] = await db.select({ id: products.id }).from(products).where(and(eq(products.id, productId), live));
  if (!product) throw productNotFound();
  return accessoriesOf(db, product.id);
}

/**
 * Replaces what the live product `productId` goes with by `accessoryIds`, in that order. Each must
 * be another live product. Two admins saving at once leave one list or the other, never a mix.
 */
export async function setAccessories(db: Database, productId: string, accessoryIds: readonly string[]): Promise<Product[]> {
  if (!isUuid(productId)) throw productNotFound();
  const ownId = productId.toLowerCase();
  const ids = accessoryIds.map((id) => id.toLowerCase());
  if (ids.includes(ownId)) throw refused(ids.indexOf(ownId), accessoryMessages.itself);
  return db.transaction(async (tx) => {
    // Every row involved is locked in id order, as orders lock the products they take
    // (order-stock.service.ts), so no two of them wait for each other. The product "for no key
    // update": saves of its list follow one another, yet the key share that rows pointing at it
    // take (another list naming it, an order line) stays free. Its accessories "for key share",
    // the lock their new rows' references take anyway, here taken in order.
    const found = new Set<string>();
    for (const id of [...new Set([ownId, ...ids])].sort()) {
      const query = tx.select({ id: products.id }).from(products).where(and(eq(products.id, id), live));
      const [row] = await (id === ownId ? query.for('no key update') : query.for('key share'));
      if (row) found.add(row.id);
    }
    if (!found.has(ownId)) throw productNotFound();
    const missing = ids.findIndex((id) => !found.has(id));
    if (missing >= 0) throw refused(missing, accessoryMessages.unknown);
    await tx.delete(productAccessories).where(eq(productAccessories.productId, ownId));
    if (ids.length > 0) await tx.insert(productAccessories).values(ids.map((accessoryId, position) => ({ productId: ownId, accessoryId, position })));
    return accessoriesOf(tx, ownId);
  });
}

function refused(index: number, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { errors: [{ field: `accessoryIds.${index}`, message }] });
}

/** Adds what a product goes with as loaders bring it (the demo data): ids known to be live products. */
export async function importAccessories(db: Executor, productId: string, accessoryIds: readonly string[]): Promise<void> {
  if (accessoryIds.length === 0) return;
  await db.insert(productAccessories).values(accessoryIds.map((accessoryId, position) => ({ productId, accessoryId, position })));
}
