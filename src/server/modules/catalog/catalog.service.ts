import { pricedTiers, type PriceTier } from '../../../shared/price-tiers.js';
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import { slugify } from '../../../shared/discovery.js';
import { ratingOf } from '../../../shared/product-reviews.js';
import { AppError } from '../../../shared/errors.js';
import type { PageQuery, Page } from '../../../shared/schemas/common.js';
import { totalPages } from '../../../shared/schemas/common.js';
import type { Product } from '../../../shared/schemas/catalog.js';
import type { Executor } from '../../db/database.js';
import { isUuid } from '../../db/uuid.js';
import { imageUrls } from '../media/media-urls.js';
import { products } from './catalog.tables.js';

type ProductRow = typeof products.$inferSelect;

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    sku: row.sku,
    brand: row.brand,
    categoryId: row.categoryId,
    description: row.description,
    price: row.priceCents,
    priceTiers: pricedTiers(row.priceCents, row.priceTiers),
    availableQuantity: row.availableQuantity,
    minOrderQuantity: row.minOrderQuantity,
    image: imageUrls(row.imageKey),
    rating: ratingOf(row.ratingCount, row.ratingTotal),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const live = isNull(products.archivedAt);

/** Products on sale, newest first. */
export async function listProducts(db: Executor, query: PageQuery): Promise<Page<Product>> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(live)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(products).where(live),
  ]);
  const total = totals?.total ?? 0;
  return { items: rows.map(toProduct), page: query.page, pageSize: query.pageSize, total, totalPages: totalPages(total, query.pageSize) };
}

export function productNotFound() {
  return new AppError('NOT_FOUND', 'This product does not exist or is no longer sold.');
}

export interface NewProduct {
  name: string;
  description: string;
  priceCents: number;
  availableQuantity: number;
  minOrderQuantity: number;
  /** Checked by the caller (`requireValidPriceTiers`). */
  priceTiers?: PriceTier[];
  imageKey: string;
  categoryId?: string | null;
  sku?: string | null;
  mpn?: string | null;
  brand?: string | null;
  ean?: string | null;
  createdAt?: Date;
}

/**
 * Adds a product. Its address is its name made readable; a name already taken gets a short
 * random ending, so two products may share a name.
 */
export async function createProduct(db: Executor, input: NewProduct): Promise<Product> {
  const base = slugify(input.name) || 'product';
  for (let attempt = 0; ; attempt += 1) {
    const slug = attempt === 0 ? base : `${base}-${randomBytes(3).toString('hex')}`;
    const [row] = await db
      .insert(products)
      .values({ ...input, slug, updatedAt: input.createdAt ?? new Date() })
      .onConflictDoNothing({ target: products.slug })
      .returning();
    if (row) return toProduct(row);
    if (attempt >= 5) throw new Error(`no free address for ${base}`);
  }
}

export async function countLiveProducts(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(products).where(live);
  return row?.total ?? 0;
}

/** Live products' addresses in a stable order (by id), a slice at a time: the sitemap lists them. */
export async function liveProductAddresses(db: Executor, offset: number, limit: number): Promise<{ id: string; slug: string; updatedAt: Date }[]> {
  return db.select({ id: products.id, slug: products.slug, updatedAt: products.updatedAt }).from(products).where(live).orderBy(asc(products.id)).limit(limit).offset(offset);
}

/** SPEC §5 Remove: the product leaves the shop; past orders keep their copy of it. */
export async function archiveProduct(db: Executor, id: string): Promise<void> {
  if (!isUuid(id)) throw productNotFound();
  const [row] = await db.update(products).set({ archivedAt: new Date(), updatedAt: new Date() }).where(and(eq(products.id, id), live)).returning({ id: products.id });
  if (!row) throw productNotFound();
}
