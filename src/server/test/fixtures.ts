import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { products } from '../modules/catalog/catalog.tables.js';
import { createProduct, type NewProduct } from '../modules/catalog/catalog.service.js';
import { createReview, type NewReview } from '../modules/reviews/reviews.service.js';

let sequence = 0;

/** A product with sensible defaults; pass what the test cares about. */
export function insertProduct(db: Executor, overrides: Partial<NewProduct> = {}) {
  sequence += 1;
  return createProduct(db, {
    name: `Test product ${sequence}`,
    description: 'A product made by a test.',
    priceCents: 1999,
    availableQuantity: 100,
    minOrderQuantity: 1,
    imageKey: 'a'.repeat(24),
    ...overrides,
  });
}

export function insertReview(db: Executor, overrides: Partial<NewReview> = {}) {
  sequence += 1;
  return createReview(db, {
    authorId: null,
    name: `Reviewer ${sequence}`,
    country: 'Canada',
    rating: 5,
    pictureKey: null,
    comment: 'Great tools and fast delivery.',
    ...overrides,
  });
}

/** Dates one minute apart, oldest first, so "newest first" has a defined order. */
export function minutesAgo(minutes: number): Date {
  return new Date(Date.now() - minutes * 60_000);
}

/**
 * Renames a product without the trigger's announcement, so a cached answer that still shows the
 * old name proves it was kept (not forgotten) by the cache.
 */
export async function renameProductUnannounced(db: Executor, id: string, name: string): Promise<void> {
  await db.execute(sql`alter table products disable trigger products_announce_update`);
  try {
    await db.update(products).set({ name }).where(eq(products.id, id));
  } finally {
    await db.execute(sql`alter table products enable trigger products_announce_update`);
  }
}
