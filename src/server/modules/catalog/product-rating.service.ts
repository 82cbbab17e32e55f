import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { isUuid } from '../../db/uuid.js';
import { products } from './catalog.tables.js';
import { productNotFound } from './catalog.service.js';

/**
 * What the product reviews (module reviews) need of the catalog: finding a product, locking it
 * while its reviews change, and writing the rating its cards show and "top rated" sorts by.
 */

/** A live product's id, by its id or its readable address; NOT_FOUND otherwise. */
export async function liveProductId(db: Executor, idOrSlug: string): Promise<string> {
  if (idOrSlug.length > 200 || idOrSlug.includes('\u0000')) throw productNotFound();
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(isUuid(idOrSlug) ? eq(products.id, idOrSlug) : eq(products.slug, idOrSlug), isNull(products.archivedAt)));
  if (!row) throw productNotFound();
  return row.id;
}

/** Locks the product's row until the transaction ends: changes to its rating are made one after the other. */
export async function lockProduct(db: Executor, productId: string): Promise<void> {
  await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
}

/** The product's visible reviews and the sum of their stars. */
export async function setProductRating(db: Executor, productId: string, rating: { count: number; total: number }): Promise<void> {
  await db.update(products).set({ ratingCount: rating.count, ratingTotal: rating.total }).where(eq(products.id, productId));
}

export interface ProductLabel {
  id: string;
  slug: string;
  name: string;
}

/** Names and addresses of products (archived ones too), by id. */
export async function productLabels(db: Executor, ids: readonly string[]): Promise<Map<string, ProductLabel>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: products.id, slug: products.slug, name: products.name }).from(products).where(inArray(products.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}
