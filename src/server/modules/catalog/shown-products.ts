import { sql } from 'drizzle-orm';
import type { Product } from '../../../shared/schemas/catalog.js';
import type { Executor } from '../../db/database.js';
import { NotifiedCache } from '../../db/notified-cache.js';
import { parseCatalogChange } from './catalog-cache.js';
import { products } from './catalog.tables.js';
import { toProduct } from './catalog.service.js';

/** About 1 KB each: at most some 10 MB a process. */
const SHOWN_PRODUCTS_KEPT = 10_000;

/**
 * The products that searches answered from the search index have shown, kept in this process by
 * id so the next search that shows them does not read them again. Kept true by the catalog
 * announcements (catalog-freshness.ts): every change of a product names it, whatever changed
 * (words, price, stock, pictures), and an announcement of everything empties it.
 */
export type ShownProducts = NotifiedCache<Product>;

export function createShownProducts(): ShownProducts {
  return new NotifiedCache<Product>({ maxEntries: SHOWN_PRODUCTS_KEPT });
}

/** The kept products an announcement makes stale: those it names, or all. */
export function shownProductsAnnounced(payload: string): ((product: Product) => boolean) | null {
  const change = parseCatalogChange(payload);
  if (!change) return null;
  const ids = new Set(change.productIds);
  return (product) => ids.has(product.id);
}

async function readProducts(db: Executor, ids: readonly string[]): Promise<Map<string, Product>> {
  // The ids as one array parameter rather than one parameter each (`inArray`): the query builder's
  // work then stays the same whatever the page size.
  const rows = await db
    .select()
    .from(products)
    .where(sql`${products.id} = any(${sql.param([...ids])}::uuid[])`);
  return new Map(rows.map((row) => [row.id, toProduct(row)]));
}

/**
 * The products of `ids`, in that order (ids of no product are left out), read in one statement;
 * with `kept`, those it holds are taken from it and the others kept in it once read.
 */
export async function productsInOrder(db: Executor, ids: readonly string[], kept?: ShownProducts): Promise<Product[]> {
  if (ids.length === 0) return [];
  const byId = kept ? await kept.getMany(ids, (missing) => readProducts(db, missing)) : await readProducts(db, ids);
  return ids.flatMap((id) => byId.get(id) ?? []);
}
